import type { Locator, Page } from '@playwright/test';
import { serviceHref, services } from '../content/services';
import { TRANSLATED_PAGES } from '../content/page-text';
import { calculators, toolPath } from '../lib/calculators/index';
import { text } from '../content/text';
import { LOCALE_INFO, LOCALES, localePath, type Locale, type TranslatedLocale } from '../lib/i18n/locales';
import { expect, isMobile } from './fixtures';

/*
 * What e2e/languages.spec.ts and e2e/languages.nojs.spec.ts share: the translated routes (issue 41) and the
 * language switchers as a visitor finds them, with script and without.
 */

export const translatedLocales: readonly TranslatedLocale[] = ['gu', 'hi'];

/** The pages issue 41 translates, by their English path (content/page-text.ts may hold more). */
export const issueRoutes: readonly string[] = [
  '/',
  '/about/',
  '/contact/',
  '/faq/',
  '/testimonials/',
  ...services.map((s) => serviceHref(s.id)),
  '/tools/',
  ...calculators.map(toolPath),
  '/privacy-policy/',
  '/terms-and-conditions/',
  '/safe-recruitment/',
];

/** Every page with a body of its own in Gujarati and Hindi: indexable in English, each with alternates. */
export const contentRoutes: readonly string[] = TRANSLATED_PAGES.filter((page) => page.indexable).map((page) => page.path);

/** Reached only by posting a form: translated, never indexed, no alternates in any language. */
export const outcomeRoutes: readonly string[] = TRANSLATED_PAGES.filter((page) => !page.indexable).map((page) => page.path);

/** The words of the page frame in a language. */
export const ui = (locale: Locale) => text.ui(locale).ui;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The top bar's button: the globe, the current language in its own script, then (for screen readers) ': Language'. */
export function switcherButton(page: Page, locale: Locale): Locator {
  const name = new RegExp(`^${escapeRegExp(LOCALE_INFO[locale].nativeName)}\\s*:\\s*${escapeRegExp(ui(locale).language.switcherLabel)}$`);
  return page.getByRole('banner').getByRole('button', { name });
}

/** Opens the top bar's popover (the platform opens it: no script needed) and returns it. */
export async function openBarSwitcher(page: Page, locale: Locale): Promise<Locator> {
  const button = switcherButton(page, locale);
  await expect(button).toBeVisible();
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the list it opens').toBeTruthy();
  await expect(button).toHaveAttribute('popovertarget', id!);
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleName(ui(locale).language.switcherLabel);
  return panel;
}

/** The mobile menu's panel (below 768 px), opened by its button, and the language list inside it. */
export async function openMobileSwitcher(page: Page, locale: Locale): Promise<Locator> {
  const t = ui(locale).layout;
  await page.getByRole('button', { name: t.openMenu, exact: true }).click();
  const panel = page.getByRole('navigation', { name: t.mobileNav, exact: true });
  await expect(panel).toBeVisible();
  const list = panel.getByRole('navigation', { name: ui(locale).language.switcherLabel, exact: true });
  await expect(list).toBeVisible();
  return list;
}

/** The footer's language list, scrolled to. */
export async function footerSwitcher(page: Page, locale: Locale): Promise<Locator> {
  const list = page.getByRole('contentinfo').getByRole('navigation', { name: ui(locale).language.switcherLabel, exact: true });
  await list.scrollIntoViewIfNeeded();
  await expect(list).toBeVisible();
  return list;
}

/**
 * A switcher's three links: English, ગુજરાતી, हिन्दी in that order, each the same page in its language,
 * marked with its language (hreflang and lang), the current one aria-current="true".
 */
export async function expectLanguageLinks(list: Locator, current: Locale, englishPath: string): Promise<void> {
  const links = list.getByRole('link');
  await expect(links).toHaveText(LOCALES.map((locale) => LOCALE_INFO[locale].nativeName));
  for (const [index, locale] of LOCALES.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAccessibleName(LOCALE_INFO[locale].nativeName);
    await expect(link).toHaveAttribute('href', localePath(locale, englishPath));
    await expect(link).toHaveAttribute('hreflang', LOCALE_INFO[locale].tag);
    await expect(link).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
    await expect(link).toHaveAttribute('data-language-link', '');
    if (locale === current) await expect(link).toHaveAttribute('aria-current', 'true');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** The page is `englishPath` in `locale`: its address and its document's language. */
export async function expectPageIn(page: Page, locale: Locale, englishPath: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, englishPath));
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[locale].tag);
}

