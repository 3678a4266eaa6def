import { organizationJsonLd, serviceJsonLd } from '@/lib/jsonld';
import { services } from '@/content/services';
import { site } from '@/content/site';

const ABSOLUTE = /^https?:\/\/[^/]+\//;

describe('organizationJsonLd', () => {
  const org = organizationJsonLd();

  it('lists the three offices as postal addresses', () => {
    expect(org.address).toHaveLength(3);
    expect(org.address.map((a) => a['@type'])).toEqual(['PostalAddress', 'PostalAddress', 'PostalAddress']);
    expect(org.address.map((a) => a.addressLocality)).toEqual(['Mumbai', 'Ahmedabad', 'Rajkot']);
  });

  it('has a contact point with the business hours', () => {
    expect(org.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      telephone: site.phone,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    });
  });

  it('uses absolute URLs and the CIN', () => {
    expect(org.url).toMatch(ABSOLUTE);
    expect(org['@id']).toMatch(/^https?:\/\/.+#organization$/);
    expect(org.identifier).toEqual({ '@type': 'PropertyValue', propertyID: 'CIN', value: site.cin });
  });
});

describe.each(services.map((s) => [s.id, s] as const))('serviceJsonLd(%s)', (id, service) => {
  const [serviceLd, breadcrumbs] = serviceJsonLd(service);

  it('returns a Service provided by the organization', () => {
    expect(serviceLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.title,
      description: service.metaDescription,
      provider: { '@id': organizationJsonLd()['@id'], name: site.name },
    });
    expect(serviceLd?.url).toMatch(new RegExp(`^https?://[^/]+(/.*)?/services/${id}/$`));
  });

  it('returns a 3-item BreadcrumbList with absolute URLs ending at the service page', () => {
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    const items = breadcrumbs?.itemListElement ?? [];
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.name)).toEqual(['Home', 'Services', service.title]);
    for (const item of items) expect(item.item).toMatch(ABSOLUTE);
    expect(items[2]?.item).toBe(serviceLd?.url);
  });
});
