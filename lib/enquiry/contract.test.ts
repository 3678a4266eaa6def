import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_FIELDS, formSchema, payloadSchemas, toPayload, type FormValues } from '@/lib/enquiry/contract';
import { ENQUIRY_KINDS, endpointPath, type EnquiryKind } from '@/lib/enquiry/kinds';
import { sampleValues } from '@/lib/enquiry/sample-values';
import type { InquiryFormField } from '@/content/types';

/*
 * The tables below are written from the spec (site-spec.md sections 3, 5 and 7), not read from the
 * code, so a drift in either the code or the golden fixtures shows up here.
 */

function fixture(kind: EnquiryKind): Record<string, unknown> {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', `${kind}.json`), 'utf8')) as Record<string, unknown>;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

// The spec's keys, misspellings included (pref_conatct_method, country_of_intrest, ...).
const COMMON_KEYS = ['consent_to_privacy_policy', 'phone', 'email', 'hear_about_us', 'pref_conatct_method'];

const SPEC_PAYLOAD_KEYS: Record<EnquiryKind, string[]> = {
  import_export: ['name', 'company_name', 'country_of_interest', 'imp_exp_req', 'description', ...COMMON_KEYS],
  migration: ['name', 'company_name', 'current_country_of_residence', 'timeline_for_migrations', 'target_countries', 'type_of_visa', 'description', ...COMMON_KEYS],
  residency_invest: ['name', 'current_citizenship', 'family_members_to_include', 'timeline_expectations', 'countries_of_interest', 'invest_budget_range', 'invest_pref', ...COMMON_KEYS],
  business_buy_sale: ['name', 'company_name', 'industry_sector', 'business_size', 'timeline_for_transaction', 'description', 'target_countries', 'interest', ...COMMON_KEYS],
  real_estate: ['name', 'country_of_intrest', 'budget_range', 'timeline', 'property_Requirements', 'investment_purpose', 'service_req', 'property_type', ...COMMON_KEYS],
  consulting_management: ['name', 'company_name', 'position_title', 'industry_sector', 'primary_business_challenge', 'project_timeline', 'description', 'company_size', 'consulting_area', ...COMMON_KEYS],
  relocation_support: ['name', 'country_of_resd', 'target_city_india', 'relocation_timeline', 'children_ages', 'housing_requirements', 'staff_requirements', 'special_considerations', 'school_requirements', ...COMMON_KEYS],
  work_abroad: ['name', 'current_prof_industry', 'years_of_exp', 'current_location', 'educational_qualification', 'language_prof', 'pref_destinations', 'career_objectives', 'resume_base64', 'timeline_for_reloaction', ...COMMON_KEYS],
  property_management: ['name', 'country_of_resd', 'property_loaction_india', 'property_type', 'current_property_status', 'service_required', 'property_concerns', 'management_timeline', 'no_of_proprties', ...COMMON_KEYS],
  medical_support: ['name', 'country_of_resd', 'medical_condition_req', 'treatment_timeline', 'pref_destination', 'insurance_coverage_status', 'mobility_assistance_req', 'budget_range', 'previous_international_treatment_exp', 'spcl_medical_req', ...COMMON_KEYS],
  contact: ['name', 'phone', 'email', 'subject', 'service_of_intrest', 'message', 'hear_about_us', 'pref_conatct_method', 'consent_to_privacy_policy'],
};

/** Integer-coded keys per endpoint, with the spec's valid codes (numbered from 1 unless stated). */
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const CONTACT_METHOD_CODES = range(3);
const SPEC_INT_CODES: Record<EnquiryKind, Record<string, number[]>> = {
  import_export: { imp_exp_req: range(4), pref_conatct_method: CONTACT_METHOD_CODES },
  migration: { type_of_visa: range(6), pref_conatct_method: CONTACT_METHOD_CODES },
  residency_invest: { invest_budget_range: range(5), invest_pref: range(4), pref_conatct_method: CONTACT_METHOD_CODES },
  business_buy_sale: { interest: range(2), pref_conatct_method: CONTACT_METHOD_CODES },
  real_estate: { service_req: range(5), property_type: range(6), pref_conatct_method: CONTACT_METHOD_CODES },
  consulting_management: { company_size: range(5), consulting_area: range(6), pref_conatct_method: CONTACT_METHOD_CODES },
  relocation_support: { pref_conatct_method: CONTACT_METHOD_CODES },
  work_abroad: { pref_conatct_method: CONTACT_METHOD_CODES },
  property_management: { pref_conatct_method: CONTACT_METHOD_CODES },
  medical_support: { mobility_assistance_req: [0, 1], pref_conatct_method: CONTACT_METHOD_CODES },
  contact: { service_of_intrest: range(9), pref_conatct_method: CONTACT_METHOD_CODES },
};

/** Keys that are neither text nor an integer code. */
const NON_TEXT_KEYS = new Set(['consent_to_privacy_policy', 'service_required']);

describe('toPayload and the golden fixtures', () => {
  it('covers the eleven endpoints', () => {
    expect(sorted(ENQUIRY_KINDS)).toEqual(sorted(Object.keys(SPEC_PAYLOAD_KEYS)));
  });

  describe.each(ENQUIRY_KINDS)('%s', (kind) => {
    const golden = fixture(kind);
    const payload = toPayload(kind, sampleValues[kind]);

    it('maps the sample values to exactly the golden fixture', () => {
      expect(payload).toEqual(golden);
    });

    it('produces exactly the fixture key set', () => {
      expect(sorted(Object.keys(payload))).toEqual(sorted(Object.keys(golden)));
    });

    it('gives every key the fixture value type', () => {
      const types = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeOf(v)]));
      expect(types(payload)).toEqual(types(golden));
    });

    it("has the spec's key list in the fixture, misspellings included", () => {
      expect(sorted(Object.keys(golden))).toEqual(sorted(SPEC_PAYLOAD_KEYS[kind]));
    });

    it('sends consent_to_privacy_policy as true', () => {
      expect(golden.consent_to_privacy_policy).toBe(true);
      expect(payload.consent_to_privacy_policy).toBe(true);
    });

    it('sends every integer code as a whole number within its spec range', () => {
      for (const [key, codes] of Object.entries(SPEC_INT_CODES[kind])) {
        expect([key, Number.isInteger(golden[key])]).toEqual([key, true]);
        expect(codes).toContain(golden[key]);
      }
    });

    it('sends every other field as text', () => {
      const intKeys = new Set(Object.keys(SPEC_INT_CODES[kind]));
      for (const key of SPEC_PAYLOAD_KEYS[kind]) {
        if (intKeys.has(key) || NON_TEXT_KEYS.has(key)) continue;
        if (kind === 'business_buy_sale' && key === 'company_name') continue;
        expect([key, typeof golden[key]]).toEqual([key, 'string']);
      }
    });
  });

  it('leaves description out of the residency payload', () => {
    expect(fixture('residency_invest')).not.toHaveProperty('description');
    expect(toPayload('residency_invest', sampleValues.residency_invest)).not.toHaveProperty('description');
  });

  it('sends business company_name as null when the field is empty', () => {
    expect(toPayload('business_buy_sale', { ...sampleValues.business_buy_sale, companyName: '' }).company_name).toBeNull();
    expect(toPayload('business_buy_sale', { ...sampleValues.business_buy_sale, companyName: '   ' }).company_name).toBeNull();
  });

  it('sends business company_name as the trimmed text when the field is filled', () => {
    expect(toPayload('business_buy_sale', { ...sampleValues.business_buy_sale, companyName: ' Acme Foods Ltd ' }).company_name).toBe('Acme Foods Ltd');
  });

  it("maps medical mobility 'No' to 0 and 'Yes' to 1", () => {
    expect(toPayload('medical_support', { ...sampleValues.medical_support, mobilityAssistance: '0' }).mobility_assistance_req).toBe(0);
    expect(toPayload('medical_support', { ...sampleValues.medical_support, mobilityAssistance: '1' }).mobility_assistance_req).toBe(1);
  });

  it('sends property management service_required as an array of integers', () => {
    const golden = fixture('property_management');
    expect(Array.isArray(golden.service_required)).toBe(true);
    const codes = golden.service_required as unknown[];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(Number.isInteger(code)).toBe(true);
      expect(range(8)).toContain(code);
    }
  });

  it('sends the resume as a PDF data URL', () => {
    const resume = fixture('work_abroad').resume_base64;
    expect(typeof resume).toBe('string');
    expect((resume as string).startsWith('data:application/pdf;base64,')).toBe(true);
  });

  it('trims the text a visitor typed', () => {
    const payload = toPayload('migration', { ...sampleValues.migration, fullName: '  Asha Patel  ', currentCountry: ' India\n' });
    expect(payload.name).toBe('Asha Patel');
    expect(payload.current_country_of_residence).toBe('India');
  });
});

