import { formWords, type FormWords } from '@/content/forms/words';
import { fill } from '@/lib/i18n/format';
import * as z from 'zod/mini';
import { contactFormFields } from '@/content/forms/contact-form';
import { serviceForms } from '@/content/forms/service-forms';
import type { InquiryFormField } from '@/content/types';
import { SERVICE_ENQUIRY_KIND, type EnquiryKind } from './kinds';
import { plainLabel } from './labels';
import { BIDI_CONTROLS, CONTROL_CHARACTERS, EMAIL_PATTERN, LINE_BREAK_OR_TAB, MAX_LONG_TEXT, MAX_RESUME_BYTES, MAX_SHORT_TEXT, PDF_DATA_URL_PREFIX, phoneIsValid } from './limits';

/*
 * The enquiry contract in one place. Each form's definition (content/forms) is the single source:
 * the form-values schema, the payload schema and the mapper are all derived from it plus one table
 * that names each payload key's source. Payload keys are the backend's, spelling mistakes included
 * (pref_conatct_method, country_of_intrest, property_loaction_india, ...): a live backend reads them.
 */

type Source = { field: string; nullIfEmpty?: true } | { constant: '' } | { consent: true };

const from = (field: string): Source => ({ field });
/** The form has no such field but the payload carries the key. */
const EMPTY: Source = { constant: '' };

function common(hearAboutUs: Source): Record<string, Source> {
  return {
    phone: from('phone'),
    email: from('email'),
    hear_about_us: hearAboutUs,
    pref_conatct_method: from('contactMethod'),
    consent_to_privacy_policy: { consent: true },
  };
}

/** Payload key -> where its value comes from, per endpoint (spec section 3, "Enquiry payloads"). */
export const PAYLOAD_SOURCES: Record<EnquiryKind, Record<string, Source>> = {
  import_export: {
    name: from('fullName'),
    company_name: from('companyName'),
    country_of_interest: from('country'),
    imp_exp_req: from('requirements'),
    description: from('description'),
    ...common(from('hearAboutUs')),
  },
  migration: {
    name: from('fullName'),
    company_name: EMPTY,
    current_country_of_residence: from('currentCountry'),
    timeline_for_migrations: from('timeline'),
    target_countries: from('targetCountry'),
    type_of_visa: from('visaType'),
    description: from('description'),
    ...common(EMPTY),
  },
  residency_invest: {
    name: from('fullName'),
    current_citizenship: from('citizenship'),
    family_members_to_include: from('familyMembers'),
    timeline_expectations: from('timeline'),
    countries_of_interest: from('countriesOfInterest'),
    invest_budget_range: from('budget'),
    invest_pref: from('investmentPreference'),
    ...common(EMPTY),
  },
  business_buy_sale: {
    name: from('fullName'),
    company_name: { field: 'companyName', nullIfEmpty: true },
    industry_sector: from('industry'),
    business_size: from('sizeOrBudget'),
    timeline_for_transaction: from('timeline'),
    description: from('description'),
    target_countries: from('targetCountries'),
    interest: from('interest'),
    ...common(EMPTY),
  },
  real_estate: {
    name: from('fullName'),
    country_of_intrest: from('location'),
    budget_range: from('budget'),
    timeline: from('timeline'),
    property_Requirements: from('requirements'),
    investment_purpose: from('purpose'),
    service_req: from('serviceRequired'),
    property_type: from('propertyType'),
    ...common(EMPTY),
  },
  consulting_management: {
    name: from('fullName'),
    company_name: from('companyName'),
    position_title: from('position'),
    industry_sector: from('industry'),
    primary_business_challenge: from('challenge'),
    project_timeline: from('timeline'),
    description: from('description'),
    company_size: from('companySize'),
    consulting_area: from('consultingArea'),
    ...common(from('hearAboutUs')),
  },
  relocation_support: {
    name: from('fullName'),
    country_of_resd: from('currentCountry'),
    target_city_india: from('targetCity'),
    relocation_timeline: from('timeline'),
    children_ages: from('childrenAges'),
    housing_requirements: from('housingRequirements'),
    staff_requirements: from('staffRequirements'),
    special_considerations: from('specialConsiderations'),
    school_requirements: from('schoolRequirements'),
    ...common(EMPTY),
  },
  work_abroad: {
    name: from('fullName'),
    current_prof_industry: from('profession'),
    years_of_exp: from('experience'),
    current_location: from('location'),
    educational_qualification: from('education'),
    language_prof: from('languages'),
    pref_destinations: from('destinations'),
    career_objectives: from('objectives'),
    resume_base64: from('resume'),
    timeline_for_reloaction: from('timeline'),
    ...common(EMPTY),
  },
  property_management: {
    name: from('fullName'),
    country_of_resd: from('currentCountry'),
    property_loaction_india: from('propertyLocation'),
    property_type: from('propertyType'),
    current_property_status: from('propertyStatus'),
    service_required: from('servicesRequired'),
    property_concerns: from('concerns'),
    management_timeline: from('timeline'),
    no_of_proprties: from('numberOfProperties'),
    ...common(EMPTY),
  },
  medical_support: {
    name: from('fullName'),
    country_of_resd: from('currentCountry'),
    medical_condition_req: from('medicalCondition'),
    treatment_timeline: from('treatmentTimeline'),
    pref_destination: from('preferredDestination'),
    insurance_coverage_status: from('insuranceStatus'),
    mobility_assistance_req: from('mobilityAssistance'),
    budget_range: from('budgetRange'),
    previous_international_treatment_exp: from('previousExperience'),
    spcl_medical_req: from('specialRequirements'),
    ...common(EMPTY),
  },
  contact: {
    name: from('fullName'),
    phone: from('phone'),
    email: from('email'),
    subject: from('subject'),
    service_of_intrest: from('service'),
    message: from('message'),
    hear_about_us: from('hearAboutUs'),
    pref_conatct_method: from('contactMethod'),
    consent_to_privacy_policy: { consent: true },
  },
};

