import { getServiceIn } from '@/content/localized';
import { text } from '@/content/text';
import { DeferredEnquiryForm, formLanguage } from '@/components/forms/deferred-enquiry-form';
import { RichText } from '@/components/i18n/rich-text';
import { InlineScript } from '@/components/layout/inline-script';
import { SiteLink } from '@/components/ui/site-link';
import { advisorFormId } from '@/lib/calculators/advisor';
import { initialValues } from '@/lib/calculators/form';
import { ADVISOR_ID, formHtml, placeholderHtml, RESULT_ID } from '@/lib/calculators/html';
import { TOOLS_PATH } from '@/lib/calculators/index';
import { isStale, type Calculator } from '@/lib/calculators/types';
import { apiUrlOf, apiConfig } from '@/lib/env';
import { fill, formatDate } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/locales';
import { Island } from '@/components/islands/island';
import styles from './tool.module.css';

export interface ToolPageProps {
  calculator: Calculator;
}

export const REVIEW_NOTICE_ID = 'calc-review-notice';
export const LIVE_ID = 'calc-live';
export const TOOL_FORM_ID = 'calc-form';

/**
 * Where the form goes without script: the intake server renders the result (server/tools/routes.ts) into the
 * tool's page in the same language (`/api/gu/tools/<slug>/` for the Gujarati page).
 */
export function toolAction(calculator: Pick<Calculator, 'slug' | 'locale'>): string {
  const route = localePath(calculator.locale, `/tools/${calculator.slug}`).replace(/^\//, '');
  return `${apiUrlOf(apiConfig.baseUrl, apiConfig.prefix, route)}#${RESULT_ID}`;
}

/**
 * Shows the "being reviewed" notice once the review-by day has passed, on a page built before it: the
 * build decides for the day it ran, this script for the day the visitor reads it (self-contained: its
 * source is the script).
 */
function revealReview(id: string, reviewBy: string) {
  const notice = document.getElementById(id);
  if (notice && new Date().toISOString().slice(0, 10) > reviewBy) notice.hidden = false;
}

export function ToolPage({ calculator }: ToolPageProps) {
  const { locale } = calculator;
  const w = calculator.words.page;
  const copy = text.tools(locale).toolCopy[calculator.slug];
  const site = text.site(locale).site;
  const service = getServiceIn(calculator.advisor, locale);
  const rules = calculator.rules.sources.filter((s) => s.kind === 'rules');
  const official = calculator.rules.sources.find((s) => s.kind === 'calculator');
  const stale = isStale(calculator.rules, new Date());
  const day = (iso: string) => <time dateTime={iso}>{formatDate(iso, locale)}</time>;
  return (
    <article className={styles.tool}>
      <div className={styles.hero}>
        <div className="container">
          <nav aria-label={text.ui(locale).ui.layout.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <SiteLink href="/">{w.home}</SiteLink>
              </li>
              <li>
                <SiteLink href={TOOLS_PATH}>{w.tools}</SiteLink>
              </li>
              <li aria-current="page">{calculator.countryName}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{copy?.heading ?? calculator.rules.title}</h1>
          <p className={styles.lead}>{calculator.intro}</p>
          <p className={styles.meta}>
            {w.free} <RichText text={w.rulesAsOf} values={{ date: day(calculator.rules.rulesAsOf) }} />
            {rules[0] ? <RichText text={w.fromRules} values={{ link: <a href={rules[0].url}>{w.officialRules}</a> }} /> : null}
            {official ? <RichText text={w.andOfficial} values={{ link: <a href={official.url}>{w.officialCalculator}</a> }} /> : null}
            ; <a href="#rules">{w.allSources}</a>
            {w.fullStop}
          </p>
          <p id={REVIEW_NOTICE_ID} className={styles.review} hidden={!stale}>
            <strong>{w.reviewTitle}</strong> <RichText text={w.review} values={{ date: day(calculator.rules.reviewBy) }} />
            {official ? <RichText text={w.reviewCheck} values={{ link: <a href={official.url}>{official.name}</a> }} /> : null}
            {w.fullStop}
          </p>
          {!stale && <InlineScript run={revealReview} args={[REVIEW_NOTICE_ID, calculator.rules.reviewBy]} />}
        </div>
      </div>

      <Island name="tool" when="load" props={{ slug: calculator.slug, locale }}>
      <div className={`container ${styles.layout}`}>
        <form id={TOOL_FORM_ID} className={styles.form} method="get" action={toolAction(calculator)} aria-label={fill(w.formLabel, { country: calculator.countryName })} data-tool={calculator.slug}>
          <div className={styles.questions} dangerouslySetInnerHTML={{ __html: formHtml(calculator, { values: initialValues(calculator.groups) }) }} />
          <button type="submit" className={styles.submit}>
            {w.submit}
          </button>
          <p id={LIVE_ID} className={styles.live} aria-live="polite" />
        </form>
        <section id={RESULT_ID} className={styles.result} aria-labelledby="calc-result-title">
          <div dangerouslySetInnerHTML={{ __html: placeholderHtml(calculator) }} />
        </section>
      </div>
      </Island>

      {service?.inquiryFormFields?.length ? (
        <section id={ADVISOR_ID} className={styles.advisor} aria-labelledby="advisor-title">
          <div className="container">
            <h2 id="advisor-title">{w.advisorTitle}</h2>
            <p className={styles.advisorLead}>
              <RichText text={w.advisorLead} values={{ team: locale === 'en' ? service.title.toLowerCase() : service.title, phone: <a href={site.phoneHref}>{site.phone}</a> }} />
            </p>
            <DeferredEnquiryForm
              target={{ serviceId: service.id }}
              fields={service.inquiryFormFields}
              formId={advisorFormId(calculator)}
              label={fill(w.advisorLabel, { service: service.title })}
              {...formLanguage(locale)}
            />
          </div>
        </section>
      ) : null}

      <section id="rules" className={styles.rules} aria-labelledby="rules-title">
        <div className="container">
          <h2 id="rules-title">{w.rulesTitle}</h2>
          <p>
            <RichText text={w.rulesText} values={{ from: day(calculator.rules.rulesAsOf), reviewBy: day(calculator.rules.reviewBy) }} />
          </p>
          <ul>
            {rules.map((source) => (
              <li key={source.url}>
                <a href={source.url}>{source.name}</a>
              </li>
            ))}
          </ul>
          <p>{official ? <RichText text={w.officialIs} values={{ link: <a href={official.url}>{official.name}</a> }} /> : w.noOfficial}</p>
          <h3>{w.notCheckedTitle}</h3>
          <ul>
            {calculator.notChecked.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </section>
    </article>
  );
}