// ---------------------------------------------------------------------------------------------

function issuesOf(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  return result.error?.issues ?? [];
}

function expectRejected(kind: EnquiryKind, payload: Record<string, unknown>, key: string) {
  const result = payloadSchemas[kind].safeParse(payload);
  expect(result.success).toBe(false);
  expect(issuesOf(result).map((i) => i.path[0])).toContain(key);
}

describe('payloadSchemas', () => {
  describe.each(ENQUIRY_KINDS)('%s', (kind) => {
    const golden = fixture(kind);

    it('accepts the golden fixture', () => {
      const result = payloadSchemas[kind].safeParse(golden);
      expect(issuesOf(result)).toEqual([]);
      expect(result.success).toBe(true);
    });

    it.each(SPEC_PAYLOAD_KEYS[kind])('rejects the payload without %s', (key) => {
      const payload = { ...golden };
      delete payload[key];
      expectRejected(kind, payload, key);
    });

    it('rejects an extra key', () => {
      const result = payloadSchemas[kind].safeParse({ ...golden, extra_field: 'x' });
      expect(result.success).toBe(false);
    });

    it.each(Object.keys(SPEC_INT_CODES[kind]))('rejects %s sent as a string', (key) => {
      expectRejected(kind, { ...golden, [key]: String(golden[key]) }, key);
    });

    it.each(Object.keys(SPEC_INT_CODES[kind]))('rejects %s sent as a fraction', (key) => {
      expectRejected(kind, { ...golden, [key]: 1.5 }, key);
    });

    it.each(Object.entries(SPEC_INT_CODES[kind]))('rejects %s outside the spec codes', (key, codes) => {
      const above = Math.max(...codes) + 1;
      const below = Math.min(...codes) - 1;
      expectRejected(kind, { ...golden, [key]: above }, key);
      expectRejected(kind, { ...golden, [key]: below }, key);
    });

    it.each(Object.entries(SPEC_INT_CODES[kind]))('accepts every spec code of %s', (key, codes) => {
      for (const code of codes) expect(payloadSchemas[kind].safeParse({ ...golden, [key]: code }).success).toBe(true);
    });

    it('rejects consent false', () => {
      expectRejected(kind, { ...golden, consent_to_privacy_policy: false }, 'consent_to_privacy_policy');
    });

    it('rejects an email that is not an address', () => {
      expectRejected(kind, { ...golden, email: 'asha.patel' }, 'email');
    });

    it('rejects a two-digit phone', () => {
      expectRejected(kind, { ...golden, phone: '12' }, 'phone');
    });

    it('rejects an empty name', () => {
      expectRejected(kind, { ...golden, name: '' }, 'name');
    });
  });

  it('rejects pref_conatct_method 4, service_of_intrest 10 and mobility_assistance_req 2', () => {
    expectRejected('contact', { ...fixture('contact'), pref_conatct_method: 4 }, 'pref_conatct_method');
    expectRejected('contact', { ...fixture('contact'), service_of_intrest: 10 }, 'service_of_intrest');
    expectRejected('medical_support', { ...fixture('medical_support'), mobility_assistance_req: 2 }, 'mobility_assistance_req');
  });

  it('rejects a resume that is a PNG data URL', () => {
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    expectRejected('work_abroad', { ...fixture('work_abroad'), resume_base64: png }, 'resume_base64');
  });

  it('rejects a PDF data URL whose bytes are not a PDF', () => {
    const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64');
    expectRejected('work_abroad', { ...fixture('work_abroad'), resume_base64: `data:application/pdf;base64,${pngBytes}` }, 'resume_base64');
  });

  const pdfOfBytes = (size: number) => `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]).toString('base64')}`;

  it('accepts a resume of exactly 2,097,152 bytes', () => {
    expect(payloadSchemas.work_abroad.safeParse({ ...fixture('work_abroad'), resume_base64: pdfOfBytes(2_097_152) }).success).toBe(true);
  });

  it('rejects a resume of 3 MB', () => {
    expectRejected('work_abroad', { ...fixture('work_abroad'), resume_base64: pdfOfBytes(3 * 1024 * 1024) }, 'resume_base64');
  });

  it('rejects a resume of 2,097,153 bytes, one byte over 2 MB', () => {
    expectRejected('work_abroad', { ...fixture('work_abroad'), resume_base64: pdfOfBytes(2_097_153) }, 'resume_base64');
  });

  it('rejects a property management service_required that is empty, holds a string or an unknown code', () => {
    const golden = fixture('property_management');
    expectRejected('property_management', { ...golden, service_required: [] }, 'service_required');
    expectRejected('property_management', { ...golden, service_required: ['3'] }, 'service_required');
    expectRejected('property_management', { ...golden, service_required: [9] }, 'service_required');
    expectRejected('property_management', { ...golden, service_required: 3 }, 'service_required');
  });

  it.each([
    ['residency_invest', 'family_members_to_include'],
    ['work_abroad', 'years_of_exp'],
    ['property_management', 'no_of_proprties'],
  ] as const)('rejects %s %s holding anything but digits', (kind, key) => {
    for (const bad of ['three', '2.5', '-1', '']) expectRejected(kind, { ...fixture(kind), [key]: bad }, key);
  });

  it('rejects a service_required that repeats a code or holds more codes than the 8 options', () => {
    const pm = fixture('property_management');
    expectRejected('property_management', { ...pm, service_required: [3, 3] }, 'service_required');
    expectRejected('property_management', { ...pm, service_required: [1, 2, 3, 4, 5, 6, 7, 8, 1] }, 'service_required');
    expect(payloadSchemas.property_management.safeParse({ ...pm, service_required: [1, 2, 3, 4, 5, 6, 7, 8] }).success).toBe(true);
  });

  it('trims text before the required check and stores it in NFC', () => {
    const contact = fixture('contact');
    expectRejected('contact', { ...contact, name: '   ' }, 'name');
    const parsed = payloadSchemas.contact.safeParse({ ...contact, name: '  Jose\u0301  ', message: 'a\r\nb' });
    expect(parsed.success && parsed.data).toMatchObject({ name: 'Jos\u00e9', message: 'a\nb' });
  });

  it.each([
    ['name', 'Asha\u0000'],
    ['name', 'Asha\u009b'],
    ['subject', 'invoice \u202egpj.exe'],
    ['message', 'x\u2066y'],
    ['message', 'bell\u0007'],
    ['hear_about_us', 'tab\there'],
  ])('rejects %s holding a control or bidirectional character (%j)', (key, value) => {
    expectRejected('contact', { ...fixture('contact'), [key]: value }, key);
  });

  it('accepts business company_name null and rejects it as an empty string', () => {
    const golden = fixture('business_buy_sale');
    expect(payloadSchemas.business_buy_sale.safeParse({ ...golden, company_name: null }).success).toBe(true);
    expect(payloadSchemas.business_buy_sale.safeParse({ ...golden, company_name: 'Acme Foods Ltd' }).success).toBe(true);
    expectRejected('business_buy_sale', { ...golden, company_name: '' }, 'company_name');
  });

  it('accepts an import/export payload without a contact method (null), the one optional contact method', () => {
    expect(payloadSchemas.import_export.safeParse({ ...fixture('import_export'), pref_conatct_method: null }).success).toBe(true);
    expectRejected('migration', { ...fixture('migration'), pref_conatct_method: null }, 'pref_conatct_method');
    expectRejected('contact', { ...fixture('contact'), pref_conatct_method: null }, 'pref_conatct_method');
  });
});

