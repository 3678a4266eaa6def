/**
 * The calculator's form and result as HTML text: one renderer for the pre-rendered page, the page's script
 * (which replaces the result as the visitor answers) and the intake server (which renders the result of a
 * form sent without script). Class names are plain `calc-*` names, styled under the page's CSS Module
 * (components/tools/tool.module.css). Every value that did not come from our own code is escaped.
 */
import { escapeHtml } from '@/lib/escape-html';
import { whatsAppHref } from '@/lib/whatsapp';
import { answerText, groupApplies, toQuery } from './form';
import { isStale, type Calculator, type DrawTable, type Question, type QuestionGroup, type Result, type Values } from './types';

/** Markers around the two regions the server and the script fill: comments survive React's raw HTML. */
export const FORM_MARK = { open: '<!--calc-form-->', close: '<!--/calc-form-->' } as const;
export const RESULT_MARK = { open: '<!--calc-result-->', close: '<!--/calc-result-->' } as const;
export const RESULT_ID = 'calc-result';
export const ADVISOR_ID = 'advisor';


const figure = (n: number) => n.toLocaleString('en-IN');

/** "25 March 2025": a rules date as the page writes it. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** What the form shows: checked values, or the raw text of a refused answer so nothing typed is lost. */
export type FormState = { values: Readonly<Record<string, string | number | boolean>>; errors?: Readonly<Record<string, string>> };

/** Money and long numbers are typed as text (a browser's number box refuses "41,700"); the server reads both. */
function isText(question: Extract<Question, { kind: 'number' }>): boolean {
  return question.max > 999 || (question.step ?? 1) < 1;
}

