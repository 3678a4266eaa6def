import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { RESUME_REFUSALS } from '@/lib/enquiry/pdf';
import type { ActiveContent, PdfScan, SCAN_WORKER } from './pdf-scan';

/*
 * A resume is read (server/intake/pdf-scan.ts) in a worker thread of its own before anything is stored: the
 * event loop goes on serving while it runs, and a hostile file costs at most the time and heap below,
 * after which its worker is ended. A new worker per resume (about 150 ms to start): nothing a hostile
 * file leaves in the library's memory outlives it, and resumes come one at a time in practice.
 */

/** Wall time one resume may take, from its worker's start; a real 2 MB resume takes well under a second. */
export const CHECK_TIME_LIMIT_MS = 5_000;
/** Heap of a check's worker; the object streams it decodes are bounded in pdf-scan.ts. */
const CHECK_HEAP_MB = 256;
/** Checks running at once; more wait their turn (the machine has few cores, and each check may take one). */
const MAX_RUNNING = 2;

const WORDS: Record<ActiveContent, string> = {
  javascript: 'JavaScript',
  launch: 'a launch action',
  'submit-form': 'a form-submission action',
  'import-data': 'a data-import action',
  'embedded-file': 'embedded files',
  xfa: 'an XFA form',
};

export type ResumeCheck = { ok: true; ms: number } | { ok: false; ms: number; problem: string; why: string };

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (running >= MAX_RUNNING) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Tells pdf-scan.js that it runs as this module's worker (typed from it: importing it would load the library here). */
const WORKER_TAG: typeof SCAN_WORKER = 'pdf-scan';
/** The compiled pdf-scan.js next to this file (pdf-scan.ts under a TypeScript loader, as in `npm run dev:api`). */
const SCAN_FILE = join(__dirname, `pdf-scan${extname(__filename)}`);

/** Scans `bytes` in a new worker; 'too-complex' when it runs out of time or heap. Throws only if the worker cannot run at all. */
function scanInWorker(bytes: Uint8Array, timeLimitMs: number): Promise<PdfScan> {
  return new Promise((resolve, reject) => {
    // Under `npm run dev:api` (tsx) the worker needs tsx's loader to read pdf-scan.ts; compiled, plain node.
    const source = SCAN_FILE.endsWith('.ts') ? `require('tsx/cjs/api').register(); require(${JSON.stringify(SCAN_FILE)});` : SCAN_FILE;
    const worker = new Worker(source, {
      eval: source !== SCAN_FILE,
      workerData: WORKER_TAG,
      resourceLimits: { maxOldGenerationSizeMb: CHECK_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      // The library may warn on the console about the file it reads: not for the server's log.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (result: PdfScan | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const tooComplex: PdfScan = { outcome: 'unreadable', reason: 'too-complex' };
    const timer = setTimeout(() => settle(tooComplex), timeLimitMs);
    worker.once('message', (scan: PdfScan) => settle(scan));
    worker.once('error', (error: Error & { code?: string }) => settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex : error));
    worker.once('exit', (code) => settle(new Error(`resume check: the worker exited (${code}) without an answer`)));
    worker.postMessage(bytes);
  });
}

/**
 * Whether a resume may be stored, and if not the `error_detail` problem (after "resume_base64: "):
 * 'the PDF contains active content (JavaScript, embedded files)', 'the file is not a readable PDF',
 * '... (it is password-protected)' or '... (it is too complex to check)'. `why` is for the log.
 */
export async function checkResume(bytes: Uint8Array, timeLimitMs = CHECK_TIME_LIMIT_MS): Promise<ResumeCheck> {
  return inTurn(async () => {
    const started = performance.now();
    const scan = await scanInWorker(bytes, timeLimitMs);
    const ms = Math.round(performance.now() - started);
    if (scan.outcome === 'clean') return { ok: true, ms };
    if (scan.outcome === 'active') return { ok: false, ms, problem: `${RESUME_REFUSALS.activeContent.problem} (${scan.kinds.map((kind) => WORDS[kind]).join(', ')})`, why: scan.kinds.join(',') };
    const reason = scan.reason === 'password' ? ' (it is password-protected)' : scan.reason === 'too-complex' ? ' (it is too complex to check)' : '';
    return { ok: false, ms, problem: `${RESUME_REFUSALS.unreadable.problem}${reason}`, why: scan.reason };
  });
}
