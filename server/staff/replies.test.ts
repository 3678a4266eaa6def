import { loadConfig } from '../platform/config';
import { fillSavedReply, inOfficeHours, nextOfficeHour, routingAddress } from './replies';

/* The pure parts of replying: office hours, the routing address and REPLY_TO, a saved reply filled in. */

const ist = (text: string) => Date.parse(`${text}+05:30`);
const replyToOf = (env: Record<string, string>) => loadConfig({ SQLITE_PATH: '/tmp/unused.db', ...env } as unknown as NodeJS.ProcessEnv).replyTo;

describe('office hours (Monday to Friday, 9:00 to 18:00 IST)', () => {
  it('is open from 9:00 until just before 18:00 on a working day, and then a reply "when the office opens" goes at once', () => {
    expect(inOfficeHours(ist('2026-11-30T09:00:00'))).toBe(true);
    expect(inOfficeHours(ist('2026-11-30T17:59:59'))).toBe(true);
    expect(nextOfficeHour(ist('2026-11-30T11:15:00'))).toBe(ist('2026-11-30T11:15:00'));
  });

  it('is closed before 9:00, from 18:00 and at weekends: the reply waits for the next opening', () => {
    expect(inOfficeHours(ist('2026-11-30T08:59:59'))).toBe(false);
    expect(nextOfficeHour(ist('2026-11-30T08:30:00'))).toBe(ist('2026-11-30T09:00:00'));
    expect(inOfficeHours(ist('2026-11-30T18:00:00'))).toBe(false);
    expect(nextOfficeHour(ist('2026-11-30T18:00:00'))).toBe(ist('2026-12-01T09:00:00'));
    // Friday evening and Saturday: Monday morning.
    expect(nextOfficeHour(ist('2026-12-04T19:00:00'))).toBe(ist('2026-12-07T09:00:00'));
    expect(inOfficeHours(ist('2026-12-05T12:00:00'))).toBe(false);
    expect(nextOfficeHour(ist('2026-12-05T12:00:00'))).toBe(ist('2026-12-07T09:00:00'));
  });
});

describe('the routing address', () => {
  it('puts the token after a plus in the local part of REPLY_TO', () => {
    expect(routingAddress('enquiries@sarthi.in', '0123abcd')).toBe('enquiries+0123abcd@sarthi.in');
  });

  it('REPLY_TO defaults to the address of MAIL_FROM (its own plus part left out), lower-cased', () => {
    expect(replyToOf({ MAIL_FROM: 'Sarthi Global <Enquiries@Sarthi.in>' })).toBe('enquiries@sarthi.in');
    expect(replyToOf({ MAIL_FROM: 'hello+web@sarthi.in' })).toBe('hello@sarthi.in');
    expect(replyToOf({ MAIL_FROM: 'Sarthi Global <hello@sarthi.in>', REPLY_TO: 'replies@sarthi.in' })).toBe('replies@sarthi.in');
  });

  it('refuses a REPLY_TO that is not a plain address, naming the variable', () => {
    expect(() => replyToOf({ REPLY_TO: 'Sarthi <replies@sarthi.in>' })).toThrow(/^REPLY_TO: "Sarthi <replies@sarthi.in>" is not a plain address/);
    expect(() => replyToOf({ REPLY_TO: 'replies+x@sarthi.in' })).toThrow(/REPLY_TO/);
    expect(() => replyToOf({ REPLY_TO: 'replies' })).toThrow(/REPLY_TO/);
  });
});

describe('a saved reply filled in', () => {
  it('replaces {name}, {reference} and {advisor} wherever they are, and leaves other braces alone', () => {
    expect(fillSavedReply('Dear {name},\n{reference} {reference} {other}\n{advisor}', { name: 'Asha Patel', reference: 'SG-2611-7K3Q', advisor: 'Ravi Mehta' })).toBe(
      'Dear Asha Patel,\nSG-2611-7K3Q SG-2611-7K3Q {other}\nRavi Mehta',
    );
  });
});