// ---------------------------------------------------------------------------------------------

/** Form field names per spec section 3 (common fields first), with the optional ones apart. */
const COMMON_FIELDS = ['fullName', 'email', 'phone', 'contactMethod'];
const SPEC_FORM_FIELDS: Record<EnquiryKind, { fields: string[]; optional: string[] }> = {
  import_export: { fields: [...COMMON_FIELDS, 'companyName', 'country', 'requirements', 'description', 'hearAboutUs'], optional: ['contactMethod', 'hearAboutUs'] },
  migration: { fields: [...COMMON_FIELDS, 'currentCountry', 'targetCountry', 'visaType', 'timeline', 'description'], optional: [] },
  residency_invest: { fields: [...COMMON_FIELDS, 'citizenship', 'countriesOfInterest', 'budget', 'investmentPreference', 'timeline', 'familyMembers'], optional: [] },
  business_buy_sale: { fields: [...COMMON_FIELDS, 'companyName', 'interest', 'industry', 'targetCountries', 'sizeOrBudget', 'timeline', 'description'], optional: ['companyName'] },
  real_estate: { fields: [...COMMON_FIELDS, 'serviceRequired', 'propertyType', 'location', 'budget', 'requirements', 'timeline', 'purpose'], optional: [] },
  consulting_management: {
    fields: [...COMMON_FIELDS, 'companyName', 'position', 'industry', 'companySize', 'consultingArea', 'challenge', 'timeline', 'description', 'hearAboutUs'],
    optional: ['hearAboutUs'],
  },
  relocation_support: {
    fields: [...COMMON_FIELDS, 'currentCountry', 'targetCity', 'timeline', 'childrenAges', 'housingRequirements', 'schoolRequirements', 'staffRequirements', 'specialConsiderations'],
    optional: ['childrenAges', 'schoolRequirements', 'staffRequirements', 'specialConsiderations'],
  },
  work_abroad: {
    fields: [...COMMON_FIELDS, 'profession', 'experience', 'location', 'destinations', 'education', 'languages', 'objectives', 'timeline', 'resume'],
    optional: ['destinations'],
  },
  property_management: {
    fields: [...COMMON_FIELDS, 'currentCountry', 'propertyLocation', 'propertyType', 'propertyStatus', 'numberOfProperties', 'servicesRequired', 'concerns', 'timeline'],
    optional: ['concerns'],
  },
  medical_support: {
    fields: [
      ...COMMON_FIELDS,
      'currentCountry',
      'medicalCondition',
      'treatmentTimeline',
      'budgetRange',
      'preferredDestination',
      'insuranceStatus',
      'previousExperience',
      'specialRequirements',
      'mobilityAssistance',
    ],
    optional: ['preferredDestination', 'insuranceStatus', 'previousExperience', 'specialRequirements'],
  },
  contact: { fields: ['fullName', 'email', 'phone', 'subject', 'service', 'message', 'hearAboutUs', 'contactMethod'], optional: ['hearAboutUs'] },
};

