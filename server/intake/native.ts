import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_FIELDS } from '@/lib/enquiry/contract';
import { ENDPOINT_PATHS, ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { MAX_LONG_TEXT, MAX_RESUME_BYTES, MESSAGES } from '@/lib/enquiry/limits';
import { plainLabel, summaryLine } from '@/lib/enquiry/labels';
import { parseNativeEnquiry, type NativeFields, type NativeFile, type NativeLanguage } from '@/lib/enquiry/native';
import { text } from '@/content/text';
import { getServiceIn, serviceFormsIn } from '@/content/localized';
import { isServiceId } from '@/content/services';
import { fill } from '@/lib/i18n/format';
import { formKey, formName, formPagePath, PROBLEM_PATH, PROBLEM_SLOT_ID, sentPath } from '@/lib/enquiry/outcome-pages';
import { RESUME_REFUSALS } from '@/lib/enquiry/pdf';
import { REFERENCE_PATTERN } from '@/lib/enquiry/reference';
import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';
import { SOURCE_FIELD, SOURCE_HEADER } from '@/lib/visit/source';
import { expectedOrigins } from '../platform/origin';
import { sourceOfReferer } from './source';
import { DEFAULT_LANGUAGE, LANGUAGE_FIELD, LANGUAGE_HEADER, LANGUAGES, localePath, readLanguage, type Language } from './language';
import { flagAsSpam, visitorText } from './intake';
import { RESUME_KEY } from './payload';
import { pageHeaders } from '../platform/static';

/*
 * Native form posts (no JavaScript) to the eleven enquiry endpoints, beside the JSON the enhanced forms
 * send. A preHandler turns an urlencoded or multipart body into exactly the JSON payload (one mapper,
 * lib/enquiry/native.ts) and leaves validation and storage to the endpoint's own handler; an onSend step
 * turns its 201 into a 303 to the confirmation page (post/redirect/get), and any refusal into the site's
 * "please correct" page, in words a visitor can act on. JSON requests are not touched.
 */

export type NativeFormsOptions = {
  /** `/{prefix}` of the API routes, e.g. '/api'. */
  apiPrefix: string;
  /** The static export: the "please correct" template is read from it, and its security headers. */
  staticDir: string;
  /** NEXT_PUBLIC_BASE_PATH of the build. */
  basePath: string;
  /** Origins the site is served from when the API is elsewhere: the redirect goes back there. */
  siteOrigins: string[];
  /** Largest urlencoded body (every endpoint but the one with a file). */
  bodyLimit: number;
  /** Largest multipart body, for the form with a file (the work-abroad resume). */
  fileBodyLimit: number;
};

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The problems of a refused post, as a visitor reads them. */
type Problem = { text: string };

/**
 * A filled honeypot (the hidden `website` field) on a native post: most likely a bot, perhaps a person
 * whose browser autofilled it. The one place that decides what happens: a post that is otherwise valid
 * goes on to be stored flagged as spam (its emails held until staff mark it genuine); one that is not
 * valid either is confirmed and dropped. Either way the answer is the confirmation a person gets.
 */
function answerHoneypot(request: FastifyRequest, reply: FastifyReply, kind: EnquiryKind, fields: NativeFields, files: Record<string, NativeFile>, location: string) {
  const parsed = parseNativeEnquiry(kind, { ...fields, website: '' }, files);
  if (parsed.outcome === 'valid') return { valid: parsed };
  request.log.info({ kind }, 'native enquiry with a filled honeypot and invalid values: confirmed, not stored');
  return { reply: reply.code(303).header('location', location).type('text/html; charset=utf-8').send(seeOther(location)) };
}

function seeOther(location: string): string {
  return `<!doctype html><title>See Other</title><a href="${escapeHtml(location)}">Continue</a>`;
}

export async function registerNativeForms(api: FastifyInstance, options: NativeFormsOptions): Promise<void> {
  const { apiPrefix, staticDir, basePath, siteOrigins, bodyLimit, fileBodyLimit } = options;
  const kindByUrl = new Map<string, EnquiryKind>(ENQUIRY_KINDS.map((kind) => [`${apiPrefix}${ENDPOINT_PATHS[kind]}`, kind]));
  // The "please correct" page of each language: its own template and headers (its policy's script
  // hashes) where the build wrote one, the English page otherwise.
  const problemPages = Object.fromEntries(LANGUAGES.map((language) => [language, problemTemplate(staticDir, language)])) as Record<Language, ProblemTemplate>;
  // The kinds of native requests the preHandler has turned into a JSON payload.
  const handedOver = new WeakMap<FastifyRequest, EnquiryKind>();

  // Parsers for this plugin's routes only (both plugins are scoped to the instance that registers them).
  await api.register(formbody, { bodyLimit });
  await api.register(multipart, { throwFileSizeLimit: false });

  const nativeKind = (request: FastifyRequest): EnquiryKind | undefined => {
    if (request.method !== 'POST' || !FORM_TYPES.test(request.headers['content-type'] ?? '')) return undefined;
    return kindByUrl.get(request.routeOptions.url ?? '');
  };

  /** Back to the site that posted (SITE_ORIGIN) when the API is on another origin; same origin otherwise. */
  const siteUrl = (request: FastifyRequest, path: string): string => {
    const origin = request.headers.origin;
    const base = origin && siteOrigins.includes(origin) ? origin : '';
    return `${base}${basePath}${path}`;
  };

  /** The post's language: its hidden field, once the preHandler has moved it to the header; English before. */
  const languageOf = (request: FastifyRequest): Language => readLanguage(request.headers[LANGUAGE_HEADER.toLowerCase()]);

  const sentLocation = (request: FastifyRequest, kind: EnquiryKind, reference?: string) =>
    siteUrl(request, localePath(languageOf(request), sentPath(kind))) + (reference && REFERENCE_PATTERN.test(reference) ? `?ref=${encodeURIComponent(reference)}` : '');

  const problemPage = (request: FastifyRequest, kind: EnquiryKind, problems: readonly Problem[]): string => {
    const language = languageOf(request);
    const said = problemWords(language);
    const name = localFormName(kind, language);
    const back = siteUrl(request, localePath(language, formPagePath(kind)));
    // The problems are in the page's language: the form's words and its labels there (content/forms).
    const slot =
      `<p>${escapeHtml(fill(problems.length === 1 ? said.needsOne : said.needsMany, { form: name }))}</p>` +
      `<ul>${problems.map((p) => `<li>${escapeHtml(p.text)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(back)}" data-back="">${escapeHtml(fill(said.backTo, { form: name }))}</a></p>`;
    return problemPages[language].fill(slot);
  };

  const sendProblems = (request: FastifyRequest, reply: FastifyReply, status: number, kind: EnquiryKind, problems: readonly Problem[]) =>
    reply.code(status).headers(problemPages[languageOf(request)].headers).type('text/html; charset=utf-8').send(problemPage(request, kind, problems));

  api.addHook('preHandler', async (request, reply) => {
    const kind = nativeKind(request);
    if (!kind) return;
    let fields: NativeFields;
    let files: Record<string, NativeFile> = {};
    try {
      if (request.isMultipart()) {
        // The whole body is bounded like a JSON one: a resume of 2 MB and the text fit well within it. The
        // multipart reader does not count the bytes it consumes, so the bound is the declared length, and a
        // body without one (chunked; browsers always declare a form's length) is refused.
        if (request.headers['content-length'] === undefined) {
          request.log.info({ kind }, 'native enquiry rejected: multipart body without a length');
          return sendProblems(request, reply, 411, kind, [{ text: 'The form could not be read. Please go back and send it again.' }]);
        }
        if (Number(request.headers['content-length']) > (hasFile(kind) ? fileBodyLimit : bodyLimit)) {
          request.log.info({ kind }, 'native enquiry rejected: body too large');
          return sendProblems(request, reply, 413, kind, [{ text: hasFile(kind) ? MESSAGES.pdfTooLarge : 'The form was too large to send.' }]);
        }
        ({ fields, files } = await readMultipart(request));
      } else {
        fields = (request.body ?? {}) as NativeFields;
      }
      // Its language likewise, first: the pages a refusal answers with are in it too.
      const language = fields[LANGUAGE_FIELD];
      const languageHeader = LANGUAGE_HEADER.toLowerCase();
      if (typeof language === 'string' && language !== '' && request.headers[languageHeader] === undefined) request.headers[languageHeader] = language;
    } catch (error) {
      request.log.info({ kind, err: error }, 'native enquiry rejected: unreadable body');
      return sendProblems(request, reply, 400, kind, [{ text: problemWords(languageOf(request)).unreadable }]);
    }

    let parsed = parseNativeEnquiry(kind, fields, files, nativeLanguage(kind, languageOf(request)));
    if (parsed.outcome === 'honeypot') {
      const spam = answerHoneypot(request, reply, kind, fields, files, sentLocation(request, kind));
      if (spam.reply) return spam.reply;
      parsed = spam.valid;
      flagAsSpam(request);
    }
    if (parsed.outcome === 'invalid') {
      request.log.info({ kind, problems: parsed.problems.map((p) => p.field) }, 'native enquiry rejected');
      return sendProblems(request, reply, 400, kind, parsed.problems);
    }
    // From here the endpoint's own handler validates and stores it, as it does a JSON body. Its 201 is
    // rewritten below, so it must stay a plain string (no compression of this one small answer).
    request.body = parsed.payload;
    // A native post may carry its Idempotency-Key as a hidden field; the handler reads the header.
    const key = fields.idempotency_key;
    if (typeof key === 'string' && key !== '' && request.headers['idempotency-key'] === undefined) request.headers['idempotency-key'] = key;
    // Its source likewise (filled by the head script); with no script at all, the form page it came from.
    const header = SOURCE_HEADER.toLowerCase();
    if (request.headers[header] === undefined) {
      const field = fields[SOURCE_FIELD];
      const ownHosts = expectedOrigins(request, siteOrigins).map(hostOf);
      const source = typeof field === 'string' && field !== '' ? field : sourceOfReferer(request.headers.referer, ownHosts);
      if (source) request.headers[header] = source;
    }
    delete request.headers['accept-encoding'];
    handedOver.set(request, kind);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const kind = handedOver.get(request) ?? nativeKind(request);
    if (!kind || reply.getHeader('content-type')?.toString().startsWith('text/html')) return payload;
    const status = reply.statusCode;
    // 201 stored, or 200: a resend of an enquiry already stored (same Idempotency-Key and values).
    if ((status === 201 || status === 200) && handedOver.has(request)) {
      const answer = JSON.parse(String(payload)) as { reference?: unknown };
      const location = sentLocation(request, kind, typeof answer.reference === 'string' ? answer.reference : undefined);
      reply.code(303).header('location', location).type('text/html; charset=utf-8');
      return seeOther(location);
    }
    if (status < 400) return payload;
    // A refusal after the mapping (rate limit, size, the payload check, a server error): a page, not JSON.
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.headers(problemPages[languageOf(request)].headers).type('text/html; charset=utf-8');
    // The handler's own words for a refusal the status alone does not explain (a full disk, a daily cap).
    const text =
      resumeRefusal(kind, status, payload) ??
      visitorText(request) ??
      (status === 403
        ? 'This form was sent from a page that is not on our website, so nothing was stored. If you filled it in on our site, please open the form there and send it again, or call us.'
        : status === 429
          ? 'You have sent several enquiries in the last minute. Please wait a minute and send it again.'
          : status === 413
            ? hasFile(kind)
              ? MESSAGES.pdfTooLarge
              : 'The form was too large to send.'
            : status >= 500
              ? 'Our server could not accept the enquiry just now. Please go back and send it again in a moment, or call us.'
              : 'Our server could not accept the enquiry. Please go back, check the form and send it again, or call us.');
    return problemPage(request, kind, [{ text }]);
  });
}

/** A resume the handler refused once it had read the PDF (server/intake/resume-check.ts): the visitor's words for it, under the field's label. */
function resumeRefusal(kind: EnquiryKind, status: number, payload: unknown): string | undefined {
  const key = RESUME_KEY[kind];
  const field = FORM_FIELDS[kind].find((f) => f.type === 'file');
  if (status !== 400 || !key || !field || typeof payload !== 'string') return undefined;
  let detail: unknown;
  try {
    detail = (JSON.parse(payload) as { error_detail?: unknown }).error_detail;
  } catch {
    return undefined;
  }
  const refusal = Object.values(RESUME_REFUSALS).find(({ problem }) => typeof detail === 'string' && detail.startsWith(`${key}: ${problem}`));
  return refusal && summaryLine(plainLabel(field), refusal.visitor);
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return '';
  }
}

