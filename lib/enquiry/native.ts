import { FORM_FIELDS, formSchema, toPayload, type EnquiryPayload, type FormValues } from './contract';
import type { EnquiryKind } from './kinds';
import { plainLabel, summaryLine } from './labels';
import { formWords, type FormWords } from '@/content/forms/words';
import type { InquiryFormField } from '@/content/types';
import { MAX_RESUME_BYTES, MESSAGES, PDF_DATA_URL_PREFIX } from './limits';

/*
 * A native form post (no JavaScript: application/x-www-form-urlencoded, or multipart/form-data with the
 * work-abroad resume) -> the form values the enhanced form would hold -> the same wire payload the JSON
 * path receives. The controls are named after the form values (fullName, servicesRequired, consent,
 * website...), so this is the one mapper; validation is the form's own schema, worded for visitors.
 */

/** Text fields of a native post: a name sent twice (ticked checkboxes of a group) arrives as a list. */
export type NativeFields = Record<string, string | readonly string[] | undefined>;

/** An uploaded file: its first bytes (up to the limit), and whether the upload went past the limit. */
export type NativeFile = { bytes: Uint8Array; tooLarge?: boolean };

export type NativeProblem = {
  /** Form value name (`consent` for the checkbox), also the control's name in the form. */
  field: string;
  /** The visitor's wording: the field's label, then what to fix ('Full Name is required.'). */
  text: string;
};

export type NativeEnquiry =
  /** The hidden `website` field was filled: a bot. What happens then is decided by the caller, once. */
  | { outcome: 'honeypot' }
  | { outcome: 'invalid'; problems: NativeProblem[] }
  | { outcome: 'valid'; values: FormValues; payload: EnquiryPayload };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

function first(value: string | readonly string[] | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[0] ?? '');
}

function list(value: string | readonly string[] | undefined): string[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter((v) => v !== '');
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The checks of the browser's file field (lib/enquiry/pdf.ts), by the first bytes and the size. */
function fileValue(file: NativeFile | undefined, messages: Pick<typeof MESSAGES, 'invalidPdf' | 'pdfTooLarge'>): { value: string; problem?: string } {
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) return { value: '' };
  if (!PDF_MAGIC.every((byte, i) => file.bytes[i] === byte)) return { value: '', problem: messages.invalidPdf };
  if (file.tooLarge || file.bytes.length > MAX_RESUME_BYTES) return { value: '', problem: messages.pdfTooLarge };
  return { value: PDF_DATA_URL_PREFIX + base64(file.bytes) };
}

/**
 * Maps and checks a native post of `kind`. Unknown names are ignored (a browser sends only the form's
 * controls); a checkbox sends its value only when ticked, so consent is "present and not empty".
 */
/**
 * The words of a form in the page's language: its fields as that page labels them (the same names, types
 * and options) and its form words. English unless given.
 */
export interface NativeLanguage {
  fields: readonly InquiryFormField[];
  words: FormWords;
}

export function parseNativeEnquiry(kind: EnquiryKind, fields: NativeFields, files: Record<string, NativeFile | undefined> = {}, language?: NativeLanguage): NativeEnquiry {
  if (first(fields.website).trim() !== '') return { outcome: 'honeypot' };

  const definitions = FORM_FIELDS[kind];
  const words = language?.words ?? formWords;
  const labelled = language?.fields ?? definitions;
  const values: FormValues = {};
  const problems = new Map<string, string>();
  for (const field of definitions) {
    if (field.type === 'file') {
      const { value, problem } = fileValue(files[field.name], words.messages);
      values[field.name] = value;
      if (problem) problems.set(field.name, problem);
    } else if (field.multiple) {
      values[field.name] = list(fields[field.name]);
    } else {
      values[field.name] = first(fields[field.name]);
    }
  }
  values.consent = first(fields.consent) !== '';
  values.website = '';

  const checked = formSchema(labelled, words).safeParse(values);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = String(issue.path[0] ?? '');
      // One message per field, the first (most basic) one; a file problem found above says more.
      if (!problems.has(name)) problems.set(name, issue.message);
    }
  }
  if (problems.size > 0) {
    const order = [...definitions.map((f) => f.name), 'consent'];
    const labelOf = (name: string) => {
      if (name === 'consent') return words.consentLabel;
      const field = labelled.find((f) => f.name === name);
      return field ? plainLabel(field) : name;
    };
    return {
      outcome: 'invalid',
      problems: [...problems]
        .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
        .map(([field, message]) => ({ field, text: summaryLine(labelOf(field), message) })),
    };
  }
  return { outcome: 'valid', values, payload: toPayload(kind, values) };
}

/**
 * The fields a browser sends for `values` (the reverse of parseNativeEnquiry, for tests): text as is,
 * a multi-select as one entry per ticked box, consent as 'on' when ticked (a checkbox without a value), and the file as bytes.
 */
export function nativeFieldsOf(kind: EnquiryKind, values: FormValues): { fields: Array<[string, string]>; files: Record<string, Uint8Array> } {
  const fields: Array<[string, string]> = [];
  const files: Record<string, Uint8Array> = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = values[field.name];
    if (field.type === 'file') {
      if (typeof value === 'string' && value.startsWith(PDF_DATA_URL_PREFIX)) {
        files[field.name] = Uint8Array.from(atob(value.slice(PDF_DATA_URL_PREFIX.length)), (c) => c.charCodeAt(0));
      }
    } else if (Array.isArray(value)) {
      for (const item of value) fields.push([field.name, item]);
    } else {
      fields.push([field.name, typeof value === 'string' ? value : '']);
    }
  }
  if (values.consent === true) fields.push(['consent', 'on']);
  fields.push(['website', typeof values.website === 'string' ? values.website : '']);
  return { fields, files };
}