/** Optional fields the spec gives an asterisk label anyway. */
const ASTERISK_BUT_OPTIONAL: Partial<Record<EnquiryKind, string[]>> = {
  relocation_support: ['childrenAges', 'schoolRequirements', 'staffRequirements', 'specialConsiderations'],
  work_abroad: ['destinations'],
  property_management: ['concerns'],
};

type Opt = [label: string, value: number];
const CONTACT_METHOD_OPTIONS: Opt[] = [
  ['Email', 1],
  ['Phone', 2],
  ['WhatsApp', 3],
];
const SPEC_SELECTS: Record<EnquiryKind, Record<string, Opt[]>> = {
  import_export: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    requirements: [
      ['Raw Materials', 1],
      ['Finished Products', 2],
      ['Services', 3],
      ['Other', 4],
    ],
  },
  migration: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    visaType: [
      ['Education', 1],
      ['Skilled Work', 2],
      ['Business', 3],
      ['Family', 4],
      ['Investor', 5],
      ['Other', 6],
    ],
  },
  residency_invest: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    budget: [
      ['Under $100,000', 1],
      ['$100,000-$500,000', 2],
      ['$500,000-$1,000,000', 3],
      ['$1,000,000+', 4],
      ['Other', 5],
    ],
    investmentPreference: [
      ['Real Estate', 1],
      ['Government Bonds', 2],
      ['Business Investment', 3],
      ['Donation', 4],
    ],
  },
  business_buy_sale: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    interest: [
      ['Buying', 1],
      ['Selling', 2],
    ],
  },
  real_estate: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    serviceRequired: [
      ['Buy', 1],
      ['Sell', 2],
      ['Rent', 3],
      ['Lease', 4],
      ['Property Management', 5],
    ],
    propertyType: [
      ['Residential', 1],
      ['Commercial', 2],
      ['Industrial', 3],
      ['Agricultural', 4],
      ['Specialized', 5],
      ['Development Land', 6],
    ],
  },
  consulting_management: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    companySize: [
      ['1-10', 1],
      ['11-50', 2],
      ['51-200', 3],
      ['201-500', 4],
      ['501+', 5],
    ],
    consultingArea: [
      ['Strategy', 1],
      ['Operations', 2],
      ['Finance', 3],
      ['Market Entry', 4],
      ['Digital Transformation', 5],
      ['Other', 6],
    ],
  },
  relocation_support: { contactMethod: CONTACT_METHOD_OPTIONS },
  work_abroad: { contactMethod: CONTACT_METHOD_OPTIONS },
  property_management: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    servicesRequired: [
      ['Security', 1],
      ['Maintenance Coordination', 2],
      ['Tenant Sourcing', 3],
      ['Rental Collection', 4],
      ['Tenant Relationship Management', 5],
      ['Legal Compliance', 6],
      ['Financial Reporting', 7],
      ['Tax Representation', 8],
    ],
  },
  medical_support: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    mobilityAssistance: [
      ['Yes', 1],
      ['No', 0],
    ],
  },
  contact: {
    contactMethod: CONTACT_METHOD_OPTIONS,
    service: [
      ['Import/Export Services', 1],
      ['Migration Services', 2],
      ['Residency by Investment', 3],
      ['Business Buy/Sell', 4],
      ['Real Estate Assistance', 5],
      ['Consulting Services', 6],
      ['Work Abroad', 7],
      ['Property Management', 8],
      ['Relocation Support', 9],
    ],
  },
};

