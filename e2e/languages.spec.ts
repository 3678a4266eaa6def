import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { serviceFormsIn } from '../content/localized';
import { hasTranslation } from '../content/page-text';
import { contactFormFields } from '../content/forms/contact-form';
import { text } from '../content/text';
import type { InquiryFormField } from '../content/types';
import { FORM_FIELDS, plainLabel } from '../lib/enquiry/contract';
import { sampleValues } from '../lib/enquiry/sample-values';
import type { EnquiryKind } from '../lib/enquiry/kinds';
import { fill } from '../lib/i18n/format';
import { LOCALE_INFO, localePath, splitLocale, type Locale, type TranslatedLocale } from '../lib/i18n/locales';
import { LANGUAGE_HEADER } from '../lib/i18n/wire';
import { expect, isMobile, test } from './fixtures';
import { apiPath, captureApi, goldenPayload, SAMPLE_PDF } from './form-helpers';
import { E2E_MAIL_DIR, e2eApiKey, type StoredEnquiry } from './staff';
import { contentRoutes, expectDraftNote, headerPlaces, issueRoutes, outcomeRoutes, switchWithKeyboard, translatedLocales, ui, walkLanguages } from './languages-flow';

/*
 * Gujarati under /gu/ and Hindi under /hi/ (issue 41), with script: what search engines are told about each
 * page, the language switchers, the draft note, the script fonts, accessibility, and the enquiry forms in the
 * visitor's language. The pre-rendered HTML alone: e2e/languages.nojs.spec.ts.
 */

// ---------------------------------------------------------------------------------------------------------
// The served HTML, read as a search engine reads it.

type Tag = Record<string, string>;

/** Every `<name ...>` tag of the markup, its attributes by lower-case name (values as written, entities aside). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [key.toLowerCase(), value])),
  );
}

interface Head {
  lang: string | undefined;
  robots: string[];
  canonical: string[];
  /** hreflang -> path of each alternate. */
  alternates: [string, string][];
}

function headOf(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = tags(head, 'link');
  return {
    lang: tags(html, 'html')[0]?.lang,
    robots: tags(head, 'meta').filter((m) => m.name === 'robots').map((m) => m.content ?? ''),
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => new URL(l.href ?? '').pathname),
    alternates: links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, new URL(l.href ?? '').pathname]),
  };
}

