import { parseInbound, splitQuoted, MAX_TEXT_CHARS } from './parse';
import { bccToken, routingToken } from './place';

/* An incoming message read as the inbox keeps it (issue 40, Receiving): what is shown, what is folded, what a machine sent. */

const crlf = (text: string) => Buffer.from(text.replace(/\r?\n/g, '\r\n'));

describe('the answer and what is folded away', () => {
  it('folds a Gmail quote with its attribution wrapped over two lines, and a signature', () => {
    expect(splitQuoted('Tuesday is fine.\n\nOn Mon, 30 Nov 2026 at 10:00, Ravi Mehta\n<enquiries@sarthi.in> wrote:\n> When suits you?\n')).toEqual({
      body: 'Tuesday is fine.',
      quoted: 'On Mon, 30 Nov 2026 at 10:00, Ravi Mehta\n<enquiries@sarthi.in> wrote:\n> When suits you?',
    });
    expect(splitQuoted('Thanks.\n-- \nAsha Patel\n+91 98765 43210')).toEqual({ body: 'Thanks.', quoted: '-- \nAsha Patel\n+91 98765 43210' });
  });

  it("folds Outlook's block (a line, then From: and Sent:), but not a From: line that is part of the answer", () => {
    expect(splitQuoted('Yes.\n\n-----Original Message-----\nFrom: Sarthi\nSent: today\n\nHello')).toEqual({ body: 'Yes.', quoted: '-----Original Message-----\nFrom: Sarthi\nSent: today\n\nHello' });
    expect(splitQuoted('From: my side, all is ready.\nSee you.')).toEqual({ body: 'From: my side, all is ready.\nSee you.', quoted: '' });
  });

  it('keeps an answer written between the quotes whole: folding it would hide what the lead wrote', () => {
    const inline = '> Your budget?\nAbout 10 lakh.\n> Your timeline?\nThis spring.';
    expect(splitQuoted(inline)).toEqual({ body: inline, quoted: '' });
    // Nothing but a quote: shown, not folded into nothing.
    expect(splitQuoted('> only a quote')).toEqual({ body: '> only a quote', quoted: '' });
  });
});

describe('parsing a message', () => {
  it('converts an HTML-only message to text: no markup, no script or style, nothing to load', async () => {
    const parsed = await parseInbound(
      crlf(
        'From: Asha <asha@example.com>\nTo: replies+0123456789abcdef0123456789abcdef@sarthi.in\nSubject: Hi\nMessage-ID: <A1@Example.com>\nIn-Reply-To: <e1.ack@sarthi.in>\nReferences: <old@x> <e1.ack@sarthi.in>\nContent-Type: text/html; charset=utf-8\n\n' +
          '<html><head><style>p{color:red}</style><script>alert(1)</script></head><body><p>Hello <b>there</b></p><img src="https://tracker.example/p.gif" alt=""></body></html>',
      ),
    );
    expect(parsed.body).toBe('Hello there');
    expect(parsed.body).not.toMatch(/alert|color|tracker|<|>/);
    expect(parsed.dedupeKey).toBe('<a1@example.com>');
    expect(parsed.threadIds).toEqual(['<e1.ack@sarthi.in>', '<old@x>']);
    expect(parsed.recipients).toEqual(['replies+0123456789abcdef0123456789abcdef@sarthi.in']);
    expect(routingToken(parsed.recipients, 'replies@sarthi.in')).toBe('0123456789abcdef0123456789abcdef');
    expect(parsed.automatic).toBeUndefined();
  });

  it("finds a BCC address's token where the delivering server recorded it, apart from the routing token", async () => {
    const token = 'fedcba9876543210fedcba9876543210';
    const parsed = await parseInbound(crlf(`From: ravi@sarthi.in\nTo: asha@example.com\nDelivered-To: Replies+BCC-${token.toUpperCase()}@sarthi.in\nSubject: Options\n\nHello.\n`));
    expect(parsed.recipients).toEqual(['asha@example.com', `replies+bcc-${token}@sarthi.in`]);
    expect(bccToken(parsed.recipients, 'replies@sarthi.in')).toBe(token);
    // Neither address stands for the other.
    expect(routingToken(parsed.recipients, 'replies@sarthi.in')).toBeUndefined();
    expect(bccToken([`replies+${token}@sarthi.in`], 'replies@sarthi.in')).toBeUndefined();
    expect(bccToken([`other+bcc-${token}@sarthi.in`], 'replies@sarthi.in')).toBeUndefined();
  });

  it('keys a message without a Message-ID by the hash of its bytes, lists every attachment by name and sets the PDFs aside for the checks', async () => {
    const raw = crlf(
      'From: a@example.com\nSubject: Files\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="b"\n\n--b\nContent-Type: text/plain\n\nSee attached.\n' +
        '--b\nContent-Type: application/pdf; name="cv.pdf"\nContent-Disposition: attachment; filename="cv.pdf"\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjQK\n' +
        '--b\nContent-Type: application/x-msdownload; name="run.exe"\nContent-Disposition: attachment; filename="run.exe"\nContent-Transfer-Encoding: base64\n\nTVo=\n--b--\n',
    );
    const parsed = await parseInbound(raw);
    expect(parsed.dedupeKey).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await parseInbound(raw)).dedupeKey).toBe(parsed.dedupeKey);
    expect(parsed.body).toBe('See attached.');
    expect(parsed.attachments.map((a) => [a.name, a.type, a.stored])).toEqual([
      ['cv.pdf', 'application/pdf', false],
      ['run.exe', 'application/x-msdownload', false],
    ]);
    expect(parsed.pdfs.map((p) => p.name)).toEqual(['cv.pdf']);
  });

  it('bounds the text kept', async () => {
    const parsed = await parseInbound(crlf(`From: a@example.com\nSubject: Long\n\n${'x'.repeat(MAX_TEXT_CHARS + 10)}`));
    expect(parsed.body.length).toBeLessThan(MAX_TEXT_CHARS + 100);
    expect(parsed.body).toMatch(/shortened: the message was longer\]$/);
  });
});