function described(id: string, help: boolean, error: boolean): string {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

function helpOf(id: string, help: string | undefined): string {
  return help ? `<p class="calc-help" id="${id}-help">${escapeHtml(help)}</p>` : '';
}

function errorOf(id: string, error: string | undefined): string {
  return error ? `<p class="calc-error" id="${id}-error"><span class="visually-hidden">Error: </span>${escapeHtml(error)}</p>` : '';
}

function questionHtml(question: Question, state: FormState): string {
  const id = `q-${question.name}`;
  const value = state.values[question.name];
  const error = state.errors?.[question.name];
  const invalid = error ? ' aria-invalid="true"' : '';
  const name = escapeHtml(question.name);
  switch (question.kind) {
    case 'check':
      return (
        `<div class="calc-q calc-check"><input type="checkbox" id="${id}" name="${name}" value="1"${value === true ? ' checked' : ''}${described(id, !!question.help, false)}>` +
        `<label for="${id}">${escapeHtml(question.label)}</label>${helpOf(id, question.help)}</div>`
      );
    case 'radio':
      return (
        `<fieldset class="calc-q calc-radios"${described(id, !!question.help, !!error)}><legend>${escapeHtml(question.label)}</legend>${helpOf(id, question.help)}${errorOf(id, error)}` +
        question.options
          .map(
            (option, i) =>
              `<div class="calc-radio"><input type="radio" id="${id}-${i}" name="${name}" value="${escapeHtml(option.value)}"${option.value === value ? ' checked' : ''}>` +
              `<label for="${id}-${i}">${escapeHtml(option.label)}</label></div>`,
          )
          .join('') +
        '</fieldset>'
      );
    case 'select':
      return (
        `<div class="calc-q"><label for="${id}">${escapeHtml(question.label)}</label>${helpOf(id, question.help)}${errorOf(id, error)}` +
        `<select id="${id}" name="${name}"${described(id, !!question.help, !!error)}${invalid}>` +
        question.options.map((option) => `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`).join('') +
        '</select></div>'
      );
    case 'number': {
      const text = isText(question);
      const kind = text
        ? `type="text" inputmode="decimal" autocomplete="off"`
        : `type="number" inputmode="numeric" min="${question.min}" max="${question.max}" step="${question.step ?? 1}"`;
      return (
        `<div class="calc-q calc-number"><label for="${id}">${escapeHtml(question.label)}</label>${helpOf(id, question.help)}${errorOf(id, error)}` +
        `<div class="calc-with-unit"><input ${kind} id="${id}" name="${name}" value="${escapeHtml(String(value ?? ''))}" required${described(id, !!question.help, !!error)}${invalid}>` +
        `${question.unit ? `<span class="calc-unit">${escapeHtml(question.unit)}</span>` : ''}</div></div>`
      );
    }
  }
}

function whenText(group: QuestionGroup, calculator: Calculator): string {
  if (!group.when) return '';
  const question = calculator.groups.flatMap((g) => g.questions).find((q) => q.name === group.when?.name);
  const labels = group.when.is.map((value) => (question ? answerText(question, value) : value));
  return ` <span class="calc-when">(counts only if you answered “${escapeHtml(labels.join('” or “'))}”)</span>`;
}

/** The questions, as fieldsets; the page's form element around them carries the action and the submit button. */
export function formHtml(calculator: Calculator, state: FormState): string {
  const body = calculator.groups
    .map((group) => {
      const when = group.when ? ` data-when="${escapeHtml(group.when.name)}" data-is="${escapeHtml(group.when.is.join(' '))}"` : '';
      return (
        `<fieldset class="calc-group" id="g-${escapeHtml(group.id)}"${when}><legend>${escapeHtml(group.legend)}${whenText(group, calculator)}</legend>` +
        `${group.help ? `<p class="calc-help">${escapeHtml(group.help)}</p>` : ''}` +
        group.questions.map((question) => questionHtml(question, state)).join('') +
        '</fieldset>'
      );
    })
    .join('');
  return `${FORM_MARK.open}${body}${FORM_MARK.close}`;
}

/** What the result says before there is one. */
export function placeholderHtml(): string {
  return `${RESULT_MARK.open}<h2 class="calc-result-title" id="calc-result-title" tabindex="-1">Your estimate</h2><p class="calc-placeholder">Your score appears here. Answer the questions, then press “Show my score”.</p>${RESULT_MARK.close}`;
}

export function errorsHtml(calculator: Calculator, errors: Readonly<Record<string, string>>): string {
  const questions = calculator.groups.flatMap((g) => g.questions);
  const items = questions
    .filter((q) => errors[q.name])
    .map((q) => `<li><a href="#q-${escapeHtml(q.name)}${q.kind === 'radio' ? '-0' : ''}">${escapeHtml(q.label)}: ${escapeHtml(errors[q.name] ?? '')}</a></li>`)
    .join('');
  return (
    `${RESULT_MARK.open}<div class="calc-problems" role="alert" tabindex="-1"><h2 id="calc-result-title">Please check your answers</h2>` +
    `<p>Some answers could not be read, so there is no score yet. Nothing you entered has been stored.</p><ul>${items}</ul></div>${RESULT_MARK.close}`
  );
}

export type ResultLinks = {
  /** The tool page's absolute URL, without a query: the shared link adds the answers. */
  pageUrl: string;
  today: Date;
};

function outcomeHtml(result: Result): string {
  if (!result.eligible) {
    return `<div class="calc-outcome calc-outcome-no"><p><strong>Not eligible on these answers</strong>, whatever the points:</p><ul>${result.reasons.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul></div>`;
  }
  if (result.unknown?.length) {
    return `<div class="calc-outcome calc-outcome-open"><p><strong>Can’t tell yet.</strong> These answers need checking first:</p><ul>${result.unknown.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul></div>`;
  }
  if (result.passMark === null) return '';
  const gap = result.passMark - result.total;
  return gap <= 0
    ? `<p class="calc-outcome calc-outcome-yes">Meets the pass mark of ${figure(result.passMark)} points.</p>`
    : `<p class="calc-outcome calc-outcome-no">Below the pass mark of ${figure(result.passMark)}: ${figure(gap)} more ${gap === 1 ? 'point' : 'points'} needed.</p>`;
}

/** The most the tool can give: the sum of the factors' maxima, or a stated cap. */
function maxOf(result: Result): number {
  return result.breakdown.reduce((sum, line) => sum + line.max, 0);
}

export function shareText(calculator: Calculator, result: Result, url: string): string {
  return `My ${calculator.country} ${calculator.programme} estimate: ${figure(result.total)} points. Check yours: ${url}`;
}

/** How many rounds the result shows at once; the earlier ones are one tap away. */
const RECENT_DRAWS = 8;

function drawRows(rows: DrawTable['rows']): string {
  return rows.map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${escapeHtml(cell)}</th>` : `<td>${escapeHtml(cell)}</td>`)).join('')}</tr>`).join('');
}

function drawTable(draws: DrawTable, caption: string, rows: DrawTable['rows']): string {
  return (
    `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${draws.columns.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead>` +
    `<tbody>${drawRows(rows)}</tbody></table>`
  );
}