export const FORM_FIELDS: Record<EnquiryKind, readonly InquiryFormField[]> = {
  ...(Object.fromEntries(Object.entries(SERVICE_ENQUIRY_KIND).map(([id, kind]) => [kind, serviceForms[id as keyof typeof serviceForms]])) as Record<
    Exclude<EnquiryKind, 'contact'>,
    readonly InquiryFormField[]
  >),
  contact: contactFormFields,
};

// ---------------------------------------------------------------------------------------------
// Shared field rules

// plainLabel lives in ./labels (no zod) so the pre-rendered form can use it; re-exported for existing importers.
export { plainLabel };

const WHOLE_NUMBER = /^\d{1,6}$/;
/** base64 of '%PDF-' is 'JVBERi0': a payload's resume must start like a PDF. */
const PDF_BASE64_MAGIC = 'JVBERi0';
const MAX_RESUME_DATA_URL = PDF_DATA_URL_PREFIX.length + Math.ceil(MAX_RESUME_BYTES / 3) * 4;

/** Bytes encoded by a base64 data URL (the text length alone cannot tell 2,097,152 from 2,097,153). */
export function dataUrlByteLength(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function maxFor(field: InquiryFormField): number {
  return field.type === 'textarea' ? MAX_LONG_TEXT : MAX_SHORT_TEXT;
}

function optionValues(field: InquiryFormField): number[] {
  return (field.options ?? []).map((o) => o.value);
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/**
 * Typed text as it is stored: trimmed (so whitespace alone is empty), Windows line breaks made \n in
 * long text (a native post sends CRLF), NFC; then control characters (newline and tab allowed in long
 * text only) and bidirectional overrides/isolates, which can disguise a file name, are refused.
 */
function textChecks(long: boolean, errors: { control: string; bidi: string }) {
  return [
    z.overwrite<string>((v) => (long ? v.replace(/\r\n?/g, '\n') : v).trim().normalize('NFC')),
    z.refine<string>((v) => !CONTROL_CHARACTERS.test(v) && (long || !LINE_BREAK_OR_TAB.test(v)), { error: errors.control }),
    z.refine<string>((v) => !BIDI_CONTROLS.test(v), { error: errors.bidi }),
  ];
}

function formTextChecks(field: InquiryFormField, checks: FormChecks) {
  const label = plainLabel(field);
  return textChecks(field.type === 'textarea', { control: fill(checks.control, { label }), bidi: fill(checks.bidi, { label }) });
}

function payloadTextChecks(long: boolean) {
  return textChecks(long, {
    control: long ? 'must not contain control characters other than newline and tab' : 'must not contain control characters, line breaks or tabs',
    bidi: 'must not contain bidirectional override or isolate characters (U+202A-U+202E, U+2066-U+2069)',
  });
}

// ---------------------------------------------------------------------------------------------
// Form values (what the inputs hold: strings, string arrays for multi-selects, a boolean consent)

type FormChecks = FormWords['checks'];
type FormMessages = FormWords['messages'];

function formFieldSchema(field: InquiryFormField, checks: FormChecks, messages: FormMessages): z.ZodMiniType {
  const label = plainLabel(field);
  const say = (template: string, values: Record<string, string> = {}) => fill(template, { label, ...values });
  const required = (message: string) => (field.required ? [z.minLength(1, { error: message })] : []);
  const whenFilled = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);

  switch (field.type) {
    case 'select': {
      const allowed = optionValues(field).map(String);
      const choose = say(checks.choose);
      if (field.multiple) {
        return z.array(z.string()).check(
          ...required(say(checks.chooseAtLeastOne)),
          z.maxLength(allowed.length, { error: say(checks.chooseAtMost, { count: String(allowed.length) }) }),
          z.refine(unique, { error: say(checks.chooseOnce) }),
          z.refine((vs) => vs.every((v) => allowed.includes(v)), { error: choose }),
        );
      }
      return z.string().check(...required(choose), z.refine(whenFilled((v) => allowed.includes(v)), { error: choose }));
    }
    case 'file':
      return z.string().check(
        ...required(say(checks.uploadPdf, { document: label.replace(/\s*\(.*\)$/, '').toLowerCase() })),
        z.refine(whenFilled((v) => v.startsWith(PDF_DATA_URL_PREFIX)), { error: messages.invalidPdf }),
      );
    case 'email':
      return z.string().check(
        ...formTextChecks(field, checks),
        ...required(say(checks.missing)),
        z.refine(whenFilled((v) => EMAIL_PATTERN.test(v)), { error: checks.email }),
        z.maxLength(MAX_SHORT_TEXT, { error: say(checks.tooLong, { max: String(MAX_SHORT_TEXT) }) }),
      );
    case 'tel':
      return z.string().check(...formTextChecks(field, checks), ...required(say(checks.missing)), z.refine(whenFilled(phoneIsValid), { error: checks.phone }));
    case 'number':
      return z.string().check(...formTextChecks(field, checks), ...required(say(checks.missing)), z.refine(whenFilled((v) => WHOLE_NUMBER.test(v)), { error: checks.wholeNumber }));
    default:
      return z.string().check(...formTextChecks(field, checks), ...required(say(checks.missing)), z.maxLength(maxFor(field), { error: say(checks.tooLong, { max: String(maxFor(field)) }) }));
  }
}

export type FormValues = Record<string, string | string[] | boolean>;

/**
 * The zod schema of a form's values, derived from its definition, plus consent and the honeypot; its
 * messages in the form's language (English unless given: the server's native posts, the English pages).
 */
export function formSchema(fields: readonly InquiryFormField[], words: Pick<FormWords, 'checks' | 'messages'> = formWords) {
  const shape: Record<string, z.ZodMiniType> = Object.fromEntries(fields.map((f) => [f.name, formFieldSchema(f, words.checks, words.messages)]));
  shape.consent = z.boolean().check(z.refine((v) => v === true, { error: words.messages.consent }));
  shape.website = z.optional(z.string());
  return z.object(shape);
}

/** Empty starting values for a form: '' for inputs, [] for multi-selects, consent unchecked. */
export function emptyValues(fields: readonly InquiryFormField[]): FormValues {
  const values: FormValues = Object.fromEntries(fields.map((f) => [f.name, f.multiple ? [] : '']));
  values.consent = false;
  values.website = '';
  return values;
}

// ---------------------------------------------------------------------------------------------
// Payloads (what goes on the wire)

function payloadFieldSchema(field: InquiryFormField, nullIfEmpty: boolean): z.ZodMiniType {
  const max = maxFor(field);
  const nonEmpty = field.required ? [z.minLength(1)] : [];
  switch (field.type) {
    case 'select': {
      const code = z.int().check(z.refine((v) => optionValues(field).includes(v), { error: `must be one of ${optionValues(field).join(', ')}` }));
      if (field.multiple) {
        const count = optionValues(field).length;
        return z.array(code).check(...(field.required ? [z.minLength(1)] : []), z.maxLength(count), z.refine(unique, { error: 'must not repeat a code' }));
      }
      return field.required ? code : z.nullable(code);
    }
    case 'file':
      return z.string().check(
        z.refine((v) => v.startsWith(PDF_DATA_URL_PREFIX + PDF_BASE64_MAGIC), { error: 'must be a data URL of a PDF (data:application/pdf;base64,...)' }),
        z.maxLength(MAX_RESUME_DATA_URL, { error: 'must not exceed 2 MB' }),
        z.refine((v) => dataUrlByteLength(v) <= MAX_RESUME_BYTES, { error: 'must not exceed 2 MB (2,097,152 bytes)' }),
      );
    case 'number':
      return z.string().check(...payloadTextChecks(false), ...nonEmpty, z.refine((v) => v === '' || WHOLE_NUMBER.test(v), { error: 'must be a whole number written in digits' }));
    case 'email':
      return z.string().check(...payloadTextChecks(false), z.refine((v) => EMAIL_PATTERN.test(v), { error: 'must be an email address' }), z.maxLength(MAX_SHORT_TEXT));
    case 'tel':
      return z.string().check(...payloadTextChecks(false), z.refine(phoneIsValid, { error: 'must be a phone number' }));
    default: {
      const text = z.string().check(...payloadTextChecks(field.type === 'textarea'), ...(nullIfEmpty ? [z.minLength(1)] : nonEmpty), z.maxLength(max));
      return nullIfEmpty ? z.nullable(text) : text;
    }
  }
}

function fieldNamed(kind: EnquiryKind, name: string): InquiryFormField {
  const field = FORM_FIELDS[kind].find((f) => f.name === name);
  if (!field) throw new Error(`Enquiry contract: ${kind} maps from unknown field "${name}"`);
  return field;
}

function buildPayloadSchema(kind: EnquiryKind) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, source] of Object.entries(PAYLOAD_SOURCES[kind])) {
    if ('consent' in source) shape[key] = z.literal(true);
    else if ('constant' in source) shape[key] = z.string().check(...payloadTextChecks(false), z.maxLength(MAX_SHORT_TEXT));
    else shape[key] = payloadFieldSchema(fieldNamed(kind, source.field), source.nullIfEmpty === true);
  }
  // Strict: an unknown key is an error, on the client and in the intake API alike.
  return z.strictObject(shape);
}

