import { site } from '@/content/site';
import type { Service } from '@/content/types';
import type { Calculator } from '@/lib/calculators/types';
import { env } from '@/lib/env';

const origin = `${env.siteUrl}${env.basePath}`;
const organizationId = `${origin}/#organization`;

export function absoluteUrl(path: string): string {
  return `${origin}${path}`;
}

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/og/default.png'),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    identifier: { '@type': 'PropertyValue', propertyID: 'CIN', value: site.cin },
    foundingDate: String(site.foundedYear),
    areaServed: ['India', ...site.globalPresence],
    sameAs: site.social.map((s) => s.href),
    address: site.offices.map((o) => ({
      '@type': 'PostalAddress',
      streetAddress: o.address,
      addressLocality: o.city,
      addressRegion: o.region,
      postalCode: o.postalCode,
      addressCountry: 'IN',
    })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phone,
      email: site.email,
      availableLanguage: ['English', 'Hindi', 'Gujarati'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days,
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    },
    openingHours: 'Mo-Fr 09:00-18:00',
  };
}

export function serviceJsonLd(service: Service) {
  const url = absoluteUrl(`/services/${service.id}/`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      description: service.metaDescription,
      url,
      serviceType: service.title,
      provider: { '@id': organizationId, '@type': 'ProfessionalService', name: site.name },
      areaServed: ['India', ...site.globalPresence],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Services', item: absoluteUrl('/#service') },
        { '@type': 'ListItem', position: 3, name: service.title, item: url },
      ],
    },
  ];
}

/** A calculator page: a free WebApplication by the organisation, and its breadcrumb. */
export function toolJsonLd(calculator: Pick<Calculator, 'slug' | 'country' | 'programme' | 'intro' | 'rules'>) {
  const url = absoluteUrl(`/tools/${calculator.slug}/`);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: calculator.rules.title,
      description: calculator.intro,
      url,
      applicationCategory: 'CalculatorApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
      provider: { '@id': organizationId, '@type': 'ProfessionalService', name: site.name },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
        { '@type': 'ListItem', position: 2, name: 'Check your chances', item: absoluteUrl('/tools/') },
        { '@type': 'ListItem', position: 3, name: calculator.country, item: url },
      ],
    },
  ];
}
