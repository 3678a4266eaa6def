import { notFound } from 'next/navigation';
import { ServicePage, serviceMetadata } from '@/components/pages/service-page';
import { getService, services } from '@/content/services';

// Only the ten ids in content exist; any other id is the 404 page, which says 'Service Not Found'.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ id: s.id }));
}

interface ServicePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ServicePageProps) {
  return serviceMetadata((await params).id, 'en');
}

export default async function Page({ params }: ServicePageProps) {
  const service = getService((await params).id);
  if (!service) notFound();
  return <ServicePage service={service} locale="en" />;
}