const SPEC_NUMBER_FIELDS: Partial<Record<EnquiryKind, string[]>> = {
  residency_invest: ['familyMembers'],
  work_abroad: ['experience'],
  property_management: ['numberOfProperties'],
};

const SERVICE_KINDS = ENQUIRY_KINDS.filter((k) => k !== 'contact');

function fieldOf(kind: EnquiryKind, name: string): InquiryFormField {
  const field = FORM_FIELDS[kind].find((f) => f.name === name);
  if (!field) throw new Error(`${kind} has no field ${name}`);
  return field;
}

describe('form definitions', () => {
  describe.each(ENQUIRY_KINDS)('%s', (kind) => {
    const fields = FORM_FIELDS[kind];

    it("holds exactly the spec's fields", () => {
      expect(sorted(fields.map((f) => f.name))).toEqual(sorted(SPEC_FORM_FIELDS[kind].fields));
    });

    it("leaves exactly the spec's optional fields not required", () => {
      expect(sorted(fields.filter((f) => !f.required).map((f) => f.name))).toEqual(sorted(SPEC_FORM_FIELDS[kind].optional));
    });

    it("ends every required field's label with an asterisk", () => {
      for (const field of fields.filter((f) => f.required)) expect([field.name, field.label.endsWith('*')]).toEqual([field.name, true]);
    });

    it('puts an asterisk on an optional label only where the spec does', () => {
      const expected = ASTERISK_BUT_OPTIONAL[kind] ?? [];
      const optionalWithAsterisk = fields.filter((f) => !f.required && f.label.endsWith('*')).map((f) => f.name);
      expect(sorted(optionalWithAsterisk)).toEqual(sorted(expected));
    });

    it('numbers every select option as the spec does', () => {
      const selects = fields.filter((f) => f.type === 'select');
      expect(sorted(selects.map((f) => f.name))).toEqual(sorted(Object.keys(SPEC_SELECTS[kind])));
      for (const select of selects) {
        expect([select.name, (select.options ?? []).map((o): Opt => [o.label, o.value])]).toEqual([select.name, SPEC_SELECTS[kind][select.name]]);
      }
    });

    it('makes only property management servicesRequired a multi-select', () => {
      const multiple = fields.filter((f) => f.multiple).map((f) => f.name);
      expect(multiple).toEqual(kind === 'property_management' ? ['servicesRequired'] : []);
    });

    it('types email, phone and the number fields as the spec does', () => {
      expect(fieldOf(kind, 'email').type).toBe('email');
      expect(fieldOf(kind, 'phone').type).toBe('tel');
      const numbers = fields.filter((f) => f.type === 'number').map((f) => f.name);
      expect(sorted(numbers)).toEqual(sorted(SPEC_NUMBER_FIELDS[kind] ?? []));
    });
  });

  it.each(SERVICE_KINDS)('starts the %s form with fullName, email, phone, contactMethod', (kind) => {
    expect(FORM_FIELDS[kind].slice(0, 4).map((f) => f.name)).toEqual(COMMON_FIELDS);
  });

  it('requires contactMethod on every form but import/export', () => {
    for (const kind of ENQUIRY_KINDS) expect([kind, fieldOf(kind, 'contactMethod').required]).toEqual([kind, kind !== 'import_export']);
  });

  it('gives the asterisk-but-optional fields an asterisk and leaves them not required', () => {
    for (const [kind, names] of Object.entries(ASTERISK_BUT_OPTIONAL) as [EnquiryKind, string[]][]) {
      for (const name of names) {
        const field = fieldOf(kind, name);
        expect([kind, name, field.required, field.label.endsWith('*')]).toEqual([kind, name, false, true]);
      }
    }
  });

  it('has the work abroad resume as a required file field', () => {
    expect(fieldOf('work_abroad', 'resume')).toMatchObject({ type: 'file', required: true });
  });

  it('types the long texts the spec names as textareas', () => {
    expect(fieldOf('work_abroad', 'objectives').type).toBe('textarea');
    expect(fieldOf('property_management', 'concerns').type).toBe('textarea');
    expect(fieldOf('medical_support', 'previousExperience').type).toBe('textarea');
    expect(fieldOf('medical_support', 'specialRequirements').type).toBe('textarea');
  });
});

