import type { MessageSummary } from '../mail/outbox';
import { serviceTitle } from '../mail/content';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import type { InboundSummary } from './mail-in';
import { messageBody, PLACED_BY, sender } from './mail-in-pages';
import { h, istTime, raw, type Html } from './pages';
import { DELIVERY } from './reply-pages';
import type { ReplySummary } from './replies';
import type { Note } from './enquiries';

/*
 * The conversation with the lead as one thread on the enquiry's page (issue 40, "The thread"): the
 * enquiry, the acknowledgement, each reply and each answer, with the notes staff wrote between them,
 * oldest first; who and when on each, and the delivery state of ours. Plain HTML in one list: it reads
 * the same without script, and at 375 px each entry is a block of its own.
 */

type Entry = { at: number; rank: number; html: Html };

/** Before anything else at the same millisecond: the enquiry, then its acknowledgement. */
const RANK = { enquiry: 0, ack: 1, other: 2 } as const;

export type ConversationProps = {
  enquiry: { kind: EnquiryKind; receivedAt: number; name: string; email: string };
  messages: MessageSummary[];
  replies: ReplySummary[];
  answers: InboundSummary[];
  notes: Note[];
  /** The enquiry's BCC address (issue 40): mail sent from one's own mail program with it in Bcc is logged here. */
  bccAddress?: string;
};

const delivery = (status: string | null) => h`<strong>${status === null ? 'Gone' : (DELIVERY[status] ?? status)}</strong>`;

export function conversationEntries(p: ConversationProps): Entry[] {
  const entries: Entry[] = [];
  const lead = p.enquiry.email ? h`${p.enquiry.name} &lt;${p.enquiry.email}&gt;` : h`${p.enquiry.name}`;
  entries.push({
    at: p.enquiry.receivedAt,
    rank: RANK.enquiry,
    html: h`<li class="thread-item thread-theirs"><p class="note-meta"><strong>Enquiry</strong> from ${lead}, ${istTime(p.enquiry.receivedAt, 'short')}</p><p class="note-body">Sent with the ${serviceTitle(p.enquiry.kind)} form: <a href="#fields">what they sent</a>.</p></li>`,
  });
  for (const m of p.messages.filter((message) => message.purpose === 'ack')) {
    const sentAt = m.sent_at ? Date.parse(m.sent_at) : undefined;
    const at = sentAt ?? Date.parse(m.queued_at);
    entries.push({
      at,
      rank: RANK.ack,
      html: h`<li class="thread-item thread-ours"><p class="note-meta"><strong>Acknowledgement</strong>, sent automatically, ${istTime(at, 'short')}: ${
        m.status === 'held' ? h`<strong>Held (spam)</strong>` : m.status === 'skipped' ? h`<strong>Not sent (limit for this address)</strong>` : delivery(m.status)
      }</p></li>`,
    });
  }
  for (const reply of p.replies) {
    const when = reply.status === 'sent' && reply.sentAt !== null ? h` ${istTime(reply.sentAt, 'short')}` : reply.status === 'pending' && reply.sendAt > reply.at ? h` for ${istTime(reply.sendAt, 'short')}` : undefined;
    entries.push({
      at: reply.at,
      rank: RANK.other,
      html: h`<li class="thread-item thread-ours"><p class="note-meta"><strong>Reply</strong> from ${reply.author ?? 'A former colleague'}, ${istTime(reply.at, 'short')}: ${delivery(reply.status)}${when}</p><p class="note-body">${reply.body}</p></li>`,
    });
  }
  // The inbox's "Answered by lead" links to the latest answer from the lead.
  const latest = [...p.answers].reverse().find((answer) => !answer.automatic && answer.placedBy !== 'bcc');
  for (const answer of p.answers) {
    if (answer.placedBy === 'bcc') {
      entries.push({
        at: answer.receivedAt,
        rank: RANK.other,
        html: h`<li class="thread-item thread-ours"><p class="note-meta"><strong>Email</strong> from ${sender(answer)}, ${istTime(answer.receivedAt, 'short')}, sent from their own mail program and logged by the BCC address</p>
<p class="note-meta">Subject: ${answer.subject || '(none)'}</p>
${messageBody(answer)}</li>`,
      });
      continue;
    }
    entries.push({
      at: answer.receivedAt,
      rank: RANK.other,
      html: h`<li class="thread-item thread-theirs"${answer === latest ? raw(' id="answers"') : undefined}><p class="note-meta"><strong>${answer.automatic ? 'Automatic mail' : 'Answer'}</strong> from ${sender(answer)}, ${istTime(answer.receivedAt, 'short')}${
        answer.placedBy && PLACED_BY[answer.placedBy] ? h`, placed by ${PLACED_BY[answer.placedBy]}` : undefined
      }${answer.automatic ? h` <strong>Automatic (${answer.automatic}): not an answer from the lead</strong>` : undefined}</p>
<p class="note-meta">Subject: ${answer.subject || '(none)'}</p>
${messageBody(answer)}</li>`,
    });
  }
  for (const note of p.notes) {
    entries.push({
      at: note.at,
      rank: RANK.other,
      html: h`<li class="thread-item thread-note"><p class="note-meta"><strong>Internal note</strong> by ${note.author ?? 'A former colleague'}, ${istTime(note.at, 'short')} (staff only, never sent)</p><p class="note-body">${note.body}</p></li>`,
    });
  }
  // Stable: entries of the same moment keep the order above.
  return entries.sort((a, b) => a.at - b.at || a.rank - b.rank);
}

export function conversationSection(p: ConversationProps): Html {
  return h`<section aria-labelledby="conversation-heading" id="conversation">
<h2 id="conversation-heading">Conversation</h2>
<p class="hint">Everything with the lead, oldest first: what they sent, what we sent and its delivery, what they answered by email, and the internal notes staff added along the way (notes are never sent).</p>
<ol class="notes thread">${conversationEntries(p).map((entry) => entry.html)}</ol>
${p.bccAddress ? h`<p class="hint" id="bcc">Writing to them from your own mail program? Put <strong class="bcc-address">${p.bccAddress}</strong> in Bcc and the mail is logged here. Keep this address among staff: mail to it is logged only when it comes from a staff account's address.</p>` : undefined}
</section>`;
}
