import fs from 'node:fs';
import path from 'node:path';

import * as aboutModule from '@/content/about';
import * as faqModule from '@/content/faq';
import * as homeModule from '@/content/home';
import * as legalModule from '@/content/legal';
import * as navigationModule from '@/content/navigation';
import * as pagesModule from '@/content/pages';
import * as siteModule from '@/content/site';
import * as testimonialsModule from '@/content/testimonials';
import * as typesModule from '@/content/types';
import * as valuesModule from '@/content/values';
import * as servicesModule from '@/content/services';
import * as businessBuySaleModule from '@/content/services/business-buy-sale-services';
import * as consultingModule from '@/content/services/consulting-services';
import * as importExportModule from '@/content/services/import-export-services';
import * as medicalTourismModule from '@/content/services/medical-tourism-services';
import * as migrationModule from '@/content/services/migration-services';
import * as propertyManagementModule from '@/content/services/property-management-services-in-india';
import * as realEstateModule from '@/content/services/real-estate';
import * as relocationModule from '@/content/services/relocation-in-india';
import * as residencyModule from '@/content/services/residency-by-investment';
import * as workAbroadModule from '@/content/services/work-abroad';
import testimonialAssets from '@/content/testimonial-assets.json';

import { aboutBlocks } from '@/content/about';
import { faqs } from '@/content/faq';
import { heroHeadline, heroStats, heroTabs, whyChooseUs } from '@/content/home';
import { privacyPolicy, terms } from '@/content/legal';
import type { LegalDocument, LegalSection } from '@/content/types';
import { footerColumns, mobileNav, topNav } from '@/content/navigation';
import { site } from '@/content/site';
import { alternateTestimonials, testimonials, testimonialsPageCount } from '@/content/testimonials';
import { SERVICE_IDS } from '@/content/types';
import { values } from '@/content/values';
import { getService, menuServices, services } from '@/content/services';
import { FEATURED_SERVICE_COUNT, FOOTER_SERVICE_COUNT } from '@/lib/constants';

const PUBLIC_DIR = path.join(__dirname, '..', 'public');
const MAX_VIDEO_BYTES = 400 * 1024;

/** Resolves a site-relative asset path (`/media/x.webm`) to its file under public/. */
function publicFile(assetPath: string): string {
  return path.join(PUBLIC_DIR, ...assetPath.split('/').filter(Boolean));
}

function fileSize(assetPath: string): number | undefined {
  const file = publicFile(assetPath);
  return fs.existsSync(file) ? fs.statSync(file).size : undefined;
}

/** Reference lists written out from the spec (sections 1-3), independent of the content modules. */
const SPEC_ROUTE_IDS = [
  'import-export-services',
  'migration-services',
  'residency-by-investment',
  'business-buy-sale-services',
  'real-estate',
  'consulting-services',
  'relocation-in-india',
  'work-abroad',
  'property-management-services-in-india',
  'medical-tourism-services',
];

/** The spec's numbered service order (section 1): home cards 0-9, featured first 3, footer first 5. */
const SPEC_SERVICE_ORDER = [
  'import-export-services',
  'migration-services',
  'residency-by-investment',
  'business-buy-sale-services',
  'real-estate',
  'consulting-services',
  'work-abroad',
  'property-management-services-in-india',
  'relocation-in-india',
  'medical-tourism-services',
];

const SPEC_MENU_KEYS: Record<string, string> = {
  import_export: 'import-export-services',
  migration_services: 'migration-services',
  residency_by_investment: 'residency-by-investment',
  business_sell: 'business-buy-sale-services',
  real_estate: 'real-estate',
  consulting_services: 'consulting-services',
  work_aboard: 'work-abroad',
  property_management: 'property-management-services-in-india',
  relocation_support: 'relocation-in-india',
  medical_tourism: 'medical-tourism-services',
};

