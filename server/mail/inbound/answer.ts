import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { compactStamp } from '../outbox';
import { enquiryUrl, escapeHtml, formTitle, type MailSettings } from '../content';

/*
 * A new answer from the lead: its enquiry's owner hears of it (the team, NOTIFY_TO, when it has none),
 * through the outbox, in the transaction that stored the answer. Nothing the lead wrote is in it: the
 * message may sit in a shared mailbox; the link leads to the thread.
 */

export async function queueAnswerNotice(trx: Db, enquiryId: string, inboundId: string, settings: MailSettings & { domain: string }, now: number): Promise<void> {
  const enquiry = await trx
    .selectFrom('enquiry')
    .leftJoin('staff_account', (join) => join.onRef('staff_account.id', '=', 'enquiry.owner_id').on('staff_account.disabled', '=', 0))
    .select(['enquiry.reference', 'enquiry.kind', 'staff_account.email as ownerEmail', 'staff_account.name as ownerName'])
    .where('enquiry.id', '=', enquiryId)
    .executeTakeFirst();
  if (!enquiry) return;
  const reference = enquiry.reference ?? enquiryId.slice(0, 8);
  const to = enquiry.ownerEmail ? [enquiry.ownerEmail] : settings.notifyTo;
  const link = enquiryUrl(settings, enquiryId);
  const text = [`The enquirer of ${reference} (${formTitle(enquiry.kind)}) has answered by email.`, '', `Read the answer and reply: ${link}`, '', enquiry.ownerName ? `You are this enquiry's owner.` : 'This enquiry has no owner yet: whoever takes it, set yourself as its owner.'].join('\n');
  const at = new Date(now);
  await trx
    .insertInto('outbox_message')
    .values({
      id: randomUUID(),
      enquiry_id: enquiryId,
      purpose: 'answer',
      message_id: `<${enquiryId}.answer.${inboundId}@${settings.domain}>`,
      status: 'pending',
      attempts: 0,
      created_at: now,
      next_attempt_at: now,
      content: JSON.stringify({
        from: settings.from,
        to,
        subject: `Answered by lead: ${reference}`,
        date: at.toISOString(),
        text: `${text}\n`,
        html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`,
        attachResume: false,
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Enquiry-Reference': reference },
        fileName: `${compactStamp(at)}-${reference}-answer.eml`,
      }),
    })
    .execute();
}
