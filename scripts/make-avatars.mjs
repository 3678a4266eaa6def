#!/usr/bin/env node
// Generates testimonial portrait avatars and client wordmark badges as SVG.
//
//   node scripts/make-avatars.mjs
//
// Reads content/testimonial-assets.json — an array of { path, initials, label } —
// and writes public/<path>:
//   /images/testimonials/*  160x160 avatar: brand-gradient circle + white initials
//   /images/logos/*         200x64 badge: initials mark + company name in navy
// Colours are picked deterministically from a hash of the label, so re-running
// always produces identical files. No dependencies.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.join(root, 'content', 'testimonial-assets.json');
const publicDir = path.join(root, 'public');

const C = {
  navy: '#0b1f3a',
  ink: '#13294b',
  teal: '#0f766e',
  tealLight: '#14b8a6',
  gold: '#f59e0b',
  cream: '#fbf7ef',
};

// Gradient pairs (all dark enough for white initials) + accent ring colour.
const PALETTES = [
  { from: C.navy, to: C.teal, accent: C.tealLight },
  { from: C.ink, to: C.teal, accent: C.gold },
  { from: C.teal, to: C.navy, accent: C.tealLight },
  { from: C.ink, to: C.navy, accent: C.gold },
  { from: '#115e59', to: C.ink, accent: C.gold },
  { from: C.navy, to: '#0e7490', accent: C.tealLight },
];

const FONT = 'system-ui,sans-serif';

/** FNV-1a 32-bit hash. */
function hash(str) {
  let h = 0x811c9dc5;
  for (const ch of str) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const slug = (s) =>
  String(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function avatarSvg({ initials, label }) {
  const h = hash(label);
  const p = PALETTES[h % PALETTES.length];
  const id = slug(label) || 'avatar';
  // Gradient direction varies a little per person too.
  const angle = [[0, 0, 1, 1], [1, 0, 0, 1], [0, 1, 1, 0], [0.5, 0, 0.5, 1]][(h >>> 8) % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-labelledby="${id}-t">
  <title id="${id}-t">${esc(label)}</title>
  <defs>
    <linearGradient id="${id}-g" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="${id}-h" cx="0.32" cy="0.26" r="0.75">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <circle cx="80" cy="80" r="80" fill="url(#${id}-g)"/>
  <circle cx="80" cy="80" r="80" fill="url(#${id}-h)"/>
  <circle cx="80" cy="80" r="73" fill="none" stroke="${p.accent}" stroke-opacity="0.45" stroke-width="2"/>
  <text x="80" y="81" text-anchor="middle" dominant-baseline="central" fill="#ffffff" font-family="${FONT}" font-weight="600" font-size="60" letter-spacing="1">${esc(initials)}</text>
</svg>
`;
}

/** Greedy word wrap into at most two lines. */
function wrap(text, maxChars) {
  const words = text.split(/\s+/);
  const lines = [''];
  for (const w of words) {
    const cur = lines[lines.length - 1];
    if (!cur) lines[lines.length - 1] = w;
    else if ((cur + ' ' + w).length <= maxChars || lines.length === 2) lines[lines.length - 1] = cur + ' ' + w;
    else lines.push(w);
  }
  return lines;
}

function logoSvg({ initials, label }) {
  const h = hash(label);
  const p = PALETTES[h % PALETTES.length];
  const id = slug(label) || 'logo';
  const textX = 64;
  const avail = 200 - textX - 10;
  const lines = label.length <= 14 ? [label] : wrap(label, 16);
  const size = lines.length === 1 ? 15 : 13;
  const charW = size * 0.6; // rough average advance for a semibold sans
  const lineH = size * 1.2;
  const top = 32 - (lineH * (lines.length - 1)) / 2;
  const tspans = lines
    .map((line, i) => {
      const fit = line.length * charW > avail ? ` textLength="${avail}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<tspan x="${textX}" y="${(top + i * lineH).toFixed(1)}"${fit}>${esc(line)}</tspan>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64" role="img" aria-labelledby="${id}-t">
  <title id="${id}-t">${esc(label)}</title>
  <defs>
    <linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
  </defs>
  <rect x="0.75" y="0.75" width="198.5" height="62.5" rx="12" fill="${C.cream}" stroke="${C.navy}" stroke-opacity="0.14" stroke-width="1.5"/>
  <rect x="12" y="12" width="40" height="40" rx="10" fill="url(#${id}-g)"/>
  <rect x="12" y="47" width="40" height="5" rx="2.5" fill="${p.accent}" opacity="0.9"/>
  <text x="32" y="30" text-anchor="middle" dominant-baseline="central" fill="#ffffff" font-family="${FONT}" font-weight="700" font-size="16" letter-spacing="0.5">${esc(initials)}</text>
  <text dominant-baseline="central" fill="${C.navy}" font-family="${FONT}" font-weight="600" font-size="${size}">${tspans}</text>
</svg>
`;
}

async function main() {
  let entries;
  try {
    entries = JSON.parse(await readFile(manifest, 'utf8'));
  } catch (err) {
    console.error(`Cannot read ${path.relative(root, manifest)}: ${err.message}`);
    process.exit(1);
  }
  if (!Array.isArray(entries)) throw new Error('testimonial-assets.json must be an array');

  let count = 0;
  for (const entry of entries) {
    const { path: rel, initials, label } = entry ?? {};
    if (typeof rel !== 'string' || !rel.endsWith('.svg') || typeof label !== 'string') {
      console.warn('Skipping invalid entry:', JSON.stringify(entry));
      continue;
    }
    const ini = String(initials || label.split(/\s+/).map((w) => w[0]).join('').slice(0, 2)).toUpperCase();
    let svg;
    if (rel.startsWith('/images/testimonials/')) svg = avatarSvg({ initials: ini, label });
    else if (rel.startsWith('/images/logos/')) svg = logoSvg({ initials: ini, label });
    else {
      console.warn(`Skipping ${rel}: unknown asset folder`);
      continue;
    }
    const out = path.join(publicDir, rel.replace(/^\/+/, ''));
    if (!out.startsWith(publicDir + path.sep)) throw new Error(`Refusing to write outside public/: ${rel}`);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, svg);
    count++;
  }
  console.log(`Wrote ${count} SVG files to public/images/.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
