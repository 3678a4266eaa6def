import { retryDelay } from './outbox';
import { newReference, REFERENCE_PATTERN } from '../intake/reference';
import { displayName, formatIst, greetingName, mailtoHref, replyBy, staffReply } from './content';

describe('reference', () => {
  it('is SG-<year and month in India>-<eight unambiguous characters in two groups>, different each time', () => {
    // 20:00 UTC on 31 October is 1:30 on 1 November in India.
    const references = Array.from({ length: 2000 }, () => newReference(new Date('2026-10-31T20:00:00Z')));
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(references[0]).toMatch(/^SG-2611-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(references.map((r) => r.slice(8)).join('').replace(/-/g, '')).not.toMatch(/[01ILOU]/);
    expect(new Set(references).size).toBe(2000);
  });

  it('still recognises the four-character references issued before', () => {
    expect('SG-2610-7K3Q').toMatch(REFERENCE_PATTERN);
    for (const bad of ['SG-2610-7K3', 'SG-2610-7K3Q-', 'SG-2610-7K3Q-ABC', 'SG-2610-0O1I', 'sg-2610-7k3q', 'SG-2610-7K3Q<b>']) expect(bad).not.toMatch(REFERENCE_PATTERN);
  });
});

describe('what the acknowledgement may carry', () => {
  it.each(['Asha Patel', 'Rajeshbhai Patel', 'રાજેશભાઈ પટેલ', 'राजेश पटेल', "Siobhán O'Brien", 'J. R. Smith', 'Jean-Luc Picard', 'Nguyễn Văn A'])('greets %s by name', (name) => {
    expect(greetingName(name)).toBe(name);
  });

  it.each([
    'Your parcel is held, pay at https://evil.example/pay',
    'evil.example',
    'Visit www evil',
    'Call 555 0100',
    'a@b.example',
    'Agent 007',
    '<b>Boss</b>',
    'x'.repeat(61),
    '   ',
  ])('greets %j without a name', (name) => {
    expect(greetingName(name)).toBeUndefined();
  });

  it('keeps a display name from posing as an address', () => {
    expect(displayName('"CEO <ceo@corp.example>"')).toBe('CEO ceo corp.example');
  });

  it('encodes a mailto: link so the enquirer adds no header or body to it', () => {
    const href = mailtoHref("o'brien+x@example.com", 'Re: your enquiry SG-2611-K7QP-M3XD');
    expect(href).toBe("mailto:o'brien%2Bx@example.com?subject=Re%3A%20your%20enquiry%20SG-2611-K7QP-M3XD");
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });
});

describe('retry delay', () => {
  it('retries first within 30 s, doubles, and never waits more than an hour', () => {
    expect(retryDelay(1, () => 1)).toBeLessThanOrEqual(30_000);
    expect(retryDelay(2, () => 0.5)).toBe(2 * retryDelay(1, () => 0.5));
    expect(retryDelay(40, () => 1)).toBe(3_600_000);
    // Jittered at the top too, so messages that failed together do not retry in step.
    expect(retryDelay(40, () => 0)).toBe(2_400_000);
    expect(retryDelay(9, () => 1)).toBeLessThanOrEqual(3_600_000);
  });
});

describe('reply by (business hours from content/site.ts)', () => {
  it.each([
    ['before opening on a working day: the same day', '2026-11-24T02:00:00Z', 'Tuesday, 24 November 2026 at 6:00 PM IST'],
    ['during the day: the next working day', '2026-11-24T06:00:00Z', 'Wednesday, 25 November 2026 at 6:00 PM IST'],
    ['on Friday evening: Monday', '2026-11-27T14:00:00Z', 'Monday, 30 November 2026 at 6:00 PM IST'],
    ['on Saturday: Monday', '2026-11-28T06:00:00Z', 'Monday, 30 November 2026 at 6:00 PM IST'],
  ])('%s', (_name, received, expected) => {
    expect(formatIst(replyBy(new Date(received)))).toBe(expected);
  });
});

describe('a staff reply', () => {
  const settings = { from: 'Sarthi Global <enquiries@sarthi.in>', notifyTo: ['leads@sarthi.in'], staffUrl: 'https://inbox.sarthi.in' };
  const reply = { reference: 'SG-2611-7K3Q-ABCD', name: 'Asha Patel', address: 'asha@example.com', advisor: 'Ravi Mehta', body: 'Dear Asha,\r\n\r\n<b>Hello</b> & welcome.', thread: '<e1.ack@sarthi.in>', replyTo: 'enquiries+0123@sarthi.in', date: new Date('2026-11-30T03:30:00Z') };

  it("is from the advisor at the company's address, in the acknowledgement's thread, answered to the routing address", () => {
    const content = staffReply(reply, settings);
    expect(content.from).toBe('"Ravi Mehta" <enquiries@sarthi.in>');
    expect(content.to).toEqual([{ name: 'Asha Patel', address: 'asha@example.com' }]);
    expect(content.replyTo).toBe('enquiries+0123@sarthi.in');
    expect(content.subject).toBe('Re: We have received your enquiry (reference SG-2611-7K3Q-ABCD)');
    expect(content.headers).toEqual({ 'X-Enquiry-Reference': 'SG-2611-7K3Q-ABCD', 'In-Reply-To': '<e1.ack@sarthi.in>', References: '<e1.ack@sarthi.in>' });
    expect(content.text).toBe('Dear Asha,\n\n<b>Hello</b> & welcome.\n\n-- \nRavi Mehta\nSarthi Global\nReference: SG-2611-7K3Q-ABCD\n');
    expect(content.html).toContain('<p>&lt;b&gt;Hello&lt;/b&gt; &amp; welcome.</p>');
    expect(content.date).toBe('2026-11-30T03:30:00.000Z');
  });

  it('starts its own thread without an acknowledgement; an advisor name cannot break out of the From', () => {
    const content = staffReply({ ...reply, thread: undefined, advisor: 'Ravi "R" <ravi@evil.test>\r\nBcc: x@evil.test \\' }, settings);
    expect(content.subject).toBe('Your enquiry SG-2611-7K3Q-ABCD');
    expect(content.headers).toEqual({ 'X-Enquiry-Reference': 'SG-2611-7K3Q-ABCD' });
    expect(content.from).toBe('"Ravi R ravi evil.test Bcc: x evil.test" <enquiries@sarthi.in>');
  });
});
