import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  decodePDFRawStream,
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFStream,
  PDFXRefStreamParser,
  type PDFObject,
} from '@cantoo/pdf-lib';

/*
 * A resume read as a PDF (with @cantoo/pdf-lib, which reads compressed object streams, cross-reference
 * streams and encryption) and every object in it examined for what a PDF viewer would run or open:
 * JavaScript, launch, submit-form and import-data actions, embedded files, XFA forms. Every object is
 * looked at, reachable or not, in every dictionary and array however deep: what staff's viewer reaches
 * is not for us to guess.
 *
 * The library's parser is synchronous per object and slow on some hostile input (quadratic in places:
 * a 2 MB file of unterminated streams takes minutes), so the intake API runs this in a worker thread
 * with a time and heap limit (server/intake/resume-check.ts); the decoded size of object and cross-reference
 * streams is bounded here, since a 2 MB deflate bomb decodes to 2 GB outside any heap limit.
 */

export type ActiveContent = 'javascript' | 'launch' | 'submit-form' | 'import-data' | 'embedded-file' | 'xfa';

export type PdfScan =
  | { outcome: 'clean'; objects: number }
  | { outcome: 'active'; kinds: ActiveContent[] }
  /** structure: not a PDF we can read through; password: encrypted for a password we do not have; too-complex: over a limit. */
  | { outcome: 'unreadable'; reason: 'structure' | 'password' | 'too-complex' };

/** The order in which kinds are reported. */
export const ACTIVE_CONTENT: readonly ActiveContent[] = ['javascript', 'launch', 'submit-form', 'import-data', 'embedded-file', 'xfa'];

/** Bytes that all object and cross-reference streams of one document may decode to, together. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** Values of /S (an action's type), /Type and /Subtype that are active content. */
const VALUE_KINDS = new Map<string, ActiveContent>([
  ['JavaScript', 'javascript'],
  ['Launch', 'launch'],
  ['SubmitForm', 'submit-form'],
  ['ImportData', 'import-data'],
  ['EmbeddedFile', 'embedded-file'],
  ['FileAttachment', 'embedded-file'],
]);
/** Keys whose presence is active content: a script (/JS), the document's scripts (/Names /JavaScript), embedded files, XFA. */
const KEY_KINDS = new Map<string, ActiveContent>([
  ['JS', 'javascript'],
  ['JavaScript', 'javascript'],
  ['EmbeddedFiles', 'embedded-file'],
  ['EF', 'embedded-file'],
  ['XFA', 'xfa'],
]);
const TYPED_KEYS = new Set(['S', 'Type', 'Subtype']);

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);

/** Objects of a document that the library could not parse: their raw text, for the names in it. */
function invalidObjectText(object: PDFInvalidObject): string {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
}

/** Name tokens of raw PDF text, with their #xx escapes decoded as a viewer decodes them. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, raw] of text.matchAll(/\/([^\s/()<>[\]{}%]+)/g)) names.add((raw ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  return names;
}

type Findings = { kinds: Set<ActiveContent>; unreadable: boolean };

/** Walks one object and everything directly inside it (an explicit stack: nesting depth is the file's choice). */
function examine(root: PDFObject, found: Findings): void {
  const stack: PDFObject[] = [root];
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFInvalidObject) {
      const names = namesIn(invalidObjectText(object));
      for (const [key, kind] of [...KEY_KINDS, ...VALUE_KINDS]) if (names.has(key)) found.kinds.add(kind);
      // An object stream (or what a viewer may take for one) that the library could not read may hold any object.
      if (names.has('ObjStm') || names.has('First')) found.unreadable = true;
      continue;
    }
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      // A stream laid out as an object stream but not typed as one: some viewers read objects from it, the library does not.
      if (object instanceof PDFRawStream && dict.has(PDFName.of('First')) && dict.has(PDFName.of('N')) && name(dict.get(PDFName.of('Type'))) !== 'ObjStm') found.unreadable = true;
      for (const [key, value] of dict.entries()) {
        const keyName = key.decodeText();
        const keyKind = KEY_KINDS.get(keyName);
        if (keyKind) found.kinds.add(keyKind);
        const valueKind = TYPED_KEYS.has(keyName) ? VALUE_KINDS.get(name(value) ?? '') : undefined;
        if (valueKind) found.kinds.add(valueKind);
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push(item);
    }
  }
}

