import { MAX_RESUME_BYTES, MESSAGES, PDF_DATA_URL_PREFIX } from './limits';

/** '%PDF-' */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * Why the intake API refuses a resume once it has read the PDF (server/intake/pdf-scan.ts): the `error_detail`
 * is `resume_base64: <problem>` (a reason may follow in brackets), and `visitor` is what the site says
 * about it, inline under the file field and on the no-JavaScript "please correct" page.
 */
export const RESUME_REFUSALS = {
  activeContent: {
    problem: 'the PDF contains active content',
    visitor: 'This PDF contains scripts, actions or attached files, which we cannot accept. Please save it again as a plain PDF (for example with Print, then Save as PDF) and upload that.',
  },
  unreadable: {
    problem: 'the file is not a readable PDF',
    visitor: 'This file could not be read as a PDF. Please save it again as a PDF (without a password) and upload that.',
  },
} as const;

export type PdfCheck = { ok: true } | { ok: false; message: string };

/**
 * A resume must be a PDF by its type (or name, where the browser gives no type) and by its first
 * bytes, and at most 2,097,152 bytes. Messages are the spec's (in the page's language when given), shown inline.
 */
export async function checkPdf(file: Blob & { name?: string }, messages: Pick<typeof MESSAGES, 'invalidPdf' | 'pdfTooLarge'> = MESSAGES): Promise<PdfCheck> {
  const declared = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name ?? ''));
  if (!declared) return { ok: false, message: messages.invalidPdf };
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!PDF_MAGIC.every((byte, i) => head[i] === byte)) return { ok: false, message: messages.invalidPdf };
  if (file.size > MAX_RESUME_BYTES) return { ok: false, message: messages.pdfTooLarge };
  return { ok: true };
}

/** The file as `data:application/pdf;base64,...`, whatever type the browser reported. */
export async function pdfDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return PDF_DATA_URL_PREFIX + btoa(binary);
}
