import { notFound } from 'next/navigation';
import { getService, services } from '@/content/services';
import { ServiceDetail } from '@/components/services/service-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { serviceJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

// Only the ten ids in content exist; any other id is the 404 page, which says 'Service Not Found'.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((s) => ({ id: s.id }));
}

interface ServicePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ServicePageProps) {
  const service = getService((await params).id);
  if (!service) return {};
  return pageMetadata({
    title: service.seoTitle,
    description: service.metaDescription,
    keywords: service.keywords,
    path: `/services/${service.id}/`,
    image: `/og/${service.id}.png`,
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getService((await params).id);
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceJsonLd(service)} />
      <ServiceDetail service={service} />
    </>
  );
}
