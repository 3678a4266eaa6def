#!/usr/bin/env node
// Post-build step (last): every text file of out/ beside its Brotli (quality 11) and gzip (level 9) copy,
// compressed once at build time as hard as they go. `npm start`'s server sends them as they are to a
// browser that accepts them (server/platform/static.ts), where compressing on the fly must stay quick
// (Brotli 4): a page is 2-3 KB smaller over the wire, which on most pages is what keeps the HTML within
// the first round trip of a new connection (~14 KB). Static hosts that compress by themselves ignore them.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      files += precompress(path);
      continue;
    }
    if (!TEXT.has(extname(name))) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    files += 1;
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'out';
  console.log(`Precompressed ${precompress(outDir)} text files of ${outDir}/ (.br and .gz beside each).`);
}
