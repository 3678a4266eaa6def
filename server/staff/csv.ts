import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { FORM_FIELDS, PAYLOAD_SOURCES } from '@/lib/enquiry/contract';
import { ENQUIRY_KINDS, type EnquiryKind } from '@/lib/enquiry/kinds';
import { RESUME_KEY } from '../intake/payload';
import { sourceColumns } from '../intake/source';
import { istDate } from './business-hours';
import type { CountedEnquiry } from './thread-counts';

/*
 * The CSV export of enquiries, for the inbox's download and the API's: one column per payload key,
 * codes written as their labels from the form definitions, then the source's columns, then the
 * conversation's, then the language (each added last in its release, so a spreadsheet built on the
 * columns before finds them where they were).
 */

/** Migration 0016's columns under their own names; empty cells for an enquiry stored before them. */
const SOURCE_CSV_COLUMNS = ['source_channel', 'source_landing', 'source_referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The conversation (issue 40): replies sent, the lead's answers, and the time of the last of each (ISO 8601, empty with none). */
const THREAD_CSV_COLUMNS = ['replies_sent', 'answers_received', 'last_reply_at', 'last_answer_at'] as const;
const isoOrEmpty = (at: number | null) => (at === null ? '' : new Date(at).toISOString());

function csvColumns(kinds: readonly EnquiryKind[]): string[] {
  const keys = kinds.flatMap((kind) => Object.keys(PAYLOAD_SOURCES[kind]).filter((key) => key !== RESUME_KEY[kind]));
  return ['id', 'reference', 'kind', 'created_at', ...new Set(keys), 'resume_bytes', ...SOURCE_CSV_COLUMNS, ...THREAD_CSV_COLUMNS, 'language'];
}

/** kind -> payload key -> code -> label, for every select field. */
const CODE_LABELS = Object.fromEntries(
  ENQUIRY_KINDS.map((kind) => [
    kind,
    Object.fromEntries(
      Object.entries(PAYLOAD_SOURCES[kind]).flatMap(([key, source]) => {
        const options = 'field' in source ? FORM_FIELDS[kind].find((f) => f.name === source.field)?.options : undefined;
        return options ? [[key, new Map(options.map((o) => [o.value, o.label]))]] : [];
      }),
    ),
  ]),
) as Record<EnquiryKind, Record<string, Map<number, string>>>;

/**
 * A spreadsheet may run a cell that starts with = + - @ tab or carriage return as a formula (CSV
 * injection): every such cell gets a leading apostrophe, phone numbers such as "+91 98765 43210" too,
 * since a spreadsheet reads "+91 98765 43210" and "-1+1" alike.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: unknown, labels: Map<number, string> | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => cellText(v, labels)).join('; ');
  if (typeof value === 'number') return labels?.get(value) ?? String(value);
  return String(value);
}

/**
 * Streams enquiries as a CSV download (`enquiries-<kind or all>-<date in India>.csv`): one column per payload
 * key of the kinds it can hold, codes as their labels; `done` hears how many rows went out, and
 * whether the export failed midway.
 */
export function sendCsv(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  { kind, now, enquiries, done }: { kind: EnquiryKind | undefined; now: number; enquiries: AsyncIterable<CountedEnquiry>; done: (rows: number, failed: boolean) => void },
): FastifyReply {
  const csv = stringify({ header: true, columns: csvColumns(kind ? [kind] : ENQUIRY_KINDS), bom: true });
  pipeline(Readable.from(csvRecords(enquiries, log, done)), csv, (error) => {
    if (error) log.error({ err: { type: error.name, code: (error as { code?: unknown }).code } }, 'CSV export failed');
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="enquiries-${kind ?? 'all'}-${istDate(now)}.csv"`)
    .send(csv);
}

/** The last line of an export that failed: a reader sees the file is incomplete. */
export const EXPORT_FAILED = 'ERROR: the export failed here; this file is incomplete. Download it again.';

async function* csvRecords(
  enquiries: AsyncIterable<CountedEnquiry>,
  log: FastifyBaseLogger,
  done: (rows: number, failed: boolean) => void,
): AsyncGenerator<Record<string, string>> {
  let rows = 0;
  try {
    for await (const enquiry of enquiries) {
      const labels = CODE_LABELS[enquiry.kind] ?? {};
      const fields = Object.fromEntries(Object.entries(enquiry.payload).map(([key, value]) => [key, safeCell(cellText(value, labels[key]))]));
      const source = enquiry.source ? sourceColumns(enquiry.source) : undefined;
      // A campaign tag is text from a link anyone can write: guarded like every other cell.
      const sourceCells = Object.fromEntries(SOURCE_CSV_COLUMNS.map((column) => [column, safeCell(source?.[column] ?? '')]));
      yield {
        ...fields,
        id: enquiry.id,
        reference: enquiry.reference ?? '',
        kind: enquiry.kind,
        created_at: enquiry.created_at,
        resume_bytes: enquiry.resume_bytes === null ? '' : String(enquiry.resume_bytes),
        ...sourceCells,
        replies_sent: String(enquiry.thread.repliesSent),
        answers_received: String(enquiry.thread.answersReceived),
        last_reply_at: isoOrEmpty(enquiry.thread.lastReplyAt),
        last_answer_at: isoOrEmpty(enquiry.thread.lastAnswerAt),
        // Issue 41: en, gu or hi (en for every enquiry stored before the site had other languages).
        language: enquiry.language,
      };
      rows += 1;
    }
  } catch (error) {
    // The 200 and the first rows are already out: the only way left to say so is in the file itself.
    log.error({ err: { type: (error as Error).name, code: (error as { code?: unknown }).code }, rows }, 'CSV export failed midway');
    done(rows, true);
    yield { id: EXPORT_FAILED };
    return;
  }
  done(rows, false);
}
