/**
 * The shapes every points calculator shares (issue 31: Canada, Australia, New Zealand, UK). Plain
 * TypeScript with no React, so the tool page and the intake server score with the same code.
 */

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
