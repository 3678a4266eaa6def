import { PageFrame } from '@/components/i18n/page-frame';
import { ServiceDetail } from '@/components/services/service-detail';
import { JsonLd } from '@/components/ui/json-ld';
import { getServiceIn } from '@/content/localized';
import type { Service } from '@/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { serviceJsonLd } from '@/lib/jsonld';
import { pageMetadata } from '@/lib/metadata';

export function serviceMetadata(id: string, locale: Locale) {
  const service = getServiceIn(id, locale);
  if (!service) return {};
  return pageMetadata({
    title: service.seoTitle,
    description: service.metaDescription,
    keywords: service.keywords,
    path: `/services/${service.id}/`,
    image: `/og/${service.id}.png`,
    locale,
  });
}

export function ServicePage({ service, locale }: { service: Service; locale: Locale }) {
  return (
    <PageFrame locale={locale} path={`/services/${service.id}/`} title={service.seoTitle} description={service.metaDescription}>
      <JsonLd data={serviceJsonLd(service, locale)} />
      <ServiceDetail service={service} />
    </PageFrame>
  );
}