// ---------------------------------------------------------------------------------------------

/** The label a message should name: without the asterisk and any "(...)" remark, lower case. */
function spokenLabel(field: InquiryFormField): string {
  return field.label
    .replace(/\*\s*$/, '')
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .toLowerCase();
}

function formIssues(kind: EnquiryKind, values: FormValues) {
  return issuesOf(formSchema(FORM_FIELDS[kind]).safeParse(values));
}

function messagesAt(kind: EnquiryKind, values: FormValues, name: string): string[] {
  return formIssues(kind, values)
    .filter((i) => i.path[0] === name)
    .map((i) => i.message);
}

const emptyOf = (field: InquiryFormField) => (field.multiple ? [] : '');

describe('formSchema', () => {
  describe.each(ENQUIRY_KINDS)('%s', (kind) => {
    const sample = sampleValues[kind];
    const fields = FORM_FIELDS[kind];

    it('accepts the sample values', () => {
      expect(formIssues(kind, sample)).toEqual([]);
    });

    it.each(fields.filter((f) => f.required).map((f) => [f.name, f] as const))('rejects an empty %s with a message naming the field', (name, field) => {
      const messages = messagesAt(kind, { ...sample, [name]: emptyOf(field) }, name);
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.some((m) => m.toLowerCase().includes(spokenLabel(field)))).toBe(true);
    });

    it.each(fields.filter((f) => f.required && ['text', 'textarea', 'email', 'tel', 'number'].includes(f.type)).map((f) => f.name))(
      'rejects a required %s holding only spaces',
      (name) => {
        expect(messagesAt(kind, { ...sample, [name]: '   ' }, name).length).toBeGreaterThan(0);
      },
    );

    if (SPEC_FORM_FIELDS[kind].optional.length > 0) {
      it.each(SPEC_FORM_FIELDS[kind].optional)('accepts %s left empty', (name) => {
        expect(formIssues(kind, { ...sample, [name]: emptyOf(fieldOf(kind, name)) })).toEqual([]);
      });
    }

    it('accepts every optional field left empty at once, and the payload still meets the contract', () => {
      const values: FormValues = { ...sample };
      for (const name of SPEC_FORM_FIELDS[kind].optional) values[name] = emptyOf(fieldOf(kind, name));
      expect(formIssues(kind, values)).toEqual([]);
      expect(issuesOf(payloadSchemas[kind].safeParse(toPayload(kind, values)))).toEqual([]);
    });

    it.each([
      'a@evil.example?cc=boss%40sarthiglobal.example&body=Please%20pay',
      '"CEO <ceo@corp.example>" <a@evil.example>',
      'a,b@example.com',
      'a;b@example.com',
      'a<b@example.com',
      'a%b@example.com',
      'a&b@example.com',
      'a@localhost',
      'a@-example.com',
    ])('rejects the address %j in the form and in the payload', (email) => {
      expect(messagesAt(kind, { ...sample, email }, 'email').length).toBeGreaterThan(0);
      expectRejected(kind, { ...fixture(kind), email }, 'email');
    });

    it.each(['asha.patel@example.com', "o'brien+enquiry@mail.example.co.in", 'A_B-c@sub.example.org'])('accepts the address %j', (email) => {
      expect(messagesAt(kind, { ...sample, email }, 'email')).toEqual([]);
    });

    it('rejects an email without a domain', () => {
      expect(messagesAt(kind, { ...sample, email: 'asha.patel@' }, 'email').length).toBeGreaterThan(0);
      expect(messagesAt(kind, { ...sample, email: 'asha patel@example.com' }, 'email').length).toBeGreaterThan(0);
    });

    it("rejects the phone '12'", () => {
      expect(messagesAt(kind, { ...sample, phone: '12' }, 'phone').length).toBeGreaterThan(0);
    });

    it.each(fields.filter((f) => f.type === 'select').map((f) => [f.name, f] as const))('rejects a %s value not among the options', (name, field) => {
      expect(messagesAt(kind, { ...sample, [name]: field.multiple ? ['1', '99'] : '99' }, name).length).toBeGreaterThan(0);
    });

    it("rejects consent false with exactly 'You must consent to the privacy policy'", () => {
      expect(formIssues(kind, { ...sample, consent: false })).toEqual([expect.objectContaining({ path: ['consent'], message: 'You must consent to the privacy policy' })]);
    });

    if (kind !== 'import_export') {
      it('rejects an empty contactMethod', () => {
        expect(messagesAt(kind, { ...sample, contactMethod: '' }, 'contactMethod').length).toBeGreaterThan(0);
      });
    }
  });

  it.each(Object.entries(SPEC_NUMBER_FIELDS) as [EnquiryKind, string[]][])('rejects non-numeric %s number fields', (kind, names) => {
    for (const name of names) {
      for (const bad of ['three', '2.5', '-1']) {
        expect([name, bad, messagesAt(kind, { ...sampleValues[kind], [name]: bad }, name).length > 0]).toEqual([name, bad, true]);
      }
    }
  });

  it('accepts an empty contactMethod on import/export', () => {
    expect(formIssues('import_export', { ...sampleValues.import_export, contactMethod: '' })).toEqual([]);
  });

  it("accepts medical mobility 'No' (0)", () => {
    expect(formIssues('medical_support', { ...sampleValues.medical_support, mobilityAssistance: '0' })).toEqual([]);
  });

  it('rejects a work abroad resume that is not a PDF data URL', () => {
    const messages = messagesAt('work_abroad', { ...sampleValues.work_abroad, resume: 'data:image/png;base64,iVBORw0KGgo=' }, 'resume');
    expect(messages).toEqual(['Please upload a valid PDF file.']);
  });

  it('rejects in the form an email longer than the payload allows (200 characters)', () => {
    const email = `${'a'.repeat(190)}@example.com`;
    expect(email.length).toBeGreaterThan(200);
    expectRejected('contact', { ...fixture('contact'), email }, 'email');
    expect(messagesAt('contact', { ...sampleValues.contact, email }, 'email').length).toBeGreaterThan(0);
  });

  it.each(ENQUIRY_KINDS)('keeps %s text at the form limits within the payload contract', (kind) => {
    const values: FormValues = { ...sampleValues[kind] };
    for (const field of FORM_FIELDS[kind]) {
      if (field.type === 'text') values[field.name] = 'x'.repeat(200);
      if (field.type === 'textarea') values[field.name] = 'x'.repeat(5000);
    }
    expect(formIssues(kind, values)).toEqual([]);
    expect(issuesOf(payloadSchemas[kind].safeParse(toPayload(kind, values)))).toEqual([]);
  });

  it('rejects a text field over 200 characters and a textarea over 5000', () => {
    expect(messagesAt('contact', { ...sampleValues.contact, subject: 'x'.repeat(201) }, 'subject').length).toBeGreaterThan(0);
    expect(messagesAt('contact', { ...sampleValues.contact, message: 'x'.repeat(5001) }, 'message').length).toBeGreaterThan(0);
  });

  it('rejects a property management servicesRequired left with no choice', () => {
    expect(messagesAt('property_management', { ...sampleValues.property_management, servicesRequired: [] }, 'servicesRequired').length).toBeGreaterThan(0);
  });

  it('tells the visitor in plain words when a multi-select repeats an option or holds more than it offers', () => {
    const pm = sampleValues.property_management;
    expect(messagesAt('property_management', { ...pm, servicesRequired: ['3', '3'] }, 'servicesRequired')).toEqual(['Please choose each option for Services Required only once.']);
    expect(messagesAt('property_management', { ...pm, servicesRequired: ['1', '2', '3', '4', '5', '6', '7', '8', '1'] }, 'servicesRequired')).toContain(
      'Please choose at most 8 options for Services Required.',
    );
  });

  it('treats whitespace alone as empty in a required field', () => {
    expect(messagesAt('contact', { ...sampleValues.contact, subject: ' \t  ' }, 'subject')).toEqual(['Subject is required.']);
  });

  it.each([
    ['a NUL', 'subject', 'Visa\u0000question', 'Subject contains a hidden control character. Please delete it or retype the text.'],
    ['an escape', 'message', 'Hello \u001b[31m', 'Message contains a hidden control character. Please delete it or retype the text.'],
    ['a right-to-left override', 'subject', 'invoice \u202egpj.exe', 'Subject contains hidden characters that change the direction of the text. Please delete them or retype the text.'],
    ['a pop-directional isolate', 'message', 'Hi \u2069there', 'Message contains hidden characters that change the direction of the text. Please delete them or retype the text.'],
  ])('tells the visitor about %s in %s in plain words', (_name, field, value, message) => {
    expect(messagesAt('contact', { ...sampleValues.contact, [field]: value }, field)).toEqual([message]);
  });

  it('keeps newlines and tabs in long text and refuses them in a one-line field', () => {
    expect(messagesAt('contact', { ...sampleValues.contact, message: 'Line one\n\tLine two' }, 'message')).toEqual([]);
    expect(messagesAt('contact', { ...sampleValues.contact, subject: 'Line one\tLine two' }, 'subject')).toEqual(['Subject contains a hidden control character. Please delete it or retype the text.']);
  });
});