export type EnquiryPayload = Record<string, unknown>;

/** The zod schema of each endpoint's JSON body. */
export const payloadSchemas = Object.fromEntries(
  (Object.keys(PAYLOAD_SOURCES) as EnquiryKind[]).map((kind) => [kind, buildPayloadSchema(kind)]),
) as Record<EnquiryKind, ReturnType<typeof buildPayloadSchema>>;

/** Form values -> the exact wire payload: trimmed strings, integer codes, `null` where the spec says so. */
export function toPayload(kind: EnquiryKind, values: FormValues): EnquiryPayload {
  const payload: EnquiryPayload = {};
  for (const [key, source] of Object.entries(PAYLOAD_SOURCES[kind])) {
    if ('consent' in source) {
      payload[key] = true;
      continue;
    }
    if ('constant' in source) {
      payload[key] = source.constant;
      continue;
    }
    const field = fieldNamed(kind, source.field);
    const raw = values[source.field];
    if (field.type === 'select' && field.multiple) {
      payload[key] = (Array.isArray(raw) ? raw : []).map(Number);
    } else if (field.type === 'select') {
      payload[key] = typeof raw === 'string' && raw !== '' ? Number.parseInt(raw, 10) : null;
    } else {
      const text = typeof raw === 'string' ? raw.trim() : '';
      payload[key] = source.nullIfEmpty && text === '' ? null : text;
    }
  }
  return payload;
}
