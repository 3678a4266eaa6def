/**
 * The keys a module keeps from its English beyond FixedKey (lib/i18n/translation.ts): its translations'
 * type and content/text.ts's check read the same list.
 */
import type { FixedKey } from '@/lib/i18n/translation';

/** content/site: the company's legal identity, contact numbers, postal addresses and opening days. */
export const SITE_FIXED = ['legalName', 'cin', 'recruitingAgent', 'email', 'phone', 'phoneHref', 'whatsappDigits', 'registeredOffice', 'address', 'region', 'days', 'schedulingUrl'] as const;
export type SiteFixed = FixedKey | (typeof SITE_FIXED)[number];

/** content/trust: the days sources were read, where, the helpline's number and the official address. */
export const TRUST_FIXED = ['readOn', 'readIn', 'TRUST_READ_ON', 'display', 'pgeEmail'] as const;
export type TrustFixed = FixedKey | (typeof TRUST_FIXED)[number];

/**
 * content/calculators/*: a question's kind, its initial answer and the answers a group depends on (`when.is`)
 * are the form's wire values, read by the scoring code; a result line's factor id is the tests' handle.
 */
export const CALCULATOR_FIXED = ['kind', 'initial', 'is', 'factorId'] as const;
export type CalculatorFixed = FixedKey | (typeof CALCULATOR_FIXED)[number];
