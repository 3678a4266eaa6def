/**
 * The shapes every points calculator shares (issue 31: Canada, Australia, New Zealand, UK). Plain
 * TypeScript with no React, so the tool page and the intake server score with the same code.
 */
import type { Locale } from '@/lib/i18n/locales';

/** A calendar day, 'YYYY-MM-DD': compared as text, which orders ISO days correctly. */
export type IsoDate = `${number}-${number}-${number}`;

export type RulesSource = {
  name: string;
  url: string;
  /** 'calculator' only for an official tool; a third-party calculator is never cited as a source. */
  kind: 'rules' | 'calculator';
};

export type ToolRules = {
  id: string;
  title: string;
  sources: readonly RulesSource[];
  /** The day the rules were last confirmed to be the ones in force (shown on the page). */
  rulesAsOf: IsoDate;
  /** After this day the page says the rules are being reviewed and the staff inbox names the tool. */
  reviewBy: IsoDate;
};

/** One line of the result: what the visitor scored for one factor, out of the most it can give. */
export type Breakdown = {
  factorId: string;
  label: string;
  points: number;
  max: number;
  /** Why the points are what they are where the answer alone does not say (a cap, a rule that did not apply). */
  detail?: string;
};

export type Result = {
  total: number;
  breakdown: Breakdown[];
  /** The points needed to pass, or null for a tool that ranks rather than passes (Canada's CRS). */
  passMark: number | null;
  /** False when a rule beyond points rules the visitor out (Australia: aged 45 or over); `reasons` say which. */
  eligible: boolean;
  reasons: string[];
  /**
   * What the answers leave open ("not sure", "I don't know"): until these are checked the result cannot
   * say pass or fail, and says so instead of "not eligible".
   */
  unknown?: string[];
};

export type Improvement = {
  factorId: string;
  /** The changed answer in words, e.g. "Superior English (IELTS 8 in each band)". */
  change: string;
  points: number;
  /** The sentence the page shows, e.g. "Superior English (IELTS 8 in each band) would add 10 points". */
  text: string;
};

/**
 * True once the review-by day has passed. The day is taken in UTC so that a page built on one machine
 * and the server on another agree on which tools are stale.
 */
export function isStale(rules: Pick<ToolRules, 'reviewBy'>, today: Date): boolean {
  return today.toISOString().slice(0, 10) > rules.reviewBy;
}

/* ---- The questions: one description that the page's form, the URL parser and the advisor summary all read ---- */

export type Option = { value: string; label: string };

type QuestionBase = {
  /** The query-string key and the form control's name: short, lower-case, stable (shared links hold it). */
  name: string;
  label: string;
  /** Plain words for a term a visitor may not know ("CLB", "skilled employment"), shown under the label. */
  help?: string;
};

export type Question =
  | (QuestionBase & { kind: 'select'; options: readonly Option[]; initial: string })
  | (QuestionBase & { kind: 'radio'; options: readonly Option[]; initial: string })
  | (QuestionBase & {
      kind: 'number';
      min: number;
      max: number;
      /** 1 for whole numbers (the default); 0.01 for money. */
      step?: number;
      initial: number;
      /** Shown after the box, e.g. "years", "£ a year". */
      unit?: string;
    })
  | (QuestionBase & { kind: 'check' });

/** A fieldset: a legend and its questions, shown only `when` another answer is one of some values. */
export type QuestionGroup = {
  id: string;
  legend: string;
  help?: string;
  questions: readonly Question[];
  /** With script the group is hidden unless this holds; without, it is shown with its legend saying when it counts. */
  when?: { name: string; is: readonly string[] };
};

/** Answers as the form and the URL carry them, checked against the questions: select/radio values, numbers, booleans. */
export type Values = Record<string, string | number | boolean>;

/** A dated table of past results a tool may show beside the score (Canada's recent draws). */
export type DrawTable = {
  caption: string;
  asOf: IsoDate;
  source: RulesSource;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Plain words under the table: what the figures do and do not mean. */
  note: string;
};

/** The words every calculator shares (content/calculators/words.ts), in the calculator's language. */
export type CalculatorWords = typeof import('@/content/calculators/words').words;

/**
 * One points calculator: its rules (sources, dates), its questions, and its scoring. Every function is pure
 * and takes Values already checked against `groups` (lib/calculators/form.ts does that), so the page, the
 * server and the tests score the same way.
 */
export type Calculator = {
  rules: ToolRules;
  /** The URL segment under /tools/, e.g. 'canada-express-entry'. */
  slug: string;
  /** The language of every text below: each language's calculator is built from its own content module. */
  locale: Locale;
  /** The country in English: what the advisor form's destination field receives (staff read and filter it). */
  country: string;
  /** The country and programme in the calculator's language, for headings, the share text and the advisor summary. */
  countryName: string;
  programme: string;
  /** The words every calculator shares, in this calculator's language. */
  words: CalculatorWords;
  /** One or two sentences under the page's heading. */
  intro: string;
  groups: readonly QuestionGroup[];
  score(values: Values): Result;
  /** The (at most three) single changes that add the most, best first. */
  improvements(values: Values): Improvement[];
  /** The rules beyond points the tool does not check, in plain words (shown with every result). */
  notChecked: readonly string[];
  /** Which enquiry takes the hand-off: the migration form, or the work-abroad one where the tool is about a job. */
  advisor: 'migration-services' | 'work-abroad';
  draws?: DrawTable;
  /** The most the tool can give when its caps make that less than the sum of the factors' maxima (Canada: 1,200). */
  maxTotal?: number;
};