async function served(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers 200`).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html\b/);
  return response.text();
}

const NATIVE_NAMES = new Set(Object.values(LOCALE_INFO).map((info) => info.nativeName));

/**
 * The switchers' links of a page, each named by its language alone (not the draft note's 'read in English',
 * nor an offer of the page in a language chosen before): [lang, href, aria-current].
 */
const switcherLinks = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/gi)]
    .filter(([, , name = '']) => NATIVE_NAMES.has(name.trim()))
    .map(([whole]) => tags(whole, 'a')[0]!)
    .filter((a) => 'data-language-link' in a)
    .map((a) => [a.lang, a.href, a['aria-current'] ?? null]);

/** Each of the page's switchers (top bar, menu panel, footer) lists the same page in the three languages. */
function expectSwitchersKeep(html: string, locale: Locale, englishPath: string) {
  const expected = (['en', 'gu', 'hi'] as const).map((to) => [LOCALE_INFO[to].tag, localePath(to, englishPath), to === locale ? 'true' : null]);
  expect(switcherLinks(html)).toEqual([...expected, ...expected, ...expected]);
}

const ENGLISH_ALTERNATES = (path: string): [string, string][] => [
  [LOCALE_INFO.en.tag, path],
  ['x-default', path],
];

test.describe('what each translated page tells search engines', { tag: '@one-width' }, () => {
  for (const locale of translatedLocales) {
    const tag = LOCALE_INFO[locale].tag;
    for (const path of contentRoutes) {
      const own = localePath(locale, path);
      test(`${own} answers 200 in ${tag}, noindex, canonical to itself, alternates the English page only; ${path} offers no ${locale} alternate`, async ({ request }) => {
        const html = await served(request, own);
        const head = headOf(html);
        expect(head.lang).toBe(tag);
        expect(head.robots).toEqual(['noindex, follow']);
        expect(head.canonical).toEqual([own]);
        expect(head.alternates.sort()).toEqual(ENGLISH_ALTERNATES(path).sort());
        expect(html).toContain('data-translation-note="draft"');
        expectSwitchersKeep(html, locale, path);

        const english = headOf(await served(request, path));
        expect(english.lang).toBe(LOCALE_INFO.en.tag);
        expect(english.robots).toEqual([]);
        expect(english.canonical).toEqual([path]);
        // Drafts are not offered as alternates: English and x-default only.
        expect(english.alternates.sort()).toEqual(ENGLISH_ALTERNATES(path).sort());
      });
    }

    for (const path of outcomeRoutes) {
      const own = localePath(locale, path);
      test(`${own} answers 200 in ${tag}, noindex, canonical to itself and, like ${path}, no alternates`, async ({ request }) => {
        const html = await served(request, own);
        const head = headOf(html);
        expect(head.lang).toBe(tag);
        // The problem page is the template of a refused post: nofollow too, as in English.
        expect(head.robots).toEqual([path === '/enquiry/problem/' ? 'noindex, nofollow' : 'noindex, follow']);
        expect(head.canonical).toEqual([own]);
        expect(head.alternates).toEqual([]);
        expectSwitchersKeep(html, locale, path);
        expect(headOf(await served(request, path)).alternates).toEqual([]);
      });
    }

    for (const file of ['/404.html', '/services/404.html']) {
      const own = localePath(locale, file);
      test(`${own} is the not-found page in ${tag}, noindex, offering no alternate`, async ({ request }) => {
        const html = await served(request, own);
        const head = headOf(html);
        expect(head.lang).toBe(tag);
        expect(head.robots).toEqual(['noindex, follow']);
        expect(head.alternates.filter(([hreflang]) => hreflang !== LOCALE_INFO.en.tag && hreflang !== 'x-default')).toEqual([]);
        expect(html).toContain(ui(locale).notFound.heading);
        // Its way home and its list of services stay in the language.
        const hrefs = tags(html, 'a').map((a) => a.href ?? '');
        expect(hrefs).toContain(`/${locale}/`);
        expect(hrefs.filter((href) => href.startsWith('/services/'))).toEqual([]);
      });
    }

    test(`an unknown address under /${locale}/ answers 404 with the not-found page in ${tag}, the service variant under /${locale}/services/`, async ({ request }) => {
      for (const [path, service] of [[`/${locale}/no-such-page/`, false], [`/${locale}/services/no-such-service/`, true]] as const) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        const root = tags(html, 'html')[0]!;
        expect(root.lang, path).toBe(tag);
        expect(root['data-not-found'], path).toBe(service ? 'service' : undefined);
        expect(html).toContain(service ? ui(locale).notFound.serviceHeading : ui(locale).notFound.heading);
        expect(headOf(html).robots).toEqual(['noindex, follow']);
      }
    });

    test(`every enquiry outcome page in ${tag} carries the draft note with its link to the English page`, async ({ request }) => {
      const missing: string[] = [];
      for (const path of outcomeRoutes) {
        const html = await served(request, localePath(locale, path));
        const note = tags(html, 'div').some((d) => d['data-translation-note'] === 'draft');
        const link = tags(html, 'a').some((a) => a.href === path && a.hreflang === LOCALE_INFO.en.tag && !('lang' in a));
        if (!note || !link) missing.push(localePath(locale, path));
      }
      expect(missing, 'pages without the draft note').toEqual([]);
    });
  }

  test('the sitemap lists the English pages and no /gu/ or /hi/ address', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
    for (const path of contentRoutes) expect(paths).toContain(path);
    expect(paths.filter((path) => /^\/(gu|hi)(\/|$)/.test(path))).toEqual([]);
  });

  test('every page of the issue is translated, and so is every outcome page of an enquiry', () => {
    for (const path of issueRoutes) expect(contentRoutes, path).toContain(path);
    for (const path of ['/enquiry/sent/contact/', ...issueRoutes.filter((p) => p.startsWith('/services/')).map((p) => p.replace('/services/', '/enquiry/sent/')), '/enquiry/problem/']) expect(outcomeRoutes, path).toContain(path);
  });

  for (const locale of translatedLocales) {
    test(`links inside a /${locale}/ page stay in ${LOCALE_INFO[locale].englishName}; those to pages not yet translated keep the English address with hreflang="en-IN"`, async ({ request }) => {
      for (const path of ['/', '/about/', '/contact/', '/faq/', '/services/work-abroad/', '/enquiry/sent/contact/', '/tools/', '/tools/uk-skilled-worker/']) {
        const html = await served(request, localePath(locale, path));
        const wrong: string[] = [];
        for (const a of tags(html, 'a')) {
          const href = a.href ?? '';
          if (!href.startsWith('/') || 'data-language-link' in a) continue;
          const target = href.split(/[?#]/)[0]!;
          if (splitLocale(target).locale === locale) continue;
          if (hasTranslation(target) || a.hreflang !== LOCALE_INFO.en.tag) wrong.push(`${href} (hreflang ${a.hreflang ?? 'none'})`);
        }
        expect(wrong, `links on ${localePath(locale, path)}`).toEqual([]);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// The switcher, the note and the layout, at each width.

test.describe('the language switcher keeps the page', () => {
  test("the header's switcher (the top bar's popover; below 768 px the menu panel's list too) goes English -> Gujarati -> Hindi -> English on /about/", async ({ page }) => {
    for (const place of headerPlaces(page)) await walkLanguages(page, place, '/about/');
  });

  test("the header's switcher keeps the home page", async ({ page }) => {
    await walkLanguages(page, isMobile(page) ? 'mobile' : 'bar', '/');
  });

  test("the footer's list goes English -> Gujarati -> Hindi -> English on a service page", async ({ page }) => {
    await walkLanguages(page, 'footer', '/services/work-abroad/');
  });

  test('the top bar shows a globe and the current language in its own script', async ({ page }) => {
    for (const locale of ['en', 'gu', 'hi'] as const) {
      await page.goto(localePath(locale, '/faq/'));
      const button = page.getByRole('banner').locator('button[popovertarget]').filter({ hasText: LOCALE_INFO[locale].nativeName });
      await expect(button).toBeVisible();
      // The globe keeps its 18 px however full the bar is.
      const globe = await button.locator('svg').first().boundingBox();
      expect(globe, `${locale}: the globe is drawn`).not.toBeNull();
      expect.soft({ width: Math.round(globe!.width), height: Math.round(globe!.height) }, `${locale}: the globe's size`).toEqual({ width: 18, height: 18 });
      await expect(button.getByText(LOCALE_INFO[locale].nativeName, { exact: true })).toBeVisible();
    }
  });

  test('is operable from the keyboard: Tab to the button, Enter opens, Tab walks the links, Enter follows one', async ({ page }) => {
    await switchWithKeyboard(page, '/contact/');
  });

  test('Escape closes the open list and leaves focus on its button', async ({ page }) => {
    await page.goto('/gu/');
    const button = page.getByRole('banner').locator('button[popovertarget]').filter({ hasText: LOCALE_INFO.gu.nativeName });
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('the draft note', () => {
  test('the Gujarati home page opens with the note, whose link reads the page in English', async ({ page }) => {
    await expectDraftNote(page, 'gu', '/');
  });

  test('a Hindi service page opens with the note, whose link reads the page in English', async ({ page }) => {
    await expectDraftNote(page, 'hi', '/services/medical-tourism-services/');
  });
});

test.describe('no sideways scroll', () => {
  for (const path of ['/gu/', '/hi/', '/gu/services/property-management-services-in-india/', '/hi/services/residency-by-investment/']) {
    test(`${path} fits the width, with the language list open`, async ({ page }) => {
      await page.goto(path);
      const width = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      let { scroll, inner } = await width();
      expect(scroll, 'page width').toBeLessThanOrEqual(inner);
      const locale = splitLocale(path).locale;
      await page.getByRole('banner').locator('button[popovertarget]').filter({ hasText: LOCALE_INFO[locale].nativeName }).click();
      ({ scroll, inner } = await width());
      expect(scroll, 'page width with the list open').toBeLessThanOrEqual(inner);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Fonts.

/** Requests the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const fontPaths = (requests: Request[]) => requests.map((r) => new URL(r.url()).pathname).filter((path) => path.startsWith('/fonts/'));

const SCRIPT_FACES: Record<TranslatedLocale, { family: string; sample: string; file: string; other: string }> = {
  gu: { family: 'Sarthi Gujarati', sample: 'ગુ', file: 'noto-sans-gujarati', other: 'noto-sans-devanagari' },
  hi: { family: 'Sarthi Devanagari', sample: 'हि', file: 'noto-sans-devanagari', other: 'noto-sans-gujarati' },
};

test.describe('script fonts', { tag: '@one-width' }, () => {
  for (const locale of translatedLocales) {
    const face = SCRIPT_FACES[locale];
    test(`/${locale}/ has its "${face.family}" face loaded once the fonts are ready, draws its heading with Noto Sans, and loads no other script's face`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(`/${locale}/about/`);
      const state = await page.evaluate(async ({ family, sample }) => {
        await document.fonts.ready;
        return {
          check: document.fonts.check(`16px "${family}"`, sample),
          faces: [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family).map((f) => `${f.weight} ${f.status}`),
        };
      }, face);
      expect(state.check).toBe(true);
      // The regular face at least has been loaded (not merely declared).
      expect(state.faces).toContain('400 loaded');

      // What Chromium actually drew the heading with: the Noto face (ours, or the same installed locally).
      const client = await page.context().newCDPSession(page);
      await client.send('DOM.enable');
      await client.send('CSS.enable');
      const { root } = await client.send('DOM.getDocument');
      const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
      const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts.map((f) => f.familyName).join(', ')).toMatch(new RegExp(face.file.replace(/-/g, ' '), 'i'));

      await page.waitForLoadState('networkidle');
      expect(fontPaths(requests).filter((path) => path.includes(face.other))).toEqual([]);
    });
  }

  test('a Gujarati form draws what is typed from the full face, fetched only once a field holds Gujarati', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/gu/contact/');
    await page.waitForLoadState('networkidle');
    const full = '/fonts/noto-sans-gujarati-gujarati-400-normal.woff2';
    expect(fontPaths(requests)).not.toContain(full);
    // A name with a conjunct the site's own words never use (હ્મ): the preloaded face draws it with a half form.
    await page.locator('#contact-subject').fill('સિદ્ધાર્થ બ્રહ્મભટ્ટ');
    await expect.poll(() => fontPaths(requests)).toContain(full);
    const drawnWith = await page.evaluate(async () => {
      await document.fonts.ready;
      const field = document.querySelector<HTMLInputElement>('#contact-subject')!;
      return { family: getComputedStyle(field).fontFamily, typed: document.fonts.check('16px "Sarthi Gujarati Typed"', 'દ્ધ') };
    });
    expect(drawnWith.family).toMatch(/^"Sarthi Gujarati Typed", "Sarthi Gujarati"/);
    expect(drawnWith.typed).toBe(true);
  });

  test('an English page fetches no Noto Sans face, at most the language names’ subsets', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/about/');
    // The footer's language list too.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const fonts = fontPaths(requests);
    expect(fonts.filter((path) => path.startsWith('/fonts/noto-sans-'))).toEqual([]);
    for (const path of fonts) expect(path).toMatch(/^\/fonts\/language-name-(gujarati|devanagari)\.woff2$/);
    expect(await page.evaluate(() => [...document.fonts].filter((f) => /Sarthi (Gujarati|Devanagari)/.test(f.family)).length)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Accessibility.

/** A readable list of axe violations: rule, impact and the first few offending elements (as e2e/a11y.spec.ts prints them). */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}`).join('\n')}`).join('\n');
}

test.describe('axe', () => {
  for (const locale of translatedLocales) {
    for (const path of ['/', '/contact/', '/services/work-abroad/', '/faq/']) {
      const own = localePath(locale, path);
      test(`${own} has no WCAG 2 A/AA violations`, async ({ page }) => {
        // As e2e/a11y.spec.ts: reduced motion shows every section at its final colours at once.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(own);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.help}`), describeViolations(results.violations)).toEqual([]);
      });
    }
  }

  test('the open language list has no violations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/hi/about/');
    await page.getByRole('banner').locator('button[popovertarget]').filter({ hasText: LOCALE_INFO.hi.nativeName }).click();
    await expect(page.locator('[data-language-link][aria-current="true"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('header').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`), describeViolations(results.violations)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Enquiry forms in the visitor's language: the browser's side (the server's follows).

const words = (locale: Locale) => text.formWords(locale).formWords;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface LocalForm {
  kind: EnquiryKind;
  /** The English path of its page. */
  path: string;
  hash: '#contact-form' | '#inquiry';
  fields: (locale: Locale) => readonly InquiryFormField[];
}

const contactForm: LocalForm = { kind: 'contact', path: '/contact/', hash: '#contact-form', fields: (locale) => (locale === 'en' ? contactFormFields : text.contactForm(locale).contactFormFields!) };
const serviceForm = (id: 'migration-services' | 'work-abroad' | 'property-management-services-in-india', kind: EnquiryKind): LocalForm => ({
  kind,
  path: `/services/${id}/`,
  hash: '#inquiry',
  fields: (locale) => serviceFormsIn(locale)[id],
});

/** Opens the form's page in `locale` with the hash that loads the enhanced form at once, and returns the form once enhanced. */
async function openLocalForm(page: Page, form: LocalForm, locale: Locale): Promise<Locator> {
  await page.goto(`${localePath(locale, form.path)}${form.hash}`, { waitUntil: 'domcontentloaded' });
  const element = page.locator(`${form.hash} form, form${form.hash}`).or(page.locator(`form[action="${apiPath(form.kind)}"]`)).first();
  await expect(element).toBeVisible({ timeout: 15_000 });
  await expect(element).toHaveAttribute('data-enhanced', 'true', { timeout: 15_000 });
  return element;
}

/** Fills the form from the English sample values, finding each control by its name (the labels are in the page's language). */
async function fillByName(form: Locator, kind: EnquiryKind, locale: Locale) {
  const values = sampleValues[kind];
  for (const field of FORM_FIELDS[kind]) {
    const value = values[field.name];
    const control = form.locator(`[name="${field.name}"]`);
    if (field.type === 'select' && field.multiple) {
      for (const chosen of Array.isArray(value) ? value : []) await form.locator(`input[type=checkbox][name="${field.name}"][value="${chosen}"]`).check();
    } else if (field.type === 'select') {
      if (typeof value === 'string' && value !== '') await control.selectOption(value);
    } else if (field.type === 'file') {
      if (typeof value === 'string' && value !== '') {
        await control.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
        // Read at once by the enhanced form, which names the file when it has it.
        await expect(form.getByText(fill(words(locale).outcome.attached, { file: 'cv.pdf', size: '' }).replace(/\s*\(\)$/, ''), { exact: false })).toBeVisible();
      }
    } else if (typeof value === 'string' && value !== '') {
      await control.fill(value);
    }
  }
  await form.locator('input[name="consent"]').check();
}

/** The enquiry requests the page sends (not the page-view and web-vitals beacons), as sent. */
function enquiryRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/') && request.method() === 'POST' && !['/api/visits/', '/api/vitals/'].includes(path)) seen.push(request);
  });
  return seen;
}

test.describe('enquiry forms in the page’s language', { tag: '@one-width' }, () => {
  // Pages load, hydrate and then fetch the form island; on a busy shared machine that takes a while.
  test.describe.configure({ timeout: 45_000 });

  for (const [locale, form] of [
    ['gu', contactForm],
    ['hi', serviceForm('property-management-services-in-india', 'property_management')],
    ['gu', serviceForm('work-abroad', 'work_abroad')],
  ] as const) {
    test(`${localePath(locale, form.path)}: labels and button in ${LOCALE_INFO[locale].englishName}; an empty submit says what to fix in ${LOCALE_INFO[locale].englishName} and sends nothing`, async ({ page }) => {
      const captured = await captureApi(page);
      const element = await openLocalForm(page, form, locale);
      const fields = form.fields(locale);
      const w = words(locale);
      for (const field of fields) {
        const label = plainLabel(field);
        expect(label, `${field.name} is translated`).not.toBe(plainLabel(form.fields('en').find((f) => f.name === field.name)!));
        const named = new RegExp(`^${escapeRegExp(label)}`);
        if (field.multiple) await expect(element.locator(`fieldset:has([name="${field.name}"])`)).toHaveAccessibleName(named);
        else await expect(element.locator(`[name="${field.name}"]`)).toHaveAccessibleName(named);
      }
      const button = element.getByRole('button', { name: w.submit, exact: true });
      await expect(button).toBeVisible();
      await button.click();

      const required = fields.filter((f) => f.required);
      const summary = element.getByRole('alert').filter({ hasText: fill(w.outcome.correctMany, { count: required.length + 1 }, locale) });
      await expect(summary).toBeVisible();
      await expect(summary.getByRole('link')).toHaveCount(required.length + 1);
      const first = required[0]!;
      const firstControl = element.locator(`[id$="-${first.name}"][name="${first.name}"]`);
      await expect(firstControl).toHaveAttribute('aria-invalid', 'true');
      await expect(firstControl).toHaveAccessibleDescription(new RegExp(escapeRegExp(fill(w.checks.missing, { label: plainLabel(first) }, locale))));
      await expect(element.getByText(w.messages.consent, { exact: true })).toBeVisible();
      await expect(firstControl).toBeFocused();
      // No English left in what the visitor is told.
      await expect(summary).not.toContainText(/is required|Please correct|Please choose/);
      await page.waitForTimeout(300);
      expect(captured).toHaveLength(0);
    });
  }

  for (const [locale, form] of [
    ['gu', contactForm],
    ['hi', serviceForm('migration-services', 'migration')],
  ] as const) {
    test(`${localePath(locale, form.path)}: the enhanced submit sends Content-Language: ${locale} and the very JSON the English form sends`, async ({ page }) => {
      const sent = enquiryRequests(page);
      const element = await openLocalForm(page, form, locale);
      await fillByName(element, form.kind, locale);
      const [answer] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === apiPath(form.kind) && r.request().method() === 'POST'), element.getByRole('button', { name: words(locale).submit, exact: true }).click()]);
      // The intake server takes it as it is (its handling of the language is its own test).
      expect(answer.status()).toBe(201);
      expect(sent).toHaveLength(1);
      const request = sent[0]!;
      expect(request.headers()[LANGUAGE_HEADER.toLowerCase()]).toBe(locale);
      expect(request.headers()['content-type']).toMatch(/^application\/json\b/);
      // The same keys, types and values as the golden fixture of English pages: no key for the language.
      expect(request.postDataJSON()).toStrictEqual(goldenPayload(form.kind));
    });
  }

  test('/contact/ in English sends no Content-Language', async ({ page }) => {
    const captured = await captureApi(page);
    const sent = enquiryRequests(page);
    const element = await openLocalForm(page, contactForm, 'en');
    await fillByName(element, 'contact', 'en');
    await element.getByRole('button', { name: words('en').submit, exact: true }).click();
    await expect.poll(() => captured.length).toBe(1);
    expect(sent[0]!.headers()[LANGUAGE_HEADER.toLowerCase()]).toBeUndefined();
    expect(captured[0]!.body).toStrictEqual(goldenPayload('contact'));
  });
});

// ---------------------------------------------------------------------------------------------------------
// The intake server's side of the language (merged at 73ea88d: server/intake/language.ts). Expected:
// an enhanced post with `Content-Language: hi` is stored with language 'hi' (found by the staff API's `language` filter),
// and its acknowledgement is written in Hindi with a `Content-Language: hi` header of its own.

test.describe('the intake server keeps the enquiry’s language', { tag: '@one-width' }, () => {
  test.describe.configure({ timeout: 45_000 });

  test('/hi/services/migration-services/: the enquiry is stored as Hindi and acknowledged in Hindi', async ({ page, request }) => {
    const element = await openLocalForm(page, serviceForm('migration-services', 'migration'), 'hi');
    await fillByName(element, 'migration', 'hi');
    // A name and address of its own: the acknowledgement budget is per address, and this finds its mail.
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await element.locator('[name="email"]').fill(`asha.hi.${tag}@example.com`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === apiPath('migration') && r.request().method() === 'POST'),
      element.getByRole('button', { name: words('hi').submit, exact: true }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const { id, reference } = (await answer.json()) as { id: string; reference: string };
    // The staff API keeps the language out of its answers (server/staff/api/routes.ts) and filters by it.
    const inLanguage = async (language: Locale) => {
      const response = await request.get(`/api/staff/enquiries?kind=migration&language=${language}&limit=200`, { headers: { authorization: `Token ${e2eApiKey()}` } });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { items: StoredEnquiry[] }).items.map((item) => item.id);
    };
    expect(await inLanguage('hi')).toContain(id);
    expect(await inLanguage('en')).not.toContain(id);
    await expect(element.getByRole('status')).toContainText(`${words('hi').outcome.referenceBefore}${reference}`);

    let file: string | undefined;
    await expect.poll(() => (file = readdirSync(E2E_MAIL_DIR).find((name) => name.includes(reference) && name.endsWith('-ack.eml'))), { timeout: 15_000 }).toBeTruthy();
    const ack = await simpleParser(readFileSync(join(E2E_MAIL_DIR, file!)));
    expect(ack.headers.get('content-language')).toBe('hi');
    expect(ack.subject).toContain(reference);
    expect(ack.subject, 'a Hindi subject').toMatch(/[\u0900-\u097F]/);
    expect(ack.text ?? '', 'a Hindi body').toMatch(/[\u0900-\u097F]/);
  });
});
