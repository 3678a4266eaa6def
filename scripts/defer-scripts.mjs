#!/usr/bin/env node
// Post-build step (before scripts/headers.mjs, which hashes the inline script this adds): content first,
// framework second. Next emits its chunks as <script async> in the head; on a fast link they arrive and
// hydrate before the first paint, so the page's first paint waits on JavaScript it does not need (every
// page is fully pre-rendered). This moves them behind the first contentful paint: the chunk tags and their
// preloads are replaced by one tiny inline loader that inserts the same scripts, still async and in the
// same order, once the browser reports the first contentful paint (or at once in a hidden tab, or after
// 3 s if the browser never reports one). Hydration then happens as before, a frame later.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './headers.mjs';

const outDir = process.argv[2] ?? 'out';
const CHUNK_SCRIPT = /<script src="([^"]*\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]*\/_next\/static\/[^"]+\.js)"\/>/g;
const LOADER_ID = 'deferred-chunks';

/** The loader for these script URLs: ES5, no dependencies, runs once. */
function loaderScript(sources) {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=document,started=false;` +
    `function go(){if(started)return;started=true;for(var i=0;i<s.length;i++){var e=d.createElement('script');e.src=s[i];e.async=true;d.head.appendChild(e)}}` +
    `if(d.visibilityState==='hidden'||!('PerformanceObserver' in window))return go();` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(x){return go()}` +
    `setTimeout(go,3000)})();`
  );
}

/** Rewrites one page; returns it unchanged when it has no chunk scripts (or was rewritten already). */
function deferChunks(html) {
  if (html.includes(`id="${LOADER_ID}"`)) return html;
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const preloaded = [...html.matchAll(CHUNK_PRELOAD)].map((match) => match[1]);
  // Preloaded chunks are fetched first, as the preload asked.
  const ordered = [...new Set([...preloaded, ...sources])];
  const loader = `<script id="${LOADER_ID}">${loaderScript(ordered)}</script>`;
  const body = html.replace(CHUNK_SCRIPT, '').replace(CHUNK_PRELOAD, '');
  if (!body.includes('</body>')) throw new Error('a page without </body>: cannot place the chunk loader');
  return body.replace('</body>', `${loader}</body>`);
}

let pages = 0;
for (const file of htmlFiles(outDir)) {
  const html = readFileSync(file, 'utf8');
  const rewritten = deferChunks(html);
  if (rewritten !== html) {
    writeFileSync(file, rewritten);
    pages += 1;
  }
}
console.log(`Deferred the framework chunks behind the first paint on ${pages} pages.`);
