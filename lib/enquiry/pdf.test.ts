import { checkPdf, pdfDataUrl } from '@/lib/enquiry/pdf';

const PDF_HEAD = Buffer.from('%PDF-1.4\n');
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/** A PDF of exactly `size` bytes: the header, then spaces. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(PDF_HEAD);
  return bytes;
}

const file = (bytes: Uint8Array | string, name: string, type: string) => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('checkPdf', () => {
  it('passes a small real PDF', async () => {
    await expect(checkPdf(file(SMALL_PDF, 'cv.pdf', 'application/pdf'))).resolves.toEqual({ ok: true });
  });

  it('passes a PDF whose browser type is empty but whose name ends in .pdf', async () => {
    await expect(checkPdf(file(SMALL_PDF, 'CV.PDF', ''))).resolves.toEqual({ ok: true });
  });

  it("fails a PNG named cv.pdf and typed application/pdf with 'Please upload a valid PDF file.'", async () => {
    await expect(checkPdf(file(PNG, 'cv.pdf', 'application/pdf'))).resolves.toEqual({ ok: false, message: 'Please upload a valid PDF file.' });
  });

  it("fails a text file with 'Please upload a valid PDF file.'", async () => {
    await expect(checkPdf(file('My resume, in plain text.', 'cv.txt', 'text/plain'))).resolves.toEqual({ ok: false, message: 'Please upload a valid PDF file.' });
  });

  it('fails a real PDF declared as another type', async () => {
    await expect(checkPdf(file(SMALL_PDF, 'cv.png', 'image/png'))).resolves.toEqual({ ok: false, message: 'Please upload a valid PDF file.' });
  });

  it('fails an empty file named cv.pdf', async () => {
    await expect(checkPdf(file(new Uint8Array(0), 'cv.pdf', 'application/pdf'))).resolves.toEqual({ ok: false, message: 'Please upload a valid PDF file.' });
  });

  it("fails a PDF of 2,097,153 bytes with 'File size should not exceed 2MB.'", async () => {
    const big = file(pdfOfSize(2_097_153), 'cv.pdf', 'application/pdf');
    expect(big.size).toBe(2_097_153);
    await expect(checkPdf(big)).resolves.toEqual({ ok: false, message: 'File size should not exceed 2MB.' });
  });

  it('passes a PDF of exactly 2,097,152 bytes', async () => {
    const limit = file(pdfOfSize(2_097_152), 'cv.pdf', 'application/pdf');
    expect(limit.size).toBe(2_097_152);
    await expect(checkPdf(limit)).resolves.toEqual({ ok: true });
  });
});

describe('pdfDataUrl', () => {
  it('returns the bytes as a base64 PDF data URL', async () => {
    await expect(pdfDataUrl(file(SMALL_PDF, 'cv.pdf', 'application/pdf'))).resolves.toBe(`data:application/pdf;base64,${SMALL_PDF.toString('base64')}`);
  });

  it('labels the data URL as a PDF whatever type the browser reported', async () => {
    await expect(pdfDataUrl(file(SMALL_PDF, 'cv.pdf', ''))).resolves.toBe(`data:application/pdf;base64,${SMALL_PDF.toString('base64')}`);
  });

  it('encodes a file larger than one 32 KiB chunk byte for byte', async () => {
    const bytes = new Uint8Array(100_003);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31 + 7) % 256;
    bytes.set(PDF_HEAD);
    await expect(pdfDataUrl(file(bytes, 'cv.pdf', 'application/pdf'))).resolves.toBe(`data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`);
  });
});