function hasFile(kind: EnquiryKind): boolean {
  return FORM_FIELDS[kind].some((f) => f.type === 'file');
}

function add(fields: Record<string, string | string[]>, name: string, value: string) {
  const held = fields[name];
  if (held === undefined) fields[name] = value;
  else if (Array.isArray(held)) held.push(value);
  else fields[name] = [held, value];
}

/** Text parts and the (one) file of a multipart post; the file is read up to the resume limit. */
async function readMultipart(request: FastifyRequest): Promise<{ fields: NativeFields; files: Record<string, NativeFile> }> {
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, NativeFile> = {};
  const parts = request.parts({ limits: { fileSize: MAX_RESUME_BYTES, files: 2, fields: 64, fieldSize: MAX_LONG_TEXT * 4, parts: 80 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      files[part.fieldname] = { bytes: Buffer.concat(chunks), tooLarge: part.file.truncated };
    } else {
      add(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  }
  return { fields, files };
}

type ProblemTemplate = { fill: (slot: string) => string; headers: Record<string, string> };

/**
 * The pre-rendered "please correct" page of `language` (app/(site)/enquiry/problem/, /gu/enquiry/problem/,
 * /hi/enquiry/problem/) with its slot filled, served with that page's own headers; the English page when
 * the build has none in that language; a plain page with the same words when the API runs without the
 * site. Only the slot's markup is replaced, never the page's scripts, so the Content-Security-Policy
 * hashes still hold and React leaves the slot alone.
 */
function problemTemplate(staticDir: string, language: Language): ProblemTemplate {
  const open = new RegExp(`(<div[^>]*\\bid="${PROBLEM_SLOT_ID}"[^>]*>)[\\s\\S]*?(</div>)`);
  for (const route of [localePath(language, PROBLEM_PATH), PROBLEM_PATH]) {
    let html: string;
    try {
      html = readFileSync(join(staticDir, route, 'index.html'), 'utf8');
    } catch {
      continue;
    }
    if (!open.test(html)) continue;
    const page = html;
    return { fill: (slot) => page.replace(open, (_m, start: string, end: string) => `${start}${slot}${end}`), headers: pageHeaders(staticDir, route) };
  }
  return { fill: plainProblemPage, headers: {} };
}

function plainProblemPage(slot: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>Please correct your enquiry | ${escapeHtml(site.name)}</title></head><body><main>` +
    `<h1>Please correct your enquiry</h1><p>Nothing has been sent or stored yet.</p><div role="alert">${slot}</div>` +
    "<p>Your browser's Back button takes you to the form with everything you typed still in it.</p>" +
    `<p>Prefer to talk? Call <a href="${escapeHtml(site.phoneHref)}">${escapeHtml(site.phone)}</a>.</p></main></body></html>`
  );
}

/** The problem page's own sentences in a language (content/forms/words.ts `native`). */
function problemWords(language: Language) {
  return text.formWords(language).formWords.native;
}

/** "contact form", "Work Abroad enquiry form", in the page's language. */
function localFormName(kind: EnquiryKind, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return formName(kind);
  const said = problemWords(language);
  const key = formKey(kind);
  if (key === 'contact') return said.contactForm;
  return fill(said.serviceForm, { service: getServiceIn(key, language)?.title ?? key });
}

/** A translated page's form, as the visitor saw it (labels, words), for the problems listed back to them. */
function nativeLanguage(kind: EnquiryKind, language: Language): NativeLanguage | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const key = formKey(kind);
  const fields = key === 'contact' ? text.contactForm(language).contactFormFields : isServiceId(key) ? serviceFormsIn(language)[key] : undefined;
  return fields ? { fields, words: text.formWords(language).formWords } : undefined;
}
