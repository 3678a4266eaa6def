import { retryDelay } from './outbox';
import { newReference, REFERENCE_PATTERN } from '../intake/reference';
import { site } from '@/content/site';
import { FORM_FIELDS } from '@/lib/enquiry/contract';
import { LANGUAGES, type Language } from '../intake/language';
import { ACK_TEXT, CONTACT_SERVICE_KIND } from './acknowledgement-text';
import { acknowledgement, displayName, formatIst, greetingName, mailtoHref, privacyPolicyUrl, replyBy, staffNotification, staffReply, type MailEnquiry } from './content';

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

describe('the acknowledgement in the enquirer\'s language (issue 41)', () => {
  const settings = { from: 'Sarthi Global <enquiries@sarthi.in>', notifyTo: ['leads@sarthi.in'], staffUrl: 'https://inbox.sarthi.in' };
  // Received on Tuesday 24 November 2026 at 11:30 in India: answered by the end of Wednesday.
  const enquiry = (language?: Language, kind: 'work_abroad' | 'contact' = 'work_abroad', payload: Record<string, unknown> = {}): MailEnquiry => ({
    id: 'e1',
    kind,
    reference: 'SG-2611-K7QP-M3XD',
    receivedAt: new Date('2026-11-24T06:00:00Z'),
    payload: { name: 'Asha Patel', email: 'asha@example.com', ...payload },
    resumeBytes: null,
    ...(language ? { language } : {}),
  });

  it('says in English exactly what it always said, with or without a language', () => {
    for (const mail of [acknowledgement(enquiry(), settings), acknowledgement(enquiry('en'), settings)]) {
      expect(mail.subject).toBe('We have received your enquiry (reference SG-2611-K7QP-M3XD)');
      expect(mail.text).toBe(
        [
          'Dear Asha Patel,',
          'Thank you for your enquiry about Work Abroad. We have received it, and your reference is SG-2611-K7QP-M3XD. Please quote it whenever you contact us.',
          `What happens next: a consultant reads every enquiry and will get in touch with you during our business hours (${site.hours.label}), usually within one working day, so by the end of Wednesday 25 November.`,
          `If you would like to speak to us sooner, call ${site.phone} during those hours.`,
          `How we use and protect your personal data: ${privacyPolicyUrl()}`,
          site.name,
        ].join('\n\n') + '\n',
      );
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('your reference is <strong>SG-2611-K7QP-M3XD</strong>. Please quote it');
    }
    const contact = acknowledgement(enquiry('en', 'contact', { service_of_intrest: undefined }), settings);
    expect(contact.text).toContain('Thank you for your message about your question. We have received it');
  });

  it('writes Gujarati formally (આપ), with the service, dates and hours in Gujarati, and says it is a translation', () => {
    const mail = acknowledgement(enquiry('gu'), settings);
    expect(mail.subject).toBe('અમને આપની પૂછપરછ મળી ગઈ છે (સંદર્ભ SG-2611-K7QP-M3XD)');
    expect(mail.text).toMatch(/^પ્રિય Asha Patel,\n\nવિદેશમાં નોકરી વિશે આપની પૂછપરછ માટે આપનો આભાર\. .*SG-2611-K7QP-M3XD/);
    expect(mail.text).toContain('બુધવાર, 25 નવેમ્બર');
    expect(mail.text).toContain('સોમવાર થી શુક્રવાર, 9:00 AM થી 6:00 PM IST');
    expect(mail.text).toContain(site.phone);
    expect(mail.text).toContain(privacyPolicyUrl());
    expect(mail.text.trimEnd().split('\n\n').slice(-2)).toEqual([site.name, ACK_TEXT.gu.translated]);
    expect(mail.text).not.toMatch(/Thank you|reference is/);
    expect(mail.html).toContain('<html lang="gu">');
    expect(mail.html).toContain('<strong>SG-2611-K7QP-M3XD</strong>');
    expect(mail.replyTo).toBe(site.email);
  });

  it('writes Hindi formally (आप); a contact message names the service it chose, or none', () => {
    const mail = acknowledgement(enquiry('hi', 'contact', { service_of_intrest: 2 }), settings);
    expect(mail.subject).toBe('हमें आपकी पूछताछ मिल गई है (संदर्भ SG-2611-K7QP-M3XD)');
    expect(mail.text).toMatch(/^प्रिय Asha Patel,\n\nमाइग्रेशन सेवाएँ के बारे में आपके संदेश के लिए धन्यवाद। हमें आपका संदेश मिल गया है/);
    expect(mail.text).toContain('बुधवार, 25 नवंबर');
    expect(mail.text).toContain(ACK_TEXT.hi.translated);
    expect(acknowledgement(enquiry('hi', 'contact', { name: '' }), settings).text).toMatch(/^नमस्ते,\n\nआपके संदेश के लिए धन्यवाद।/);
    expect(acknowledgement(enquiry('gu', 'contact', { name: '' }), settings).text).toMatch(/^નમસ્તે,\n\nઆપના સંદેશ માટે આપનો આભાર\./);
  });

  it('escapes the greeted name in HTML in every language, and no sentence of its own needs escaping', () => {
    for (const language of LANGUAGES) {
      const words = ACK_TEXT[language];
      const sample = [
        words.greeting('N'),
        words.received({ contact: true, service: 'S', reference: 'R' }),
        words.received({ contact: false, service: 'S', reference: 'R' }),
        words.next({ hours: 'H', by: 'B' }),
        words.sooner('P'),
        words.privacy('U'),
        words.translated ?? '',
        words.subject('R'),
      ].join('');
      expect(sample).not.toMatch(/[<>&"]/);
    }
  });

  it('knows every contact-form service code', () => {
    const codes = FORM_FIELDS.contact.find((f) => f.name === 'service')?.options?.map((o) => o.value) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(CONTACT_SERVICE_KIND[code as number]).toBeDefined();
  });

  it('a staff reply in the thread answers the subject the enquirer got', () => {
    const reply = { reference: 'SG-2611-K7QP-M3XD', name: 'Asha', address: 'asha@example.com', advisor: 'Ravi', body: 'Namaste', thread: '<e1.ack@sarthi.in>', replyTo: 'r@sarthi.in', date: new Date() };
    expect(staffReply({ ...reply, language: 'gu' }, settings).subject).toBe('Re: અમને આપની પૂછપરછ મળી ગઈ છે (સંદર્ભ SG-2611-K7QP-M3XD)');
    expect(staffReply(reply, settings).subject).toBe('Re: We have received your enquiry (reference SG-2611-K7QP-M3XD)');
  });

  it('the staff notification names the language, English included', () => {
    expect(staffNotification(enquiry('hi'), settings).text).toContain('\nLanguage: Hindi (hi)\n');
    expect(staffNotification(enquiry(), settings).text).toContain('\nLanguage: English (en)\n');
    expect(staffNotification(enquiry('gu'), settings).html).toContain('<br>Language: Gujarati (gu)</p>');
  });
});
