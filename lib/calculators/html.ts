/**
 * The calculator's form and result as HTML text: one renderer for the pre-rendered page, the page's script
 * (which replaces the result as the visitor answers) and the intake server (which renders the result of a
 * form sent without script). Class names are plain `calc-*` names, styled under the page's CSS Module
 * (components/tools/tool.module.css). Every value that did not come from our own code is escaped.
 */
import { escapeHtml } from '@/lib/escape-html';
import { fill, formatDate, formatNumber, plural } from '@/lib/i18n/format';
import { whatsAppHref } from '@/lib/whatsapp';
import { answerText, groupApplies, toQuery } from './form';
import { isStale, type Calculator, type DrawTable, type Question, type QuestionGroup, type Result, type Values } from './types';

/** Markers around the two regions the server and the script fill: comments survive React's raw HTML. */
export const FORM_MARK = { open: '<!--calc-form-->', close: '<!--/calc-form-->' } as const;
export const RESULT_MARK = { open: '<!--calc-result-->', close: '<!--/calc-result-->' } as const;
export const RESULT_ID = 'calc-result';
export const ADVISOR_ID = 'advisor';

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

function errorOf(id: string, error: string | undefined, prefix: string): string {
  return error ? `<p class="calc-error" id="${id}-error"><span class="visually-hidden">${escapeHtml(prefix)}</span>${escapeHtml(error)}</p>` : '';
}

function questionHtml(question: Question, state: FormState, prefix: string): string {
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
        `<fieldset class="calc-q calc-radios"${described(id, !!question.help, !!error)}><legend>${escapeHtml(question.label)}</legend>${helpOf(id, question.help)}${errorOf(id, error, prefix)}` +
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
        `<div class="calc-q"><label for="${id}">${escapeHtml(question.label)}</label>${helpOf(id, question.help)}${errorOf(id, error, prefix)}` +
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
        `<div class="calc-q calc-number"><label for="${id}">${escapeHtml(question.label)}</label>${helpOf(id, question.help)}${errorOf(id, error, prefix)}` +
        `<div class="calc-with-unit"><input ${kind} id="${id}" name="${name}" value="${escapeHtml(String(value ?? ''))}" required${described(id, !!question.help, !!error)}${invalid}>` +
        `${question.unit ? `<span class="calc-unit">${escapeHtml(question.unit)}</span>` : ''}</div></div>`
      );
    }
  }
}

function whenText(group: QuestionGroup, calculator: Calculator): string {
  if (!group.when) return '';
  const question = calculator.groups.flatMap((g) => g.questions).find((q) => q.name === group.when?.name);
  const { form } = calculator.words;
  const answers = group.when.is.map((value) => fill(form.answerQuote, { answer: question ? answerText(question, value, calculator) : value })).join(form.or);
  return ` <span class="calc-when">${escapeHtml(fill(form.countsOnly, { answers }))}</span>`;
}

/** The questions, as fieldsets; the page's form element around them carries the action and the submit button. */
export function formHtml(calculator: Calculator, state: FormState): string {
  const body = calculator.groups
    .map((group) => {
      const when = group.when ? ` data-when="${escapeHtml(group.when.name)}" data-is="${escapeHtml(group.when.is.join(' '))}"` : '';
      return (
        `<fieldset class="calc-group" id="g-${escapeHtml(group.id)}"${when}><legend>${escapeHtml(group.legend)}${whenText(group, calculator)}</legend>` +
        `${group.help ? `<p class="calc-help">${escapeHtml(group.help)}</p>` : ''}` +
        group.questions.map((question) => questionHtml(question, state, calculator.words.form.errorPrefix)).join('') +
        '</fieldset>'
      );
    })
    .join('');
  return `${FORM_MARK.open}${body}${FORM_MARK.close}`;
}

/** What the result says before there is one. */
export function placeholderHtml(calculator: Pick<Calculator, 'words'>): string {
  const w = calculator.words.result;
  return `${RESULT_MARK.open}<h2 class="calc-result-title" id="calc-result-title" tabindex="-1">${escapeHtml(w.title)}</h2><p class="calc-placeholder">${escapeHtml(w.placeholder)}</p>${RESULT_MARK.close}`;
}

export function errorsHtml(calculator: Calculator, errors: Readonly<Record<string, string>>): string {
  const questions = calculator.groups.flatMap((g) => g.questions);
  const items = questions
    .filter((q) => errors[q.name])
    .map((q) => `<li><a href="#q-${escapeHtml(q.name)}${q.kind === 'radio' ? '-0' : ''}">${escapeHtml(q.label)}: ${escapeHtml(errors[q.name] ?? '')}</a></li>`)
    .join('');
  const w = calculator.words.result;
  return (
    `${RESULT_MARK.open}<div class="calc-problems" role="alert" tabindex="-1"><h2 id="calc-result-title">${escapeHtml(w.problemsTitle)}</h2>` +
    `<p>${escapeHtml(w.problems)}</p><ul>${items}</ul></div>${RESULT_MARK.close}`
  );
}

export type ResultLinks = {
  /** The tool page's absolute URL, without a query: the shared link adds the answers. */
  pageUrl: string;
  today: Date;
};

