import { notFound } from 'next/navigation';
import { langOf, langParams, type LangParams } from '@/components/i18n/lang-params';
import { ServicePage, serviceMetadata } from '@/components/pages/service-page';
import { getServiceIn } from '@/content/localized';
import { services } from '@/content/services';

export const dynamicParams = false;

export function generateStaticParams() {
  return langParams().flatMap(({ lang }) => services.map((s) => ({ lang, id: s.id })));
}

type ServicePageProps = LangParams<{ id: string }>;

export async function generateMetadata({ params }: ServicePageProps) {
  return serviceMetadata((await params).id, await langOf(params));
}

export default async function Page({ params }: ServicePageProps) {
  const locale = await langOf(params);
  const service = getServiceIn((await params).id, locale);
  if (!service) notFound();
  return <ServicePage service={service} locale={locale} />;
}
