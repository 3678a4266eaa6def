/**
 * Issue 39, trust a visitor can verify: the registration and where to check it, every statement of law, fees,
 * helplines and portals with its official source and the day it was read, the fees where the visitor decides,
 * and no promise of a visa or a job anywhere in the site's content.
 */
import sitemap from '@/app/sitemap';
import { absoluteUrl } from '@/lib/jsonld';
import * as about from './about';
import * as faq from './faq';
import * as home from './home';
import * as legal from './legal';
import * as navigation from './navigation';
import * as pages from './pages';
import { services, getService } from './services';
import { site } from './site';
import * as testimonials from './testimonials';
import * as tools from './tools';
import * as trust from './trust';
import * as values from './values';

const { fees, feesHtml, officialContacts, registration, trustPage, TRUST_READ_ON } = trust;

describe('the recruiting agent registration', () => {
  it('is in the identity module, in eMigrate’s form, marked as a sample like the CIN', () => {
    expect(site.recruitingAgent.number).toMatch(/^B-\d{4}\/[A-Z]{3}\/[A-Z]{3}\/\d+\+?\/\d+\/\d+\/\d{4}$/);
    expect(site.recruitingAgent.sample).toBe(true);
    expect(registration.number).toBe(site.recruitingAgent.number);
  });

  it('says where a visitor verifies it: the official eMigrate portal', () => {
    expect(registration.verifyUrl).toBe('https://emigrate.gov.in/');
    expect(registration.howToVerify).toContain('List of active RA');
  });
});

describe('the safe recruitment page', () => {
  const facts = [...trustPage.law, ...trustPage.signs, ...trustPage.help];

  it('gives every statement of law, fees, helplines and portals a named source, a link and the day it was read', () => {
    expect(facts.length).toBeGreaterThanOrEqual(12);
    for (const { text, source } of facts) {
      expect(text.length).toBeGreaterThan(40);
      expect(source.name).toMatch(/Ministry|Emigration|Embassy|Minister/);
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.readOn).toBe(TRUST_READ_ON);
      expect(new Date(`${source.readOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(source.readOn);
    }
  });

  it('states the legal cap on an agent’s service charge and the receipt, from rule 25 of the Emigration Rules', () => {
    const cap = trustPage.law.find((fact) => fact.text.includes('₹30,000'));
    expect(cap?.text).toMatch(/at most ₹30,000, plus GST/);
    expect(cap?.text).toMatch(/receipt/);
    expect(cap?.source.name).toMatch(/Emigration Rules, 1983, rule 25/);
    // A copy was read, not the Gazette itself: the page says where.
    expect(cap?.source.readIn).toBeTruthy();
  });

  it('names the official helpline and portals', () => {
    const help = trustPage.help.map((fact) => fact.text).join(' ');
    expect(help).toContain('1800-11-3090');
    expect(help).toContain('https://emigrate.gov.in/');
    expect(help).toContain('https://www.madad.gov.in/');
    expect(help).toContain('pge@mea.gov.in');
    expect(officialContacts.helpline.href).toBe('tel:1800113090');
  });

  it('is a page of the site, in the sitemap', () => {
    expect(trustPage.path).toBe('/safe-recruitment/');
    expect(pages.pageSeo.safeRecruitment.path).toBe(trustPage.path);
    expect(sitemap().map((entry) => entry.url)).toContain(absoluteUrl('/safe-recruitment/'));
  });
});

describe('our fees, where the visitor decides', () => {
  it('say what the first consultation costs and what is charged only on success', () => {
    const byName = new Map(fees.items.map((item) => [item.name, item.text]));
    expect(byName.get('First consultation')).toMatch(/^Free/);
    expect(byName.get('Professional fee for an application')).toMatch(/half only if the visa is granted/);
    expect(byName.get('Jobs abroad through us as a recruiting agent')).toMatch(/no service charge/);
    expect(fees.sample).toBe(true);
  });

  it('are on the work-abroad page with the registration and its verify link, and on the migration page, both linking the safe recruitment page', () => {
    const workAbroad = getService('work-abroad')!.mainContent;
    expect(workAbroad).toContain(site.recruitingAgent.number);
    expect(workAbroad).toContain('href="https://emigrate.gov.in/"');
    expect(workAbroad).toContain('href="/safe-recruitment/"');
    expect(workAbroad).toContain('First consultation');
    const migration = getService('migration-services')!.mainContent;
    expect(migration).toContain('href="/safe-recruitment/"');
    expect(migration).toContain('half only if the visa is granted');
    expect(migration).not.toContain(site.recruitingAgent.number);
    expect(feesHtml({ registration: false })).toBe(migration.slice(migration.indexOf(`<h3>${fees.title}</h3>`)));
  });
});

/** Every string in a module's exports, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// A promise of an outcome: "guarantee(d) ... visa", "assured job", "100% success", "job placement guaranteed".
const PROMISE = /\b(guarantee[ds]?|guaranteed|assured?|promise[ds]?|sure[- ]shot|certain(?:ly)?)\b[^.?!]{0,60}\b(visa|job|placement|approval|selection|success|outcome|result)s?\b|\b(visa|job|placement|approval|selection|success)s?\b[^.?!]{0,30}\b(guaranteed|assured)\b|100 ?%/i;
const NEGATION = /\b(no|not|never|cannot|can’t|can't|don’t|don't|nor|without)\b/i;

describe('no promise of a visa or a job anywhere in the content', () => {
  const modules = { about, faq, home, legal, navigation, pages, services, site, testimonials, tools, trust, values };

  it('finds no sentence promising an outcome; the ones that mention a guarantee deny it, or ask about it', () => {
    const offending: string[] = [];
    for (const [name, exports] of Object.entries(modules)) {
      for (const text of strings(exports)) {
        const plain = text.replace(/<[^>]+>/g, ' ');
        for (const sentence of plain.split(/(?<=[.!?])\s+/)) {
          if (PROMISE.test(sentence) && !NEGATION.test(sentence) && !sentence.trim().endsWith('?')) offending.push(`${name}: ${sentence.trim()}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('catches a promise when there is one', () => {
    for (const claim of ['We guarantee your visa approval.', 'Job placement guaranteed in Dubai.', 'Assured job in Canada within 90 days.', '100% visa success rate.']) {
      expect(PROMISE.test(claim) && !NEGATION.test(claim)).toBe(true);
    }
  });
});