function outcomeHtml(result: Result, { words, locale }: Pick<Calculator, 'words' | 'locale'>): string {
  const w = words.result;
  const list = (items: readonly string[]) => `<ul>${items.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`;
  if (!result.eligible) {
    return `<div class="calc-outcome calc-outcome-no"><p><strong>${escapeHtml(w.notEligible)}</strong>${escapeHtml(w.notEligibleRest)}</p>${list(result.reasons)}</div>`;
  }
  if (result.unknown?.length) {
    return `<div class="calc-outcome calc-outcome-open"><p><strong>${escapeHtml(w.cannotTell)}</strong>${escapeHtml(w.cannotTellRest)}</p>${list(result.unknown)}</div>`;
  }
  if (result.passMark === null) return '';
  const gap = result.passMark - result.total;
  return gap <= 0
    ? `<p class="calc-outcome calc-outcome-yes">${escapeHtml(fill(w.meets, { mark: result.passMark }, locale))}</p>`
    : `<p class="calc-outcome calc-outcome-no">${escapeHtml(plural(w.below, gap, locale, { mark: result.passMark }))}</p>`;
}

/** The most the tool can give: the sum of the factors' maxima, or a stated cap. */
function maxOf(result: Result): number {
  return result.breakdown.reduce((sum, line) => sum + line.max, 0);
}

export function shareText(calculator: Calculator, result: Result, url: string): string {
  return fill(calculator.words.result.shareText, { country: calculator.countryName, programme: calculator.programme, total: result.total, url }, calculator.locale);
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
function drawsHtml(draws: DrawTable, { words, locale }: Pick<Calculator, 'words' | 'locale'>): string {
  const w = words.result;
  const recent = draws.rows.slice(0, RECENT_DRAWS);
  const earlier = draws.rows.slice(RECENT_DRAWS);
  return (
    `<div class="calc-draws"><h3>${escapeHtml(w.drawsTitle)}</h3>` +
    drawTable(draws, fill(w.drawsLatest, { caption: draws.caption, date: formatDate(draws.asOf, locale) }, locale), recent) +
    (earlier.length
      ? `<details><summary>${escapeHtml(plural(w.drawsEarlierCount, earlier.length, locale))}</summary>${drawTable(draws, fill(w.drawsEarlier, { caption: draws.caption }, locale), earlier)}</details>`
      : '') +
    `<p class="calc-help">${escapeHtml(draws.note)} ${escapeHtml(w.drawsOfficial)} <a href="${escapeHtml(draws.source.url)}" rel="noopener">${escapeHtml(draws.source.name)}</a>${escapeHtml(words.page.fullStop)}</p></div>`
  );
}

/** The result of a complete set of answers: total, breakdown, what would raise it, caveats and the hand-off. */
export function resultHtml(calculator: Calculator, values: Values, links: ResultLinks): string {
  const { locale } = calculator;
  const w = calculator.words.result;
  const figure = (n: number) => formatNumber(n, locale);
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
    `<h2 class="calc-result-title" id="calc-result-title" tabindex="-1">${escapeHtml(w.title)}</h2>` +
    (stale
      ? `<p class="calc-review" role="note"><strong>${escapeHtml(w.reviewTitle)}</strong> ${escapeHtml(fill(w.review, { date: formatDate(calculator.rules.rulesAsOf, locale) }, locale))}</p>`
      : '') +
    `<p class="calc-total"><span class="calc-figure">${figure(result.total)}</span> <span class="calc-of">${escapeHtml(fill(w.pointsOf, { most }, locale))}</span></p>` +
    outcomeHtml(result, calculator) +
    `<table class="calc-breakdown"><caption>${escapeHtml(w.breakdownCaption)}</caption><thead><tr><th scope="col">${escapeHtml(w.factor)}</th><th scope="col">${escapeHtml(w.points)}</th><th scope="col">${escapeHtml(w.most)}</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th scope="row">${escapeHtml(w.total)}${capped ? `<span class="calc-detail">${escapeHtml(fill(w.capped, { most, sum: sumOfMaxima }, locale))}</span>` : ''}</th><td>${figure(result.total)}</td><td>${figure(most)}</td></tr></tfoot></table>` +
    (improvements.length
      ? `<h3>${escapeHtml(w.improveTitle)}</h3><ul class="calc-improve">${improvements.map((i) => `<li>${escapeHtml(i.text)}</li>`).join('')}</ul>`
      : '') +
    (draws ? drawsHtml(draws, calculator) : '') +
    `<h3>${escapeHtml(w.caveatsTitle)}</h3><ul class="calc-caveats"><li>${escapeHtml(w.estimate)}</li>` +
    calculator.notChecked.map((line) => `<li>${escapeHtml(fill(w.notChecked, { what: line }, locale))}</li>`).join('') +
    `<li>${escapeHtml(w.noGuarantee)}</li></ul>` +
    `<div class="calc-actions"><a class="calc-advisor" href="#${ADVISOR_ID}">${escapeHtml(w.advisor)}</a>` +
    `<a class="calc-share" href="${escapeHtml(whatsAppHref(shareText(calculator, result, url), ''))}">${escapeHtml(w.share)}<span class="visually-hidden">${escapeHtml(w.shareHint)}</span></a>` +
    `<a class="calc-link" href="${escapeHtml(url)}">${escapeHtml(w.link)}</a></div>` +
    RESULT_MARK.close
  );
}

/** The short line a screen reader hears when the score changes. */
export function announcement(calculator: Calculator, values: Values): string {
  const { locale } = calculator;
  const w = calculator.words.announce;
  const result = calculator.score(values);
  const score = fill(w.score, { total: result.total }, locale);
  if (!result.eligible) return fill(w.notEligible, { score }, locale);
  if (result.unknown?.length) return fill(w.unknown, { score }, locale);
  if (result.passMark === null) return fill(w.plain, { score }, locale);
  return fill(result.total >= result.passMark ? w.meets : w.below, { score, mark: result.passMark }, locale);
}

/** Whether a group's questions count for these answers: the page hides the others with script. */
export { groupApplies };
