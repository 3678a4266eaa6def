import { getService } from '@/content/services';
import { site } from '@/content/site';
import { toolCopy } from '@/content/tools';
import { DeferredEnquiryForm } from '@/components/forms/deferred-enquiry-form';
import { InlineScript } from '@/components/layout/inline-script';
import { SiteLink } from '@/components/ui/site-link';
import { advisorFormId } from '@/lib/calculators/advisor';
import { initialValues } from '@/lib/calculators/form';
import { ADVISOR_ID, formatDay, formHtml, placeholderHtml, RESULT_ID } from '@/lib/calculators/html';
import { TOOLS_PATH } from '@/lib/calculators/index';
import { isStale, type Calculator } from '@/lib/calculators/types';
import { apiUrlOf, apiConfig } from '@/lib/env';
import { Island } from '@/components/islands/island';
import styles from './tool.module.css';

export interface ToolPageProps {
  calculator: Calculator;
}

export const REVIEW_NOTICE_ID = 'calc-review-notice';
export const LIVE_ID = 'calc-live';
export const TOOL_FORM_ID = 'calc-form';

/** Where the form goes without script: the intake server renders the result (server/tools/routes.ts). */
export function toolAction(calculator: Pick<Calculator, 'slug'>): string {
  return `${apiUrlOf(apiConfig.baseUrl, apiConfig.prefix, `tools/${calculator.slug}`)}#${RESULT_ID}`;
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
  const copy = toolCopy[calculator.slug];
  const service = getService(calculator.advisor);
  const rules = calculator.rules.sources.filter((s) => s.kind === 'rules');
  const official = calculator.rules.sources.find((s) => s.kind === 'calculator');
  const stale = isStale(calculator.rules, new Date());
  return (
    <article className={styles.tool}>
      <div className={styles.hero}>
        <div className="container">
          <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
            <ol>
              <li>
                <SiteLink href="/">Home</SiteLink>
              </li>
              <li>
                <SiteLink href={TOOLS_PATH}>Check your chances</SiteLink>
              </li>
              <li aria-current="page">{calculator.country}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{copy?.heading ?? calculator.rules.title}</h1>
          <p className={styles.lead}>{calculator.intro}</p>
          <p className={styles.meta}>
            Free, with no sign-up: nothing you enter is stored or sent until you choose to ask an advisor. Rules as of{' '}
            <time dateTime={calculator.rules.rulesAsOf}>{formatDay(calculator.rules.rulesAsOf)}</time>
            {rules[0] ? (
              <>
                , from the <a href={rules[0].url}>official rules</a>
              </>
            ) : null}
            {official ? (
              <>
                {' '}
                (and the <a href={official.url}>official calculator</a>)
              </>
            ) : null}
            ; <a href="#rules">all sources</a>.
          </p>
          <p id={REVIEW_NOTICE_ID} className={styles.review} hidden={!stale}>
            <strong>These rules are being reviewed.</strong> They were due to be checked again by{' '}
            <time dateTime={calculator.rules.reviewBy}>{formatDay(calculator.rules.reviewBy)}</time> and may have changed: use the score as a rough
            guide until we confirm them
            {official ? (
              <>
                , or check it with the <a href={official.url}>{official.name}</a>
              </>
            ) : null}
            .
          </p>
          {!stale && <InlineScript run={revealReview} args={[REVIEW_NOTICE_ID, calculator.rules.reviewBy]} />}
        </div>
      </div>

      <Island name="tool" when="load" props={{ slug: calculator.slug }}>
      <div className={`container ${styles.layout}`}>
        <form id={TOOL_FORM_ID} className={styles.form} method="get" action={toolAction(calculator)} aria-label={`${calculator.country} points calculator`} data-tool={calculator.slug}>
          <div className={styles.questions} dangerouslySetInnerHTML={{ __html: formHtml(calculator, { values: initialValues(calculator.groups) }) }} />
          <button type="submit" className={styles.submit}>
            Show my score
          </button>
          <p id={LIVE_ID} className={styles.live} aria-live="polite" />
        </form>
        <section id={RESULT_ID} className={styles.result} aria-labelledby="calc-result-title">
          <div dangerouslySetInnerHTML={{ __html: placeholderHtml() }} />
        </section>
      </div>
      </Island>

      {service?.inquiryFormFields?.length ? (
        <section id={ADVISOR_ID} className={styles.advisor} aria-labelledby="advisor-title">
          <div className="container">
            <h2 id="advisor-title">Ask an advisor about this result</h2>
            <p className={styles.advisorLead}>
              Send your result to our {service.title.toLowerCase()} team: the summary below is filled in from your answers, and you can edit it. Add how to reach
              you, and an advisor will get back to you. Prefer to talk? Call <a href={site.phoneHref}>{site.phone}</a>.
            </p>
            <DeferredEnquiryForm
              target={{ serviceId: service.id }}
              fields={service.inquiryFormFields}
              formId={advisorFormId(calculator)}
              label={`Ask an advisor: ${service.title} enquiry`}
            />
          </div>
        </section>
      ) : null}

      <section id="rules" className={styles.rules} aria-labelledby="rules-title">
        <div className="container">
          <h2 id="rules-title">The rules, and where they come from</h2>
          <p>
            The points tables are those in force from <time dateTime={calculator.rules.rulesAsOf}>{formatDay(calculator.rules.rulesAsOf)}</time>, as
            these official pages publish them, and are due for review by <time dateTime={calculator.rules.reviewBy}>{formatDay(calculator.rules.reviewBy)}</time>.
            When the official page says otherwise, it is right.
          </p>
          <ul>
            {rules.map((source) => (
              <li key={source.url}>
                <a href={source.url}>{source.name}</a>
              </li>
            ))}
          </ul>
          <p>
            {official ? (
              <>
                The official calculator: <a href={official.url}>{official.name}</a>. When its score differs from ours, trust it, and tell us.
              </>
            ) : (
              <>There is no official calculator for this visa: the government publishes the table, and assesses your points when you apply.</>
            )}
          </p>
          <h3>What this tool does not check</h3>
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