export type SwitcherPlace = 'bar' | 'mobile' | 'footer';

/** Opens the switcher at `place` on the current page (in `locale`) and returns its list. */
export async function openSwitcher(page: Page, place: SwitcherPlace, locale: Locale): Promise<Locator> {
  if (place === 'bar') return openBarSwitcher(page, locale);
  if (place === 'mobile') return openMobileSwitcher(page, locale);
  return footerSwitcher(page, locale);
}

/**
 * From the English page, through Gujarati and Hindi and back to English with the switcher at `place`:
 * each step lands on the same page in the chosen language, whose own switcher lists the same three links.
 */
export async function walkLanguages(page: Page, place: SwitcherPlace, englishPath: string): Promise<void> {
  await page.goto(englishPath);
  let current: Locale = 'en';
  for (const next of ['gu', 'hi', 'en'] as const) {
    const list = await openSwitcher(page, place, current);
    await expectLanguageLinks(list, current, englishPath);
    await list.getByRole('link', { name: LOCALE_INFO[next].nativeName, exact: true }).click();
    await expectPageIn(page, next, englishPath);
    current = next;
  }
}

/** The header's switchers at this width: the top bar's button at every width, and below 768 px the menu panel's list too. */
export function headerPlaces(page: Page): SwitcherPlace[] {
  return isMobile(page) ? ['bar', 'mobile'] : ['bar'];
}

/** Presses Tab (at most `max` times) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${max} Tab presses`).toBeFocused();
}

/**
 * With the keyboard alone, on the Gujarati page: Tab to the top bar's button, Enter opens the list, Tab
 * walks its three links in order, Enter on हिन्दी opens the same page in Hindi. Below 768 px the same
 * through the menu button and the menu panel's list.
 */
export async function switchWithKeyboard(page: Page, englishPath: string): Promise<void> {
  await page.goto(localePath('gu', englishPath));
  let list: Locator;
  if (isMobile(page)) {
    const t = ui('gu').layout;
    const menuButton = page.getByRole('button', { name: t.openMenu, exact: true });
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: t.mobileNav, exact: true });
    await expect(panel).toBeVisible();
    list = panel.getByRole('navigation', { name: ui('gu').language.switcherLabel, exact: true });
  } else {
    const button = switcherButton(page, 'gu');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  }
  await expect(list).toBeVisible();
  const links = list.getByRole('link');
  await tabTo(page, links.first());
  for (let index = 1; index < LOCALES.length; index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
  }
  await expect(links.nth(2)).toHaveText(LOCALE_INFO.hi.nativeName);
  await page.keyboard.press('Enter');
  await expectPageIn(page, 'hi', englishPath);
}

/**
 * The draft note at the top of a translated page: above the page's heading, saying the translation is a
 * draft, with a link (hreflang en-IN) to the English page, which has no note.
 */
export async function expectDraftNote(page: Page, locale: TranslatedLocale, englishPath: string): Promise<void> {
  await page.goto(localePath(locale, englishPath));
  const note = page.locator('[data-translation-note="draft"]');
  await expect(note).toHaveCount(1);
  await expect(note).toBeVisible();
  await expect(note).toContainText(ui(locale).language.draftNote);
  const heading = page.getByRole('heading', { level: 1 });
  expect((await note.boundingBox())!.y, 'the note comes before the page heading').toBeLessThan((await heading.boundingBox())!.y);
  const link = note.getByRole('link', { name: ui(locale).language.readInEnglish, exact: true });
  await expect(link).toHaveAttribute('href', englishPath);
  await expect(link).toHaveAttribute('hreflang', LOCALE_INFO.en.tag);
  await link.click();
  await expectPageIn(page, 'en', englishPath);
  await expect(page.locator('[data-translation-note]')).toHaveCount(0);
}