// ---------------------------------------------------------------------------------------------

/** Spec section 7, verbatim. */
const SPEC_ENDPOINTS: Record<EnquiryKind, string> = {
  import_export: '/{prefix}/enquiry/import_export/',
  migration: '/{prefix}/enquiry/migration/',
  residency_invest: '/{prefix}/enquiry/residency_invest/',
  business_buy_sale: '/{prefix}/enquiry/business_buy_sale/',
  real_estate: '/{prefix}/enquiry/real_estate/',
  consulting_management: '/{prefix}/enquiry/consulting_management/',
  work_abroad: '/{prefix}/enquiry/work_abroad/',
  property_management: '/{prefix}/enquiry/property_management/',
  relocation_support: '/{prefix}/enquiry/relocation_support/',
  medical_support: '/{prefix}/enquiry/medical_support/',
  contact: '/{prefix}/contact_us/',
};

describe('endpointPath', () => {
  it.each(ENQUIRY_KINDS)("maps %s to the spec's path under the prefix", (kind) => {
    expect(endpointPath(kind, 'api')).toBe(SPEC_ENDPOINTS[kind].replace('{prefix}', 'api'));
    expect(endpointPath(kind, 'v2')).toBe(SPEC_ENDPOINTS[kind].replace('{prefix}', 'v2'));
  });

  it("gives '/api/enquiry/migration/' for migration under 'api'", () => {
    expect(endpointPath('migration', 'api')).toBe('/api/enquiry/migration/');
  });

  it("gives '/api/contact_us/' for the contact submission", () => {
    expect(endpointPath('contact', 'api')).toBe('/api/contact_us/');
  });

  it.each(['/api', 'api/', '/api/', '//api//'])('normalises the prefix %s', (prefix) => {
    expect(endpointPath('migration', prefix)).toBe('/api/enquiry/migration/');
  });
});
