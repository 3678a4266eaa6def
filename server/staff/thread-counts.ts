import type { StoredEnquiry } from '../intake/store';
import type { Db } from '../platform/db';

/*
 * The conversation with a lead in figures (issue 40, "Counted and kept honestly"): for the CSV of the
 * inbox and of the staff API. Replies count once sent (queued or failed ones have not reached the lead),
 * with staff's mail logged by the enquiry's BCC address; answers are the lead's own messages placed on
 * the enquiry, automatic ones (auto-replies, bounces) left out, as they are left out of "Answered by lead".
 */

export type ThreadCounts = {
  repliesSent: number;
  answersReceived: number;
  /** Epoch milliseconds, or null with none. */
  lastReplyAt: number | null;
  lastAnswerAt: number | null;
};

export type CountedEnquiry = StoredEnquiry & { thread: ThreadCounts };

const NONE: ThreadCounts = { repliesSent: 0, answersReceived: 0, lastReplyAt: null, lastAnswerAt: null };
const millis = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The counts of each enquiry in `ids` (one query for the replies, one for the answers). */
export async function threadCounts(db: Db, ids: readonly string[]): Promise<Map<string, ThreadCounts>> {
  const counts = new Map<string, ThreadCounts>();
  if (ids.length === 0) return counts;
  const [replies, answers, logged] = await Promise.all([
    db
      .selectFrom('enquiry_reply')
      .innerJoin('outbox_message', 'outbox_message.id', 'enquiry_reply.outbox_id')
      .select((eb) => ['enquiry_reply.enquiry_id', eb.fn.countAll<number | string>().as('n'), eb.fn.max('outbox_message.sent_at').as('last')])
      .where('enquiry_reply.enquiry_id', 'in', ids)
      .where('outbox_message.status', '=', 'sent')
      .groupBy('enquiry_reply.enquiry_id')
      .execute(),
    db
      .selectFrom('inbound_message')
      .select((eb) => ['enquiry_id', eb.fn.countAll<number | string>().as('n'), eb.fn.max('received_at').as('last')])
      .where('enquiry_id', 'in', ids)
      .where('state', '=', 'placed')
      .where('automatic', 'is', null)
      .where('placed_by', '!=', 'bcc')
      .groupBy('enquiry_id')
      .execute(),
    db
      .selectFrom('inbound_message')
      .select((eb) => ['enquiry_id', eb.fn.countAll<number | string>().as('n'), eb.fn.max('received_at').as('last')])
      .where('enquiry_id', 'in', ids)
      .where('state', '=', 'placed')
      .where('placed_by', '=', 'bcc')
      .groupBy('enquiry_id')
      .execute(),
  ]);
  const entry = (id: string) => counts.get(id) ?? counts.set(id, { ...NONE }).get(id)!;
  for (const r of replies) Object.assign(entry(r.enquiry_id), { repliesSent: Number(r.n), lastReplyAt: millis(r.last) });
  for (const a of answers) if (a.enquiry_id !== null) Object.assign(entry(a.enquiry_id), { answersReceived: Number(a.n), lastAnswerAt: millis(a.last) });
  for (const b of logged) {
    if (b.enquiry_id === null) continue;
    const counted = entry(b.enquiry_id);
    const last = millis(b.last);
    counted.repliesSent += Number(b.n);
    if (last !== null && (counted.lastReplyAt === null || last > counted.lastReplyAt)) counted.lastReplyAt = last;
  }
  return counts;
}

/** Enquiries with their counts, looked up a batch at a time as an export streams them. */
export async function* withThreadCounts(db: Db, enquiries: AsyncIterable<StoredEnquiry>, batchSize = 500): AsyncGenerator<CountedEnquiry> {
  let batch: StoredEnquiry[] = [];
  const flush = async function* () {
    const counts = await threadCounts(
      db,
      batch.map((e) => e.id),
    );
    for (const enquiry of batch) yield { ...enquiry, thread: counts.get(enquiry.id) ?? NONE };
    batch = [];
  };
  try {
    for await (const enquiry of enquiries) {
      batch.push(enquiry);
      if (batch.length >= batchSize) yield* flush();
    }
  } catch (error) {
    // What was read before the failure still goes out, then the failure: the export shows where it stopped.
    yield* flush();
    throw error;
  }
  yield* flush();
}