/** Canada's recent rounds: the latest few, the earlier ones in a disclosure, the source and what the figures mean. */
function drawsHtml(draws: DrawTable): string {
  const recent = draws.rows.slice(0, RECENT_DRAWS);
  const earlier = draws.rows.slice(RECENT_DRAWS);
  return (
    `<div class="calc-draws"><h3>Recent rounds of invitations</h3>` +
    drawTable(draws, `${draws.caption}, latest first (to ${formatDay(draws.asOf)})`, recent) +
    (earlier.length ? `<details><summary>${earlier.length} earlier rounds</summary>${drawTable(draws, `${draws.caption}, earlier`, earlier)}</details>` : '') +
    `<p class="calc-help">${escapeHtml(draws.note)} The official list: <a href="${escapeHtml(draws.source.url)}" rel="noopener">${escapeHtml(draws.source.name)}</a>.</p></div>`
  );
}

/** The result of a complete set of answers: total, breakdown, what would raise it, caveats and the hand-off. */
export function resultHtml(calculator: Calculator, values: Values, links: ResultLinks): string {
  const result = calculator.score(values);
  const improvements = calculator.improvements(values);
  const url = `${links.pageUrl}?${toQuery(calculator.groups, values)}`;
  const stale = isStale(calculator.rules, links.today);
  const sumOfMaxima = maxOf(result);
  const most = calculator.maxTotal ?? sumOfMaxima;
  const capped = most < sumOfMaxima;
  const rows = result.breakdown
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.label)}${line.detail ? `<span class="calc-detail">${escapeHtml(line.detail)}</span>` : ''}</th>` +
        `<td>${figure(line.points)}</td><td>${figure(line.max)}</td></tr>`,
    )
    .join('');
  const draws = calculator.draws;
  return (
    RESULT_MARK.open +
    `<h2 class="calc-result-title" id="calc-result-title" tabindex="-1">Your estimate</h2>` +
    (stale
      ? `<p class="calc-review" role="note"><strong>These rules are being reviewed.</strong> They are the rules in force from ${formatDay(calculator.rules.rulesAsOf)} and may have changed since: treat this score as a rough guide until we confirm them, or ask an advisor.</p>`
      : '') +
    `<p class="calc-total"><span class="calc-figure">${figure(result.total)}</span> <span class="calc-of">points of ${figure(most)}</span></p>` +
    outcomeHtml(result) +
    `<table class="calc-breakdown"><caption>Your points, factor by factor</caption><thead><tr><th scope="col">Factor</th><th scope="col">Points</th><th scope="col">Most</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th scope="row">Total${capped ? `<span class="calc-detail">Caps on combined factors keep the total at ${figure(most)} or less, though the factors’ own maxima add up to ${figure(sumOfMaxima)}.</span>` : ''}</th><td>${figure(result.total)}</td><td>${figure(most)}</td></tr></tfoot></table>` +
    (improvements.length
      ? `<h3>What would raise it most</h3><ul class="calc-improve">${improvements.map((i) => `<li>${escapeHtml(i.text)}</li>`).join('')}</ul>`
      : '') +
    (draws ? drawsHtml(draws) : '') +
    `<h3>Before you rely on it</h3><ul class="calc-caveats"><li>This is an estimate, not advice.</li>` +
    calculator.notChecked.map((line) => `<li>Not checked here: ${escapeHtml(line)}</li>`).join('') +
    `<li>No one can guarantee a visa: not us, and not anyone who says they can.</li></ul>` +
    `<div class="calc-actions"><a class="calc-advisor" href="#${ADVISOR_ID}">Ask an advisor about this result</a>` +
    `<a class="calc-share" href="${escapeHtml(whatsAppHref(shareText(calculator, result, url), ''))}">Share on WhatsApp<span class="visually-hidden"> (opens WhatsApp)</span></a>` +
    `<a class="calc-link" href="${escapeHtml(url)}">Link to this result</a></div>` +
    RESULT_MARK.close
  );
}

/** The short line a screen reader hears when the score changes. */
export function announcement(calculator: Calculator, values: Values): string {
  const result = calculator.score(values);
  const score = `Estimated score: ${figure(result.total)} points`;
  if (!result.eligible) return `${score}, but not eligible on these answers.`;
  if (result.unknown?.length) return `${score}; some answers need checking before we can tell.`;
  if (result.passMark === null) return `${score}.`;
  return `${score}, ${result.total >= result.passMark ? 'meets' : 'below'} the pass mark of ${figure(result.passMark)}.`;
}

/** Whether a group's questions count for these answers: the page hides the others with script. */
export { groupApplies };