const sorted = (list: readonly string[]) => [...list].sort();
const stripTrailingSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const wordCount = (html: string) => plainText(html).split(' ').filter(Boolean).length;
const sectionText = (section: LegalSection) => [section.heading, ...section.paragraphs, ...(section.list ?? [])].join(' ');
const documentText = (doc: LegalDocument) => [doc.title, doc.intro, ...doc.sections.map(sectionText)].join(' ');

describe('services', () => {
  it('has exactly 10 services', () => {
    expect(services).toHaveLength(10);
  });

  it('uses exactly the ids of SERVICE_IDS', () => {
    expect(sorted(services.map((s) => s.id))).toEqual(sorted(SERVICE_IDS));
    expect(new Set(services.map((s) => s.id)).size).toBe(10);
  });

  it("uses only the spec's route-table ids, and all of them", () => {
    for (const s of services) expect(SPEC_ROUTE_IDS).toContain(s.id);
    expect(sorted(SERVICE_IDS)).toEqual(sorted(SPEC_ROUTE_IDS));
  });

  it('has unique index values 0 to 9', () => {
    expect(sorted(services.map((s) => String(s.index)))).toEqual(sorted(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']));
  });

  it("is sorted by index in the spec's service order", () => {
    expect(services.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(services.map((s) => s.id)).toEqual(SPEC_SERVICE_ORDER);
  });

  it('has exactly the ten spec menu keys, each mapped to the right service', () => {
    expect(sorted(services.map((s) => s.menuKey))).toEqual(sorted(Object.keys(SPEC_MENU_KEYS)));
    for (const s of services) expect([s.menuKey, s.id]).toEqual([s.menuKey, SPEC_MENU_KEYS[s.menuKey]]);
  });

  it('has unique SEO titles of at most 60 characters', () => {
    const titles = services.map((s) => s.seoTitle);
    expect(new Set(titles).size).toBe(titles.length);
    const tooLong = services.filter((s) => s.seoTitle.length > 60).map((s) => `${s.id}: ${s.seoTitle.length} chars`);
    expect(tooLong).toEqual([]);
  });

  it('has unique meta descriptions of 70 to 170 characters', () => {
    const descriptions = services.map((s) => s.metaDescription);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    const outOfRange = services
      .filter((s) => s.metaDescription.length < 70 || s.metaDescription.length > 170)
      .map((s) => `${s.id}: ${s.metaDescription.length} chars`);
    expect(outOfRange).toEqual([]);
  });

  describe.each(services.map((s) => [s.id, s] as const))('%s', (id, service) => {
    it('fills every catalogue field', () => {
      const required: Record<string, string> = {
        id: service.id,
        title: service.title,
        cardDescription: service.cardDescription,
        icon: service.icon,
        seoTitle: service.seoTitle,
        metaDescription: service.metaDescription,
        'video.src': service.video.src,
        'video.alt': service.video.alt,
        mainContent: service.mainContent,
        featuresTitle: service.featuresTitle,
        whyChooseTitle: service.whyChooseTitle,
        'testimonial.author': service.testimonial.author,
        'testimonial.designation': service.testimonial.designation,
        'testimonial.quote': service.testimonial.quote,
      };
      const empty = Object.entries(required)
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
      expect(service.keywords.length).toBeGreaterThan(0);
      for (const keyword of service.keywords) expect(keyword.trim()).not.toBe('');
    });

    it("lists at least 5 features, each written 'Name: explanation'", () => {
      expect(service.features.length).toBeGreaterThanOrEqual(5);
      const malformed = service.features.filter((f) => !/^[^:]+: .+/.test(f));
      expect(malformed).toEqual([]);
    });

    it('lists at least 5 why-choose points', () => {
      expect(service.whyChoosePoints.length).toBeGreaterThanOrEqual(5);
      for (const point of service.whyChoosePoints) expect(point.trim()).not.toBe('');
    });

    it('has main content of at least 3 paragraphs and 200 words', () => {
      expect((service.mainContent.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(wordCount(service.mainContent)).toBeGreaterThanOrEqual(200);
    });

    it('has its video at /media/<id> with webm, mp4 and poster files, videos under 400 KB', () => {
      expect(service.video.src).toBe(`/media/${id}`);
      for (const ext of ['webm', 'mp4', 'jpg']) {
        const asset = `${service.video.src}.${ext}`;
        const size = fileSize(asset);
        expect([asset, size !== undefined]).toEqual([asset, true]);
        if (ext !== 'jpg') expect([asset, (size ?? 0) < MAX_VIDEO_BYTES]).toEqual([asset, true]);
      }
    });

    it('has an Open Graph image at public/og/<id>.png', () => {
      const asset = `/og/${id}.png`;
      expect([asset, fs.existsSync(publicFile(asset))]).toEqual([asset, true]);
    });

    it('is returned by getService', () => {
      expect(getService(id)).toBe(service);
    });
  });

  it('gives property types only to real estate, including the four main kinds', () => {
    const withTypes = services.filter((s) => s.propertyTypes !== undefined).map((s) => s.id);
    expect(withTypes).toEqual(['real-estate']);
    expect(getService('real-estate')?.propertyTypes).toEqual(
      expect.arrayContaining(['Residential', 'Commercial', 'Industrial', 'Agricultural']),
    );
  });

  it('claims up to 80 percent savings and accredited hospitals for medical tourism', () => {
    const medical = getService('medical-tourism-services');
    expect(medical).toBeDefined();
    const copy = plainText(medical?.mainContent ?? '');
    expect(copy).toMatch(/80 percent|80%/);
    expect(copy).toMatch(/accredit/i);
  });

  it('returns undefined from getService for an unknown id', () => {
    expect(getService('no-such-service')).toBeUndefined();
    expect(getService('')).toBeUndefined();
  });

  it('builds menu entries with /services/<id>/ urls, in service order', () => {
    expect(menuServices).toHaveLength(10);
    expect(menuServices.map((m) => m.url)).toEqual(SPEC_SERVICE_ORDER.map((id) => `/services/${id}/`));
    for (const entry of menuServices) {
      expect(entry.url).toBe(`/services/${SPEC_MENU_KEYS[entry.key]}/`);
      expect(entry.title).toBe(getService(SPEC_MENU_KEYS[entry.key] ?? '')?.title);
    }
  });
});

describe('featured and footer services', () => {
  it('features the first 3 services and lists the first 5 in the footer', () => {
    expect(FEATURED_SERVICE_COUNT).toBe(3);
    expect(FOOTER_SERVICE_COUNT).toBe(5);
    expect(services.slice(0, FEATURED_SERVICE_COUNT).map((s) => s.id)).toEqual([
      'import-export-services',
      'migration-services',
      'residency-by-investment',
    ]);
  });

  it('lists the first five services in order in the footer SERVICES column', () => {
    expect(footerColumns.services.title).toBe('SERVICES');
    expect(footerColumns.services.links).toEqual(
      services.slice(0, 5).map((s) => ({ label: s.title, href: `/services/${s.id}/` })),
    );
    expect(footerColumns.services.links.map((l) => l.href)).toEqual(
      SPEC_SERVICE_ORDER.slice(0, 5).map((id) => `/services/${id}/`),
    );
  });

  it('lists About us, Testimonials, FAQ, Privacy Policy and Terms of Service in the COMPANY column', () => {
    expect(footerColumns.company.title).toBe('COMPANY');
    expect(footerColumns.company.links.map((l) => l.label)).toEqual([
      'About us',
      'Testimonials',
      'FAQ',
      'Privacy Policy',
      'Terms of Service',
    ]);
    expect(footerColumns.company.links.map((l) => l.href)).toEqual([
      '/about/',
      '/testimonials/',
      '/faq/',
      '/privacy-policy/',
      '/terms-and-conditions/',
    ]);
  });

  it('titles the follow column Follow Us', () => {
    expect(footerColumns.follow.title).toBe('Follow Us');
  });
});

describe('navigation', () => {
  const mobileLabels = [mobileNav.home.label, mobileNav.servicesLabel, ...mobileNav.after.map((l) => l.label)];

  it('shows Home, Our Services, About us, Testimonials and Contact in the mobile menu', () => {
    expect(mobileLabels).toEqual(['Home', 'Our Services', 'About us', 'Testimonials', 'Contact']);
  });

  it("spells 'Testimonials' correctly in the mobile menu", () => {
    expect(mobileLabels).toContain('Testimonials');
    expect(mobileLabels).not.toContain('Testimonals');
  });

  it('shows Home, Services, About us, Testimonials and Contact us in the top bar', () => {
    expect([topNav.home.label, topNav.servicesLabel, ...topNav.after.map((l) => l.label), topNav.contact.label]).toEqual([
      'Home',
      'Services',
      'About us',
      'Testimonials',
      'Contact us',
    ]);
    expect(topNav.home.href).toBe('/');
  });
});

describe('faq', () => {
  it('has exactly 7 questions', () => {
    expect(faqs).toHaveLength(7);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(7);
  });

  it('names all ten service titles in the answer about services', () => {
    const servicesFaq = faqs.find((f) => /what services/i.test(f.question));
    expect(servicesFaq).toBeDefined();
    const missing = services.map((s) => s.title).filter((title) => !servicesFaq?.answer.includes(title));
    expect(missing).toEqual([]);
  });

  it('has no placeholder in any answer', () => {
    const placeholder = /lorem|ipsum|TBD|TODO|\[\.\.\.\]|\{\{|placeholder|xxx|list (of )?(our )?services here/i;
    expect(faqs.filter((f) => placeholder.test(f.answer) || f.answer.trim() === '').map((f) => f.question)).toEqual([]);
  });
});

describe('testimonials', () => {
  const assetPaths = [...testimonials, ...alternateTestimonials].flatMap((t) => [t.image, t.logo]);

  it('has 6 home entries with exactly one repeated (5 distinct by name)', () => {
    expect(testimonials).toHaveLength(6);
    const names = testimonials.map((t) => t.name);
    expect(new Set(names).size).toBe(5);
    const repeated = [...new Set(names)].filter((name) => names.filter((n) => n === name).length > 1);
    expect(repeated).toHaveLength(1);
  });

  it('has an alternate list of 5 distinct testimonials', () => {
    expect(alternateTestimonials).toHaveLength(5);
    expect(new Set(alternateTestimonials.map((t) => t.name)).size).toBe(5);
  });

  it('shows 4 distinct testimonials on the testimonials page', () => {
    expect(testimonialsPageCount).toBe(4);
    const page = testimonials.slice(0, testimonialsPageCount);
    expect(page).toHaveLength(4);
    expect(new Set(page.map((t) => t.name)).size).toBe(4);
  });

  it('has an image and a logo file under public/ for every testimonial', () => {
    const missing = [...new Set(assetPaths)].filter((p) => !fs.existsSync(publicFile(p)));
    expect(missing).toEqual([]);
  });

  it('has an asset description for every image and logo', () => {
    const described = new Set(testimonialAssets.map((a) => a.path));
    expect([...new Set(assetPaths)].filter((p) => !described.has(p))).toEqual([]);
  });
});

describe('values', () => {
  it('has exactly 5 values: Integrity, Excellence, Client-Centricity, Global Perspective, Innovation', () => {
    expect(values.map((v) => v.name)).toEqual([
      'Integrity',
      'Excellence',
      'Client-Centricity',
      'Global Perspective',
      'Innovation',
    ]);
  });
});

describe('about', () => {
  it('has 3 blocks, mission first and vision second', () => {
    expect(aboutBlocks).toHaveLength(3);
    expect(aboutBlocks[0]?.id).toBe('mission');
    expect(aboutBlocks[1]?.id).toBe('vision');
    expect(new Set(aboutBlocks.map((b) => b.id)).size).toBe(3);
  });

  it('titles every block with exactly two words, the second being the tab label', () => {
    for (const block of aboutBlocks) expect(block.title.split(/\s+/)).toHaveLength(2);
    expect(aboutBlocks.slice(0, 2).map((b) => b.title.split(/\s+/)[1])).toEqual(['Mission', 'Vision']);
  });

  it('has webm, mp4 and poster files in public/media for every block, videos under 400 KB', () => {
    const problems: string[] = [];
    for (const block of aboutBlocks) {
      if (!block.video.src.startsWith('/media/')) problems.push(`${block.id}: ${block.video.src} is outside /media/`);
      for (const ext of ['webm', 'mp4', 'jpg']) {
        const asset = `${block.video.src}.${ext}`;
        const size = fileSize(asset);
        if (size === undefined) problems.push(`${asset} is missing`);
        else if (ext !== 'jpg' && size >= MAX_VIDEO_BYTES) problems.push(`${asset} is ${size} bytes`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('home', () => {
  it("types the 25-character headline 'Global Business Solutions'", () => {
    expect(heroHeadline).toBe('Global Business Solutions');
    expect(heroHeadline).toHaveLength(25);
  });

  it('has the three hero tabs with their Learn more links', () => {
    expect(heroTabs.map((t) => t.label)).toEqual(['Residency by Investment', 'Work Abroad', 'Medical Tourism']);
    expect(heroTabs.map((t) => stripTrailingSlash(t.href))).toEqual([
      '/services/residency-by-investment',
      '/services/work-abroad',
      '/services/medical-tourism-services',
    ]);
    for (const tab of heroTabs) expect(tab.description.trim()).not.toBe('');
  });

  it('shows 10+ years, 50+ countries and 1000+ clients', () => {
    expect(heroStats).toEqual([
      { value: '10+', label: 'Years Experience' },
      { value: '50+', label: 'Countries Served' },
      { value: '1000+', label: 'Satisfied Clients' },
    ]);
  });

  it('gives four Why Choose Us reasons with the spec titles', () => {
    expect(whyChooseUs.title).toBe('Why Choose Us');
    expect(whyChooseUs.reasons.map((r) => r.title)).toEqual([
      'Deep Expertise',
      'Extensive Global Network',
      'Personalized Solutions',
      'Proven Track Record',
    ]);
  });
});

describe('legal', () => {
  it('has 13 numbered sections in the terms and 12 in the privacy policy', () => {
    expect(terms.sections).toHaveLength(13);
    expect(privacyPolicy.sections).toHaveLength(12);
    terms.sections.forEach((s, i) => expect(s.heading.startsWith(`${i + 1}. `)).toBe(true));
    privacyPolicy.sections.forEach((s, i) => expect(s.heading.startsWith(`${i + 1}. `)).toBe(true));
  });

  it('states non-refundable fees, arbitration in Ahmedabad in English and 30 days notice of changes', () => {
    const text = documentText(terms);
    for (const phrase of [/non-refundable/i, /Ahmedabad/, /arbitration/i, /English/, /30 days/]) expect(text).toMatch(phrase);
    expect(sectionText(terms.sections[2]!)).toMatch(/non-refundable/i);
    const governingLaw = sectionText(terms.sections[10]!);
    for (const phrase of [/India/, /arbitration/i, /Ahmedabad/, /English/]) expect(governingLaw).toMatch(phrase);
    expect(sectionText(terms.sections[11]!)).toMatch(/30 days/);
  });

  it('says, within its twelve sections, that the email conversation is kept with the enquiry, included in an access request and deleted by erasure and retention', () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(sectionText(privacyPolicy.sections[0]!)).toMatch(/email conversation about your enquiry: the replies our advisors send you[\s\S]*emails you send back/);
    const retention = sectionText(privacyPolicy.sections[5]!);
    for (const phrase of [/email conversation about an enquiry/, /kept with it for as long as the enquiry is kept/, /deleted with it under the periods above and when you ask us to erase your data/, /included when you ask for a summary of your data/, /deleted after 90 days/]) {
      expect(retention).toMatch(phrase);
    }
  });

  it('answers data requests within one month and takes no data from under-18s', () => {
    const text = documentText(privacyPolicy);
    expect(text).toMatch(/one month/);
    expect(text).toMatch(/\b18\b/);
    expect(sectionText(privacyPolicy.sections[7]!)).toMatch(/one month/);
    expect(sectionText(privacyPolicy.sections[9]!)).toMatch(/under the age of 18|under-18|under 18/);
  });
});

describe('site', () => {
  it('has offices in Mumbai, Ahmedabad and Rajkot', () => {
    expect(site.offices.map((o) => o.city)).toEqual(['Mumbai', 'Ahmedabad', 'Rajkot']);
  });

  it('opens Monday to Friday, 9:00 AM to 6:00 PM IST', () => {
    expect(site.hours.label).toBe('Monday to Friday, 9:00 AM to 6:00 PM IST');
    expect(site.hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect([site.hours.opens, site.hours.closes]).toEqual(['09:00', '18:00']);
  });

  it('is present in Australia, New Zealand, Indonesia, United Kingdom and UAE', () => {
    expect(site.globalPresence).toEqual(['Australia', 'New Zealand', 'Indonesia', 'United Kingdom', 'UAE']);
  });

  it('has a well-formed corporate identification number', () => {
    expect(site.cin).toMatch(/^[UL]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/);
  });

  it('links its social profiles over https', () => {
    expect(site.social.length).toBeGreaterThan(0);
    for (const social of site.social) {
      expect(social.href).toMatch(/^https:\/\//);
      expect(new URL(social.href).protocol).toBe('https:');
    }
  });

  it('has the splash tagline', () => {
    expect(site.tagline).toBe('Your Global Recruitment Partner');
  });
});

describe('no placeholder text anywhere', () => {
  const PLACEHOLDER = /lorem|ipsum|TBD|TODO|\[\.\.\.\]|\{\{|placeholder|xxx/i;

  const modules: Record<string, unknown> = {
    'content/about': aboutModule,
    'content/faq': faqModule,
    'content/home': homeModule,
    'content/legal': legalModule,
    'content/navigation': navigationModule,
    'content/pages': pagesModule,
    'content/site': siteModule,
    'content/testimonials': testimonialsModule,
    'content/types': typesModule,
    'content/values': valuesModule,
    'content/services/index': servicesModule,
    'content/services/business-buy-sale-services': businessBuySaleModule,
    'content/services/consulting-services': consultingModule,
    'content/services/import-export-services': importExportModule,
    'content/services/medical-tourism-services': medicalTourismModule,
    'content/services/migration-services': migrationModule,
    'content/services/property-management-services-in-india': propertyManagementModule,
    'content/services/real-estate': realEstateModule,
    'content/services/relocation-in-india': relocationModule,
    'content/services/residency-by-investment': residencyModule,
    'content/services/work-abroad': workAbroadModule,
    'content/testimonial-assets.json': testimonialAssets,
  };

  /** Every string reachable from `value`, with its path (`module.export[2].field`). */
  function collectStrings(value: unknown, at: string, out: { path: string; value: string }[], seen: Set<object>): void {
    if (typeof value === 'string') {
      out.push({ path: at, value });
    } else if (Array.isArray(value)) {
      if (seen.has(value)) return;
      seen.add(value);
      value.forEach((item, i) => collectStrings(item, `${at}[${i}]`, out, seen));
    } else if (value !== null && typeof value === 'object') {
      if (seen.has(value)) return;
      seen.add(value);
      for (const [key, child] of Object.entries(value)) collectStrings(child, `${at}.${key}`, out, seen);
    }
  }

  const strings: { path: string; value: string }[] = [];
  for (const [name, mod] of Object.entries(modules)) collectStrings(mod, name, strings, new Set());

  it('walks a substantial amount of content', () => {
    expect(strings.length).toBeGreaterThan(500);
  });

  it('has no placeholder phrase in any string', () => {
    const offenders = strings.filter((s) => PLACEHOLDER.test(s.value)).map((s) => `${s.path}: ${JSON.stringify(s.value.slice(0, 120))}`);
    expect(offenders).toEqual([]);
  });

  it('has no empty string', () => {
    const offenders = strings.filter((s) => s.value.trim() === '').map((s) => s.path);
    expect(offenders).toEqual([]);
  });
});
