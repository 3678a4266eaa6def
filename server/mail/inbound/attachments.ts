import { MAX_RESUME_BYTES } from '@/lib/enquiry/limits';
import { checkResume } from '../../intake/resume-check';
import type { ParsedInbound } from './parse';
import type { StoredAttachment } from './store';

/*
 * Attachments are taken as the intake takes a resume, and only so: a PDF of at most 2 MB that the
 * resume check (server/intake/resume-check.ts: a worker of its own, bounded in time and memory) finds
 * readable and without active content is kept in the database, served to signed-in staff only. Every
 * other file is listed by name and size and not stored.
 */

/** PDFs kept from one message at most; the rest are listed. */
export const MAX_KEPT_PDFS = 3;

/** Checks the message's PDFs; answers those to keep, and marks each attachment stored or refused (why) in place. */
export async function keepAttachments(message: ParsedInbound): Promise<StoredAttachment[]> {
  const kept: StoredAttachment[] = [];
  for (const pdf of message.pdfs) {
    const info = message.attachments[pdf.index];
    if (!info) continue;
    if (kept.length >= MAX_KEPT_PDFS) info.refused = `more than ${MAX_KEPT_PDFS} PDFs in one message`;
    else if (pdf.content.length > MAX_RESUME_BYTES) info.refused = 'larger than 2 MB';
    else if (pdf.content.subarray(0, 5).toString('latin1') !== '%PDF-') info.refused = 'not a PDF';
    else {
      const check = await checkResume(pdf.content);
      if (!check.ok) info.refused = check.problem.replace(/^the /, '');
      else {
        info.stored = true;
        kept.push({ name: info.name, bytes: pdf.content.length, content: pdf.content });
      }
    }
  }
  return kept;
}
