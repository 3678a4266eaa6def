/**
 * Which content modules make each translated page, hence its review state in a language: a page is reviewed
 * only when every module on it is (its own text and the frame's). Only a reviewed page is indexed, listed in
 * the sitemap and offered as an hreflang alternate; a draft is published with a note and `noindex`.
 */
import type { TranslatedLocale } from '@/lib/i18n/locales';
import type { Review } from '@/lib/i18n/translation';
import { serviceHref, services } from './services';
import { text } from './text';
import type { ServiceId } from './types';

type ModuleKey = keyof typeof text;

/** What every page shows: the top bar, menus, footer and the company's details. */
const FRAME: readonly ModuleKey[] = ['ui', 'site', 'navigation', 'pages', 'trust'];
const FORMS: readonly ModuleKey[] = ['commonForms', 'contactForm', 'serviceForms', 'formWords'];

export interface TranslatedPage {
  /** The English path; the language's own is `localePath(locale, path)`. */
  path: string;
  modules: readonly ModuleKey[];
  /** Listed in the sitemap when indexable (confirmation and not-found pages never are). */
  indexable: boolean;
}

const serviceIds = services.map((s) => s.id);

/**
 * The calculators' pages: the tool's own module and the service whose enquiry form takes the hand-off.
 * Written out rather than read from lib/calculators (which reads this registry); a test holds them the same.
 */
export const TOOL_PAGES = [
  { slug: 'canada-express-entry', module: 'canadaTool', advisor: 'migration-services' },
  { slug: 'australia-skilled-points', module: 'australiaTool', advisor: 'migration-services' },
  { slug: 'new-zealand-skilled-migrant', module: 'newZealandTool', advisor: 'migration-services' },
  { slug: 'uk-skilled-worker', module: 'ukTool', advisor: 'work-abroad' },
] as const satisfies readonly { slug: string; module: ModuleKey; advisor: ServiceId }[];

/** Every page that exists in Gujarati and Hindi, by its English path. */
export const TRANSLATED_PAGES: readonly TranslatedPage[] = [
  { path: '/', modules: [...FRAME, 'home', 'values', 'testimonials', 'tools', ...serviceIds], indexable: true },
  { path: '/about/', modules: [...FRAME, 'about', 'values'], indexable: true },
  { path: '/contact/', modules: [...FRAME, ...FORMS], indexable: true },
  { path: '/faq/', modules: [...FRAME, 'faq'], indexable: true },
  { path: '/testimonials/', modules: [...FRAME, 'testimonials'], indexable: true },
  { path: '/privacy-policy/', modules: [...FRAME, 'legal'], indexable: true },
  { path: '/terms-and-conditions/', modules: [...FRAME, 'legal'], indexable: true },
  { path: '/safe-recruitment/', modules: [...FRAME, 'trust'], indexable: true },
  ...serviceIds.map((id: ServiceId) => ({ path: serviceHref(id), modules: [...FRAME, id, ...FORMS, 'tools'] as const, indexable: true })),
  { path: '/enquiry/sent/contact/', modules: FRAME, indexable: false },
  ...serviceIds.map((id: ServiceId) => ({ path: `/enquiry/sent/${id}/`, modules: [...FRAME, id] as const, indexable: false })),
  { path: '/enquiry/problem/', modules: FRAME, indexable: false },
  { path: '/tools/', modules: [...FRAME, 'tools'], indexable: true },
  ...TOOL_PAGES.map(({ slug, module, advisor }) => ({
    path: `/tools/${slug}/`,
    modules: [...FRAME, 'tools', 'calculatorWords', module, advisor, ...FORMS] as const,
    indexable: true,
  })),
];

export function translatedPage(path: string): TranslatedPage | undefined {
  return TRANSLATED_PAGES.find((page) => page.path === path);
}

/**
 * A page's review state in a language: reviewed when all its modules are (by each of their reviewers, on the
 * latest of their dates), else the first draft's.
 */
export function pageReview(path: string, locale: TranslatedLocale): Review | undefined {
  const page = translatedPage(path);
  if (!page) return undefined;
  const reviews = [...new Set(page.modules)].map((key) => text[key].review(locale));
  const draft = reviews.find((r) => r.state === 'draft');
  if (draft) return draft;
  const reviewed = reviews.filter((r): r is Extract<Review, { state: 'reviewed' }> => r.state === 'reviewed');
  return { state: 'reviewed', by: [...new Set(reviewed.map((r) => r.by))].join(', '), on: reviewed.map((r) => r.on).sort().at(-1) ?? '' };
}

/** Does the page exist in this language (drafts included)? */
export function hasTranslation(path: string): boolean {
  return translatedPage(path) !== undefined;
}
