import { site } from '@/content/site';
import type { Service } from '@/content/types';
import type { Calculator } from '@/lib/calculators/types';
import { env } from '@/lib/env';
import { LOCALE_INFO, localePath, type Locale } from '@/lib/i18n/locales';
import { text } from '@/content/text';

const origin = `${env.siteUrl}${env.basePath}`;
const organizationId = `${origin}/#organization`;

export function absoluteUrl(path: string): string {
  return `${origin}${path}`;
}

/** The organisation, described in the page's language (its addresses stay as the post office writes them). */
export function organizationJsonLd(locale: Locale = 'en') {
  const { site: local } = text.site(locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    image: absoluteUrl('/og/default.png'),
    description: local.description,
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

/** A service page, in its language (`service` is already the language's text). */
export function serviceJsonLd(service: Service, locale: Locale = 'en') {
  const url = absoluteUrl(localePath(locale, `/services/${service.id}/`));
  const words = text.ui(locale).ui.layout;
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
        { '@type': 'ListItem', position: 1, name: words.home, item: absoluteUrl(localePath(locale, '/')) },
        { '@type': 'ListItem', position: 2, name: words.services, item: absoluteUrl(`${localePath(locale, '/')}#service`) },
        { '@type': 'ListItem', position: 3, name: service.title, item: url },
      ],
    },
  ];
}

/** A calculator page: a free WebApplication by the organisation, and its breadcrumb. */
export function toolJsonLd(calculator: Pick<Calculator, 'slug' | 'countryName' | 'intro' | 'rules' | 'locale' | 'words'>, heading: string) {
  const { locale } = calculator;
  const url = absoluteUrl(localePath(locale, `/tools/${calculator.slug}/`));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: heading,
      description: calculator.intro,
      url,
      inLanguage: LOCALE_INFO[locale].tag,
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
        { '@type': 'ListItem', position: 1, name: calculator.words.page.home, item: absoluteUrl(localePath(locale, '/')) },
        { '@type': 'ListItem', position: 2, name: calculator.words.page.tools, item: absoluteUrl(localePath(locale, '/tools/')) },
        { '@type': 'ListItem', position: 3, name: calculator.countryName, item: url },
      ],
    },
  ];
}

/**
 * The page itself, in its language: `inLanguage` belongs to a CreativeWork such as a WebPage (not to the
 * organisation or a service); a translation names the English page it was translated from.
 */
export function webPageJsonLd({ path, title, description, locale }: { path: string; title: string; description: string; locale: Locale }) {
  const url = absoluteUrl(localePath(locale, path));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: title,
    description,
    inLanguage: LOCALE_INFO[locale].tag,
    isPartOf: { '@type': 'WebSite', url: absoluteUrl('/'), name: site.name },
    publisher: { '@id': organizationId },
    ...(locale === 'en' ? {} : { translationOfWork: { '@id': `${absoluteUrl(path)}#webpage` } }),
  };
}
