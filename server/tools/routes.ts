import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from '@/content/text';
import { ADVISOR_FORMS } from '@/lib/calculators/advisor';
import { advisorSummary, initialValues, parseValues, toQuery } from '@/lib/calculators/form';
import { escapeHtml } from '@/lib/escape-html';
import { errorsHtml, FORM_MARK, formHtml, placeholderHtml, RESULT_MARK, resultHtml } from '@/lib/calculators/html';
import { calculatorsIn, toolPath } from '@/lib/calculators/index';
import { templateParts } from '@/lib/i18n/format';
import { isTranslatedLocale, LOCALE_INFO, localePath, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Calculator, Values } from '@/lib/calculators/types';
import type { Config } from '../platform/config';
import { pageHeaders } from '../platform/static';
import { prefillControls } from './prefill';

export type ToolRoutesOptions = { config: Config };

/** The text between two markers, markers included, as a pattern. */
function between(mark: { open: string; close: string }): RegExp {
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${quote(mark.open)}[\\s\\S]*?${quote(mark.close)}`);
}

const FORM_REGION = between(FORM_MARK);
const RESULT_REGION = between(RESULT_MARK);

type Page = { html: string; headers: Record<string, string>; pageUrl: string };

/** The tool's pre-rendered page, when this server has the site (OUT_DIR) and the page has both regions. */
function readPage(config: Config, calculator: Calculator): Page | undefined {
  const route = localePath(calculator.locale, toolPath(calculator));
  try {
    const html = readFileSync(join(config.staticDir, route, 'index.html'), 'utf8');
    if (!FORM_REGION.test(html) || !RESULT_REGION.test(html)) return undefined;
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const origin = config.siteOrigins[0] ?? '';
    return { html, headers: pageHeaders(config.staticDir, route), pageUrl: canonical ?? `${origin}${config.basePath}${route}` };
  } catch {
    return undefined;
  }
}

/** Without the site beside it, the API still answers with a plain page holding the same form and result. */
function plainPage(calculator: Calculator, config: Config): Page {
  const route = localePath(calculator.locale, toolPath(calculator));
  const action = `/${config.apiPrefix}${route}#calc-result`;
  const site = text.site(calculator.locale).site;
  const title = text.tools(calculator.locale).toolCopy[calculator.slug]?.heading ?? calculator.rules.title;
  const w = calculator.words.page;
  const phone = `<a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>`;
  const html =
    `<!doctype html><html lang="${LOCALE_INFO[calculator.locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1><form method="get" action="${escapeHtml(action)}">${FORM_MARK.open}${FORM_MARK.close}<button type="submit">${escapeHtml(w.submit)}</button></form>` +
    `<section id="calc-result">${RESULT_MARK.open}${RESULT_MARK.close}</section>` +
    `<section id="advisor"><h2>${escapeHtml(w.advisorTitle)}</h2><p>${templateParts(w.plainAdvisor).map((part) => (part.key === 'phone' ? phone : escapeHtml(part.key === 'hours' ? site.hours.label : part.text))).join('')}</p></section></main></body></html>`;
  return { html, headers: {}, pageUrl: `${config.siteOrigins[0] ?? ''}${config.basePath}${route}` };
}

/**
 * GET /{prefix}/tools/<slug>/?<answers>: the result of a calculator's form sent without script, rendered
 * into the tool's own pre-rendered page (its form showing the answers, the result, and the advisor form
 * filled in), as the native enquiry posts get the site's own pages. Nothing is stored and nothing of the
 * answers is logged (the request log keeps the path only). Answers that cannot be read come back beside
 * their fields with a 400, everything the visitor gave still in the form.
 */
export async function toolRoutes(api: FastifyInstance, { config }: ToolRoutesOptions): Promise<void> {
  const key = (locale: Locale, slug: string) => `${locale}/${slug}`;
  const pages = new Map(
    LOCALES.flatMap((locale) => calculatorsIn(locale).map((calculator) => [key(locale, calculator.slug), readPage(config, calculator) ?? plainPage(calculator, config)] as const)),
  );
  const today = () => new Date(Date.now() + config.clockOffsetMs);

  const handler = async (request: FastifyRequest<{ Params: { slug: string; lang?: string } }>, reply: FastifyReply) => {
    const { lang } = request.params;
    const locale: Locale | undefined = lang === undefined ? 'en' : isTranslatedLocale(lang) ? lang : undefined;
    const calculator = locale && calculatorsIn(locale).find((c) => c.slug === request.params.slug);
    const page = calculator && pages.get(key(calculator.locale, calculator.slug));
    if (!calculator || !page) return reply.code(404).send({ error_detail: 'not found' });
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const parsed = parseValues(calculator.groups, query, calculator);
    const answered = calculator.groups.some((group) => group.questions.some((question) => query.has(question.name)));

    let html = page.html;
    let status = 200;
    if (!answered) {
      html = html.replace(FORM_REGION, () => formHtml(calculator, { values: initialValues(calculator.groups) })).replace(RESULT_REGION, () => placeholderHtml(calculator));
    } else if (!parsed.ok) {
      status = 400;
      html = html.replace(FORM_REGION, () => formHtml(calculator, { values: parsed.values, errors: parsed.errors })).replace(RESULT_REGION, () => errorsHtml(calculator, parsed.errors));
    } else {
      html = html
        .replace(FORM_REGION, () => formHtml(calculator, { values: parsed.values }))
        .replace(RESULT_REGION, () => resultHtml(calculator, parsed.values, { pageUrl: page.pageUrl, today: today() }));
      html = prefillAdvisor(html, calculator, parsed.values, page.pageUrl);
    }
    return reply
      .code(status)
      .headers(page.headers)
      // Kept for the Back button (the advisor form's contact details come back with it); the answers are not personal.
      .header('cache-control', 'private, no-cache')
      // The answers' own page is the site's tool page; this address is its no-script twin.
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  api.get<{ Params: { slug: string } }>('/tools/:slug/', handler);
  // The Gujarati and Hindi pages' forms: the result in the page's own language.
  api.get<{ Params: { slug: string; lang: string } }>('/:lang/tools/:slug/', handler);
}

function prefillAdvisor(html: string, calculator: Calculator, values: Values, pageUrl: string): string {
  const fields = ADVISOR_FORMS[calculator.advisor];
  const summary = advisorSummary(calculator, values, `${pageUrl}?${toQuery(calculator.groups, values)}`);
  return prefillControls(html, { [fields.summary]: summary, [fields.country]: calculator.country, ...fields.fixed });
}
