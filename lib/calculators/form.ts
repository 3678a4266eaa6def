/**
 * The answers of a points calculator as the URL and the form carry them: parsed and checked against the
 * tool's questions (one message per field, in words a visitor can act on), and written back as a query
 * string in a stable order. Plain TypeScript: the page's script, the intake server and the tests share it.
 */
import { words as englishWords } from '@/content/calculators/words';
import { fill, formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Calculator, CalculatorWords, Question, QuestionGroup, Values } from './types';

/** The language a form's messages and answers are written in: its words and how it writes numbers. */
export type FormLanguage = { words: CalculatorWords; locale: Locale };

const ENGLISH: FormLanguage = { words: englishWords, locale: 'en' };

export type ParseResult =
  | { ok: true; values: Values }
  /** `values` keeps what could be read, so the form shows back everything the visitor gave. */
  | { ok: false; errors: Record<string, string>; values: Record<string, string | boolean> };

/** Anything with `get(name)`: URLSearchParams, or FormData reduced to strings. */
export type QueryLike = { get(name: string): string | null };

export function questionsOf(groups: readonly QuestionGroup[]): Question[] {
  return groups.flatMap((group) => group.questions);
}

const TRUE = /^(1|on|yes|true)$/i;

function numberMessage(question: Extract<Question, { kind: 'number' }>, { words, locale }: FormLanguage): string {
  const template = (question.step ?? 1) === 1 ? words.form.wholeNumber : words.form.anyNumber;
  return fill(template, { min: question.min, max: question.max }, locale);
}

/**
 * A key that is absent takes the question's initial answer (a link made before a question was added still
 * opens); a key present but empty or wrong is an error beside that field.
 */
export function parseValues(groups: readonly QuestionGroup[], query: QueryLike, language: FormLanguage = ENGLISH): ParseResult {
  const values: Values = {};
  const raw: Record<string, string | boolean> = {};
  const errors: Record<string, string> = {};
  for (const question of questionsOf(groups)) {
    const given = query.get(question.name);
    if (question.kind === 'check') {
      values[question.name] = given !== null && TRUE.test(given.trim());
      raw[question.name] = values[question.name] as boolean;
      continue;
    }
    if (given === null) {
      values[question.name] = question.initial;
      raw[question.name] = String(question.initial);
      continue;
    }
    const text = given.trim();
    raw[question.name] = text;
    if (question.kind === 'number') {
      // Indian and British visitors write 41,700 or 41 700; both are the same number.
      const cleaned = text.replace(/[,\s\u00a0£$₹]/g, '');
      const step = question.step ?? 1;
      const value = /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
      const decimals = step === 1 ? 0 : Math.max(0, -Math.floor(Math.log10(step)));
      const onStep = Number.isFinite(value) && Number(value.toFixed(decimals)) === value;
      if (!text || !onStep || value < question.min || value > question.max) errors[question.name] = numberMessage(question, language);
      else values[question.name] = value;
      continue;
    }
    if (question.options.some((option) => option.value === text)) values[question.name] = text;
    else errors[question.name] = language.words.form.chooseOption;
  }
  return Object.keys(errors).length ? { ok: false, errors, values: raw } : { ok: true, values };
}

/** Every answer, in the questions' order: unticked boxes are left out, as a browser leaves them out. */
export function toQuery(groups: readonly QuestionGroup[], values: Readonly<Record<string, string | number | boolean>>): string {
  const params = new URLSearchParams();
  for (const question of questionsOf(groups)) {
    const value = values[question.name];
    if (question.kind === 'check') {
      if (value === true) params.set(question.name, '1');
    } else if (value !== undefined) params.set(question.name, String(value));
  }
  return params.toString();
}

/** The initial answers: the form as the page first shows it. */
export function initialValues(groups: readonly QuestionGroup[]): Values {
  const values: Values = {};
  for (const question of questionsOf(groups)) values[question.name] = question.kind === 'check' ? false : question.initial;
  return values;
}

/** Whether a group counts for these answers (a partner's questions only with a partner). */
export function groupApplies(group: QuestionGroup, values: Readonly<Record<string, unknown>>): boolean {
  return !group.when || group.when.is.includes(String(values[group.when.name]));
}

/** An answer in words: the option's label, the number with its unit, Yes/No. */
export function answerText(question: Question, value: string | number | boolean | undefined, { words, locale }: FormLanguage = ENGLISH): string {
  if (question.kind === 'check') return value === true ? words.form.yes : words.form.no;
  if (question.kind === 'number') {
    const number = formatNumber(Number(value), locale);
    // A unit that starts with a currency reads before the number: "£45,000 a year", "NZ$55 an hour".
    const currency = /^(NZ\$|A\$|C\$|£|\$|₹)\s*(.*)$/.exec(question.unit ?? '');
    if (currency) return `${currency[1]}${number}${currency[2] ? ` ${currency[2]}` : ''}`;
    return `${number}${question.unit ? ` ${question.unit}` : ''}`;
  }
  return question.options.find((option) => option.value === value)?.label ?? String(value);
}

/**
 * What the advisor reads in the enquiry's free-text field: the tool, the score, the rules' date and every
 * answer that counted. Plain text (the staff inbox shows it as the visitor sent it), no personal data.
 */
export function advisorSummary(calculator: Calculator, values: Values, link: string): string {
  const { words, locale } = calculator;
  const w = words.summary;
  const result = calculator.score(values);
  // Figures as the visitor typed them would be: no grouping (staff search the text for "1200").
  const pass = result.passMark === null ? '' : fill(result.total >= result.passMark ? w.meets : w.below, { mark: String(result.passMark) }, locale);
  const lines = [fill(w.tool, { country: calculator.countryName, programme: calculator.programme }, locale), fill(w.score, { total: String(result.total), pass }, locale)];
  if (!result.eligible) lines.push(fill(w.notEligible, { reasons: result.reasons.join(' ') }, locale));
  if (result.unknown?.length) lines.push(fill(w.unknown, { what: result.unknown.join(' ') }, locale));
  lines.push(fill(w.rulesAsOf, { date: calculator.rules.rulesAsOf }, locale), w.answers);
  for (const group of calculator.groups) {
    if (!groupApplies(group, values)) continue;
    for (const question of group.questions) lines.push(`- ${question.label}: ${answerText(question, values[question.name], calculator)}`);
  }
  lines.push(fill(w.result, { link }, locale));
  return lines.join('\n');
}