/*
 * The library decodes an object or cross-reference stream whole as it parses the file. Each is first
 * decoded here in chunks, counted against what the document has left, so a bomb stops at the limit.
 * Module state, so one document is read at a time (`scanPdf` queues them).
 */
let decodeBudget = MAX_DECODED_BYTES;
let overBudget = false;
const DECODE_CHUNK = 64 * 1024;

function countDecoded(stream: PDFRawStream): void {
  const decoded = decodePDFRawStream(stream);
  for (let chunk = decoded.getBytes(DECODE_CHUNK); chunk.length > 0; chunk = decoded.getBytes(DECODE_CHUNK)) {
    decodeBudget -= chunk.length;
    if (decodeBudget < 0) {
      overBudget = true;
      // The library takes the stream for an invalid object and goes on; `overBudget` decides.
      throw new Error('decoded streams over the limit');
    }
  }
}

const readObjectStream = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  countDecoded(stream);
  return readObjectStream(stream, shouldWaitForTick);
};
const readXRefStream = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  countDecoded(stream);
  return readXRefStream(stream);
};

async function scanOne(bytes: Uint8Array): Promise<PdfScan> {
  decodeBudget = MAX_DECODED_BYTES;
  overBudget = false;
  let document: PDFDocument;
  try {
    // An empty password opens the many PDFs encrypted only against editing or printing.
    document = await PDFDocument.load(bytes, { password: '', updateMetadata: false, preserveXFA: true, parseSpeed: Infinity });
  } catch (error) {
    if (overBudget) return { outcome: 'unreadable', reason: 'too-complex' };
    if (error instanceof EncryptedPDFError || (error instanceof Error && error.message === 'NEEDS PASSWORD')) return { outcome: 'unreadable', reason: 'password' };
    return { outcome: 'unreadable', reason: 'structure' };
  }
  if (overBudget) return { outcome: 'unreadable', reason: 'too-complex' };
  const found: Findings = { kinds: new Set(), unreadable: false };
  const objects = document.context.enumerateIndirectObjects();
  for (const [, object] of objects) examine(object, found);
  if (found.kinds.size > 0) return { outcome: 'active', kinds: ACTIVE_CONTENT.filter((kind) => found.kinds.has(kind)) };
  // Without a catalog (the document's root) and its page tree there is no document: garbage, or cut off.
  const catalog = document.catalog as PDFObject | undefined;
  if (found.unreadable || !(catalog instanceof PDFDict) || !(catalog.lookup(PDFName.of('Pages')) instanceof PDFDict)) return { outcome: 'unreadable', reason: 'structure' };
  return { outcome: 'clean', objects: objects.length };
}

let queue: Promise<unknown> = Promise.resolve();

/** Reads `bytes` as a PDF and reports its active content, if any. Never throws. */
export function scanPdf(bytes: Uint8Array): Promise<PdfScan> {
  const scan = queue.then(() => scanOne(bytes)).catch((): PdfScan => ({ outcome: 'unreadable', reason: 'structure' }));
  queue = scan;
  return scan;
}

/** What server/intake/resume-check.ts passes as workerData, so that only its workers answer messages. */
export const SCAN_WORKER = 'pdf-scan';

if (!isMainThread && workerData === SCAN_WORKER && parentPort) {
  const port = parentPort;
  port.once('message', (bytes: Uint8Array) => {
    void scanPdf(bytes).then((scan) => port.postMessage(scan));
  });
}
