import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { SAMPLE_PDF_BASE64 } from '@/lib/enquiry/sample-values';
import { MAX_DECODED_BYTES, scanPdf } from './pdf-scan';
import { classicPdf, compressedPdf, HOSTILE, UNREADABLE } from '../test/support/test-pdfs';

/*
 * The PDF reader in-process (the intake API runs it in a worker: server/test/intake/resume.test.ts). Every file is
 * written here or in ./test-pdfs.ts, byte by byte.
 */

/** A one-page PDF made by the library itself, as an editor would save it; `edit` adds to it first. */
async function madeWithLibrary(edit: (document: PDFDocument) => Promise<void> | void = () => undefined): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText('Asha Patel', { font: await document.embedFont(StandardFonts.Helvetica), x: 72, y: 720 });
  await edit(document);
  return document.save({ useObjectStreams: true });
}

describe('scanPdf', () => {
  it.each([
    ['the sample resume of the fixtures (no cross-reference table at all)', Buffer.from(SAMPLE_PDF_BASE64, 'base64')],
    ['a one-page resume with a cross-reference table', classicPdf()],
    ['the same in an object stream with a cross-reference stream', compressedPdf()],
    ['a resume with a web link', classicPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A << /S /URI /URI (https://www.linkedin.com/in/asha) >> >>'] })],
    ['a resume whose text mentions JavaScript', classicPdf({ objects: ['<< /Title (Node.js/JavaScript developer) >>'] })],
  ])('accepts %s', async (_name, bytes) => {
    expect(await scanPdf(bytes)).toEqual({ outcome: 'clean', objects: expect.any(Number) });
  });

  it('accepts a PDF saved by a library, with object streams', async () => {
    expect(await scanPdf(await madeWithLibrary())).toMatchObject({ outcome: 'clean' });
  });

  it.each(Object.entries(HOSTILE))('finds %s', async (name, bytes) => {
    const kind = {
      'JavaScript run on opening, inside a compressed object stream': 'javascript',
      'a launch action when the page opens': 'launch',
      'a link that submits the form': 'submit-form',
      'an embedded file': 'embedded-file',
      'a link annotation running JavaScript': 'javascript',
    }[name];
    expect(await scanPdf(bytes)).toEqual({ outcome: 'active', kinds: [kind] });
  });

  it.each([
    ['document scripts (/Names /JavaScript)', { catalog: '/Names << /JavaScript 6 0 R >>', objects: ['<< /Names [(init) 7 0 R] >>', '<< /S /JavaScript /JS 8 0 R >>', '<< /Length 11 >>\nstream\napp.alert()\nendstream'] }, ['javascript']],
    ['a script in the document\'s additional actions (/AA)', { catalog: '/AA << /WC << /S /JavaScript /JS (x) >> >>' }, ['javascript']],
    ['a form field whose keystroke runs a script', { catalog: '/AcroForm << /Fields [6 0 R] >>', page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Widget /FT /Tx /T (name) /Rect [0 0 1 1] /AA << /K << /S /JavaScript /JS (AFNumber_Keystroke\\(\\)) >> >> >>'] }, ['javascript']],
    ['a script in a chain of actions (/Next)', { catalog: '/OpenAction << /S /URI /URI (https://example.com) /Next [<< /S /JavaScript /JS (x) >>] >>' }, ['javascript']],
    ['a name spelt with escapes (/Java#73cript, /J#53)', { catalog: '/OpenAction << /S /Java#73cript /J#53 (x) >>' }, ['javascript']],
    ['an import-data action', { catalog: '/OpenAction << /S /ImportData /F (data.fdf) >>' }, ['import-data']],
    ['a file attachment annotation', { page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS << /Type /Filespec /F (a.txt) >> >>'] }, ['embedded-file']],
    ['an XFA form', { catalog: '/AcroForm << /Fields [] /XFA 6 0 R >>', objects: ['<< /Length 7 >>\nstream\n<xdp/>\nendstream'] }, ['xfa']],
    ['several kinds at once, listed in a fixed order', { catalog: '/OpenAction << /S /Launch /F (x) >> /Names << /EmbeddedFiles << /Names [] >> /JavaScript << /Names [] >> >>' }, ['javascript', 'launch', 'embedded-file']],
  ])('finds %s', async (_name, parts, kinds) => {
    expect(await scanPdf(classicPdf(parts))).toEqual({ outcome: 'active', kinds });
    expect(await scanPdf(compressedPdf(parts))).toEqual({ outcome: 'active', kinds });
  });

  it('finds what sits in an object the library cannot parse', async () => {
    const bytes = classicPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /JavaScript /JS (x) /Broken ) >>'] });
    expect(await scanPdf(bytes)).toEqual({ outcome: 'active', kinds: ['javascript'] });
  });

  it('finds JavaScript in a PDF encrypted against editing only (opened with the empty password)', async () => {
    const bytes = await madeWithLibrary(async (document) => {
      document.addJavaScript('greeting', 'app.alert("hello")');
      await document.encrypt({ userPassword: '', ownerPassword: 'owner', permissions: { printing: 'highResolution' } });
    });
    expect(await scanPdf(bytes)).toEqual({ outcome: 'active', kinds: ['javascript'] });
  });

  it('accepts a clean PDF encrypted against editing only', async () => {
    const bytes = await madeWithLibrary((document) => document.encrypt({ userPassword: '', ownerPassword: 'owner', permissions: { printing: 'highResolution' } }));
    expect(await scanPdf(bytes)).toMatchObject({ outcome: 'clean' });
  });

  it('refuses a PDF that needs a password to open: nobody can examine it', async () => {
    const bytes = await madeWithLibrary((document) => document.encrypt({ userPassword: 'secret', ownerPassword: 'owner' }));
    expect(await scanPdf(bytes)).toEqual({ outcome: 'unreadable', reason: 'password' });
  });

  it.each(Object.entries(UNREADABLE))('refuses %s as unreadable', async (_name, bytes) => {
    expect(await scanPdf(bytes)).toEqual({ outcome: 'unreadable', reason: 'structure' });
  });

  it('refuses a PDF without its page tree', async () => {
    expect(await scanPdf(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'))).toEqual({ outcome: 'unreadable', reason: 'structure' });
  });

  it.each([
    ['typed as one', '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot zlib!\nendstream'],
    ['laid out as one, in an object the library cannot parse', '<< /N 1 /First 4 /Filter /FlateDecode /Length 9 /Broken ) >>\nstream\nnot zlib!\nendstream'],
  ])('refuses an object stream the library cannot read (%s), whatever it may hold', async (_name, object) => {
    expect(await scanPdf(classicPdf({ objects: [object] }))).toEqual({ outcome: 'unreadable', reason: 'structure' });
  });

  it('refuses a stream laid out as an object stream without saying so (viewers may read it, the library does not)', async () => {
    const inner = deflateSync(Buffer.from('8 0 << /S /JavaScript /JS (x) >>'));
    const bytes = classicPdf({ objects: [`<< /N 1 /First 4 /Filter /FlateDecode /Length ${inner.length} >>\nstream\n${inner.toString('latin1')}\nendstream`] });
    expect(await scanPdf(bytes)).toEqual({ outcome: 'unreadable', reason: 'structure' });
  });

  it(`stops decoding object streams past ${MAX_DECODED_BYTES / 1024 / 1024} MiB (a deflate bomb)`, async () => {
    // 96 MiB of spaces after one object: about 100 KB compressed.
    const plain = Buffer.concat([Buffer.from('6 0 '), Buffer.alloc(96 * 1024 * 1024, 0x20)]);
    plain.write('<< >>', plain.length - 10, 'latin1');
    const bomb = deflateSync(plain, { level: 9 });
    const bytes = Buffer.concat([
      classicPdf().subarray(0, -6),
      Buffer.from(`9 0 obj\n<< /Type /ObjStm /N 1 /First ${plain.length - 10} /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`, 'latin1'),
      bomb,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    const started = performance.now();
    expect(await scanPdf(bytes)).toEqual({ outcome: 'unreadable', reason: 'too-complex' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reads one document at a time when several are given at once', async () => {
    const results = await Promise.all([scanPdf(HOSTILE['an embedded file']), scanPdf(classicPdf()), scanPdf(UNREADABLE['text after the %PDF- header'])]);
    expect(results.map((r) => r.outcome)).toEqual(['active', 'clean', 'unreadable']);
  });
});
