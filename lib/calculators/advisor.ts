/**
 * "Ask an advisor about this result": the tool page carries the real enquiry form of the service that fits
 * (migration, or work abroad for a job-led visa), and these are the fields the result fills in: the
 * destination, the visa type where the form asks for one, and the summary in the form's existing free-text
 * field. The wire contract is untouched: the summary is the description (or career objectives) the visitor
 * sends, and can still edit.
 */
import type { Calculator } from './types';

export type AdvisorForm = {
  /** The free-text field the summary goes in. */
  summary: string;
  /** The field naming the destination country. */
  country: string;
  /** Other controls set once, by name and value (the migration form's visa type: 2 = Skilled Work). */
  fixed: Readonly<Record<string, string>>;
};

export const ADVISOR_FORMS: Record<Calculator['advisor'], AdvisorForm> = {
  'migration-services': { summary: 'description', country: 'targetCountry', fixed: { visaType: '2' } },
  'work-abroad': { summary: 'objectives', country: 'destinations', fixed: {} },
};

/** The enquiry form's id on a tool page (its drafts are kept apart from the service page's). */
export function advisorFormId(calculator: Pick<Calculator, 'slug'>): string {
  return `advisor-${calculator.slug}`;
}
