#!/usr/bin/env node
// Post-build step (before scripts/headers.mjs, which hashes the inline script this adds): content first,
// framework second. Next emits its chunks as <script async> in the head; on a fast link they arrive and
// hydrate before the first paint, so the page's first paint waits on JavaScript it does not need (every
// page is fully pre-rendered). This moves them behind the first contentful paint: the chunk tags and their
// preloads are replaced by one tiny inline loader that inserts the same scripts, still async and in the
// same order, once the browser reports the first contentful paint (or at once in a hidden tab, or after
// 3 s if the browser never reports one). Hydration then happens as before, a frame later.
//
// The React Server Components payload goes the same way. Next inlines it at the end of <body> as
// `self.__next_f.push([1, "..."])` scripts: the page's whole tree once more, its CSS included a second
// time (inlineCss), about half of the HTML's compressed bytes, all of it downloaded before the first paint
// although only hydration reads it. It is written instead to a content-addressed file under
// /_next/static/rsc/ (immutable, cached like the chunks) and the loader fetches it after the first paint,
// hands it to Next exactly as the inline scripts did, then inserts the chunks. If it cannot be fetched
// the page stays what it is without JavaScript: every control works as plain HTML.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './headers.mjs';

const outDir = process.argv[2] ?? 'out';
const CHUNK_SCRIPT = /<script src="([^"]*\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]*\/_next\/static\/[^"]+\.js)"\/>/g;
const LOADER_ID = 'deferred-chunks';

const PAYLOAD_PUSH = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g;
const PAYLOAD_DIR = 'rsc';

/**
 * The loader: fetch the payload (when the page has one), give it to Next, insert the chunks. ES5, no
 * dependencies, runs once; one retry of the payload after 2 s on a flaky link.
 */
function loaderScript(sources, payload) {
  const boot = payload
    ? `var t=0;function get(){fetch(p,{credentials:'same-origin'}).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(x){(self.__next_f=self.__next_f||[]).push([1,x]);load()},function(){if(t++<1)setTimeout(get,2000)})}get()`
    : 'load()';
  return (
    `(function(){var s=${JSON.stringify(sources)},p=${JSON.stringify(payload ?? '')},d=document,started=false;` +
    `function load(){for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `function go(){if(started)return;started=true;${boot}}` +
    `if(d.visibilityState==='hidden'||!('PerformanceObserver' in window))return go();` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(x){return go()}` +
    `setTimeout(go,3000)})();`
  );
}

/** The payload of the inline push scripts, in order (the text Next would have read from them). */
export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_PUSH)].map((match) => JSON.parse(match[1])[1]).join('');
}

/**
 * Rewrites one page; returns it unchanged when it has no chunk scripts (or was rewritten already).
 * `writePayload(text)` stores a payload and answers the URL the loader fetches it from.
 */
export function deferChunks(html, writePayload) {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const preloaded = [...html.matchAll(CHUNK_PRELOAD)].map((match) => match[1]);
  // Preloaded chunks are fetched first, as the preload asked.
  const ordered = [...new Set([...preloaded, ...sources])];
  const payload = inlinePayload(html);
  // Other pushes (the bootstrap [0], form state [2], binary rows [3]) stay inline as they are.
  const body = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '').replace(PAYLOAD_PUSH, '');
  if (/self\.__next_f\.push\(\[[23],/.test(body)) throw new Error('a page with binary or form-state payload rows: they cannot be moved to a file');
  const loader = `<script id="${LOADER_ID}">${loaderScript(ordered, payload ? writePayload(payload, sources[0]) : undefined)}</script>`;
  if (!body.includes('</body>')) throw new Error('a page without </body>: cannot place the chunk loader');
  return body.replace('</body>', `${loader}</body>`);
}

/** Writes a payload under out/_next/static/rsc/, named by its content; the URL keeps the chunks' base path. */
function payloadWriter(root) {
  mkdirSync(join(root, '_next', 'static', PAYLOAD_DIR), { recursive: true });
  return (text, chunkUrl) => {
    const name = `${createHash('sha256').update(text).digest('base64url').slice(0, 16)}.txt`;
    writeFileSync(join(root, '_next', 'static', PAYLOAD_DIR, name), text);
    const base = chunkUrl.slice(0, chunkUrl.indexOf('/_next/static/'));
    return `${base}/_next/static/${PAYLOAD_DIR}/${name}`;
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const writePayload = payloadWriter(outDir);
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const rewritten = deferChunks(html, writePayload);
    if (rewritten !== html) {
      writeFileSync(file, rewritten);
      pages += 1;
    }
  }
  console.log(`Deferred the framework chunks and the RSC payload behind the first paint on ${pages} pages.`);
}
