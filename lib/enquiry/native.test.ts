import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { payloadSchemas } from './contract';
import { ENQUIRY_KINDS, type EnquiryKind } from './kinds';
import { MAX_RESUME_BYTES, MESSAGES } from './limits';
import { nativeFieldsOf, parseNativeEnquiry, type NativeFields, type NativeFile } from './native';
import { SAMPLE_PDF_BASE64, sampleValues } from './sample-values';

function fixture(kind: EnquiryKind): Record<string, unknown> {
  return JSON.parse(readFileSync(join(__dirname, 'fixtures', `${kind}.json`), 'utf8')) as Record<string, unknown>;
}

/** Through the wire as a browser encodes a form (application/x-www-form-urlencoded) and back. */
function overTheWire(pairs: Array<[string, string]>): NativeFields {
  const params = new URLSearchParams(new URLSearchParams(pairs).toString());
  const fields: NativeFields = {};
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name);
    fields[name] = all.length === 1 ? all[0] : all;
  }
  return fields;
}

function nativePost(kind: EnquiryKind, overrides: Record<string, string | string[] | boolean> = {}) {
  const { fields, files } = nativeFieldsOf(kind, { ...sampleValues[kind], ...overrides });
  const asFiles: Record<string, NativeFile> = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, { bytes }]));
  return { fields: overTheWire(fields), files: asFiles };
}

const SAMPLE_PDF = Uint8Array.from(Buffer.from(SAMPLE_PDF_BASE64, 'base64'));

describe('a native post maps to exactly the golden payload', () => {
  it.each(ENQUIRY_KINDS)('%s', (kind) => {
    const { fields, files } = nativePost(kind);
    const parsed = parseNativeEnquiry(kind, fields, files);
    expect(parsed.outcome).toBe('valid');
    if (parsed.outcome !== 'valid') return;
    expect(parsed.payload).toStrictEqual(fixture(kind));
    expect(payloadSchemas[kind].safeParse(parsed.payload).success).toBe(true);
  });

  it('reads a group of ticked checkboxes in the order sent, and one ticked box as a list of one', () => {
    const base = nativePost('property_management').fields;
    const three = parseNativeEnquiry('property_management', { ...base, servicesRequired: ['3', '4', '8'] });
    const one = parseNativeEnquiry('property_management', { ...base, servicesRequired: '5' });
    expect(three.outcome === 'valid' && three.payload.service_required).toStrictEqual([3, 4, 8]);
    expect(one.outcome === 'valid' && one.payload.service_required).toStrictEqual([5]);
  });

  it('sends null for an empty optional company name (business buy/sale) and "" for an empty optional text', () => {
    const parsed = parseNativeEnquiry('import_export', nativePost('import_export', { hearAboutUs: '' }).fields);
    expect(parsed.outcome === 'valid' && parsed.payload.hear_about_us).toBe('');
    const business = parseNativeEnquiry('business_buy_sale', nativePost('business_buy_sale', { companyName: '' }).fields);
    expect(business.outcome === 'valid' && business.payload.company_name).toBeNull();
  });
});

describe('an invalid native post is explained in the visitor\'s words', () => {
  it('names every missing required field and the consent, in the order of the form', () => {
    const parsed = parseNativeEnquiry('contact', { website: '' });
    expect(parsed.outcome).toBe('invalid');
    if (parsed.outcome !== 'invalid') return;
    expect(parsed.problems.map((p) => p.field)).toEqual(['fullName', 'email', 'phone', 'subject', 'service', 'message', 'contactMethod', 'consent']);
    expect(parsed.problems[0]!.text).toBe('Full Name is required.');
    expect(parsed.problems.at(-1)!.text).toBe(`Privacy consent: ${MESSAGES.consent}`);
  });

  it('refuses an unticked consent with the spec\'s message', () => {
    const parsed = parseNativeEnquiry('migration', nativePost('migration', { consent: false }).fields);
    expect(parsed).toEqual({ outcome: 'invalid', problems: [{ field: 'consent', text: `Privacy consent: ${MESSAGES.consent}` }] });
  });

  it('refuses a bad email, a bad phone and an option that is not offered', () => {
    const parsed = parseNativeEnquiry('contact', nativePost('contact', { email: 'a@b', phone: '12', service: '42' }).fields);
    expect(parsed.outcome === 'invalid' && parsed.problems.map((p) => p.text)).toEqual([
      'Please enter a valid email address, like name@example.com.',
      'Please enter a valid phone number: 7 to 15 digits, for example +91 98765 43210.',
      'Please choose an option for Service of Interest.',
    ]);
  });

  it('refuses a resume that is not a PDF by its first bytes', () => {
    const { fields } = nativePost('work_abroad');
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parsed = parseNativeEnquiry('work_abroad', fields, { resume: { bytes: png } });
    expect(parsed).toEqual({ outcome: 'invalid', problems: [{ field: 'resume', text: `Resume (PDF, max 2 MB): ${MESSAGES.invalidPdf}` }] });
  });

  it('accepts a PDF of exactly 2,097,152 bytes and refuses one byte more', () => {
    const { fields } = nativePost('work_abroad');
    const pdf = (size: number) => {
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(SAMPLE_PDF.subarray(0, 8));
      return bytes;
    };
    expect(parseNativeEnquiry('work_abroad', fields, { resume: { bytes: pdf(MAX_RESUME_BYTES) } }).outcome).toBe('valid');
    const over = parseNativeEnquiry('work_abroad', fields, { resume: { bytes: pdf(MAX_RESUME_BYTES + 1) } });
    expect(over.outcome === 'invalid' && over.problems.map((p) => p.text)).toEqual([`Resume (PDF, max 2 MB): ${MESSAGES.pdfTooLarge}`]);
    // An upload cut off at the limit by the server's parser says so.
    const cut = parseNativeEnquiry('work_abroad', fields, { resume: { bytes: pdf(MAX_RESUME_BYTES), tooLarge: true } });
    expect(cut.outcome === 'invalid' && cut.problems.map((p) => p.text)).toEqual([`Resume (PDF, max 2 MB): ${MESSAGES.pdfTooLarge}`]);
  });

  it('asks for the resume when none was chosen (an empty file part)', () => {
    const { fields } = nativePost('work_abroad');
    const parsed = parseNativeEnquiry('work_abroad', fields, { resume: { bytes: new Uint8Array() } });
    expect(parsed.outcome === 'invalid' && parsed.problems.map((p) => p.field)).toEqual(['resume']);
  });
});

describe('the honeypot', () => {
  it('a filled website field is reported as such, before any other check', () => {
    expect(parseNativeEnquiry('contact', { website: 'http://spam.example' })).toEqual({ outcome: 'honeypot' });
    expect(parseNativeEnquiry('contact', { ...nativePost('contact').fields, website: 'x' })).toEqual({ outcome: 'honeypot' });
  });
});
