import { MAX_RESUME_BYTES, MESSAGES, PDF_DATA_URL_PREFIX } from './limits';

/** '%PDF-' */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

export type PdfCheck = { ok: true } | { ok: false; message: string };

/**
 * A resume must be a PDF by its type (or name, where the browser gives no type) and by its first
 * bytes, and at most 2,097,152 bytes. Messages are the spec's, shown inline.
 */
export async function checkPdf(file: Blob & { name?: string }): Promise<PdfCheck> {
  const declared = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name ?? ''));
  if (!declared) return { ok: false, message: MESSAGES.invalidPdf };
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!PDF_MAGIC.every((byte, i) => head[i] === byte)) return { ok: false, message: MESSAGES.invalidPdf };
  if (file.size > MAX_RESUME_BYTES) return { ok: false, message: MESSAGES.pdfTooLarge };
  return { ok: true };
}

/** The file as `data:application/pdf;base64,...`, whatever type the browser reported. */
export async function pdfDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return PDF_DATA_URL_PREFIX + btoa(binary);
}
