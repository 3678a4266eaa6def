#!/usr/bin/env node
// Renders the Open Graph images (1200x630 PNG) with headless Chromium.
//
//   node scripts/make-og.mjs
//
// Writes public/og/default.png and public/og/<service-id>.png. Fully offline:
// the logo SVG and the site's own fonts (Inter, Source Serif 4 from
// @fontsource-variable) are inlined as data; every network request is aborted.
// Chromium dithers CSS gradients, which makes truecolour PNGs ~360 KB, so each
// screenshot is re-encoded by ffmpeg as a 256-colour (ordered-dither) PNG, ~100 KB.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'og');
const require = createRequire(import.meta.url);

const BRAND = 'Sarthi Global';
const TAGLINE = 'Global Business Solutions';
const SUBTITLE = 'Migration · Residency by Investment · Work Abroad · Medical Tourism · Trade';
const MAX_BYTES = 120 * 1024;

const SERVICES = [
  ['import-export-services', 'Import/Export Services'],
  ['migration-services', 'Migration Services'],
  ['residency-by-investment', 'Residency by Investment'],
  ['business-buy-sale-services', 'Business Buy/Sale'],
  ['real-estate', 'Real Estate Assistance'],
  ['consulting-services', 'Business & Management Consulting'],
  ['relocation-in-india', 'Relocation Support in India'],
  ['work-abroad', 'Work Abroad'],
  ['property-management-services-in-india', 'Property Management in India'],
  ['medical-tourism-services', 'Medical Tourism'],
];

const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function fontFace(family, pkg, file) {
  try {
    const p = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
    const b64 = (await readFile(p)).toString('base64');
    return `@font-face{font-family:'${family}';src:url(data:font/woff2;base64,${b64}) format('woff2');font-weight:100 900;font-style:normal;}`;
  } catch {
    console.warn(`Font ${pkg} not found; falling back to system fonts.`);
    return '';
  }
}

function page({ logo, fonts, title, eyebrow, tagline, subtitle }) {
  const isDefault = !eyebrow;
  const titleSize = title.length > 26 ? 64 : title.length > 18 ? 74 : 84;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
${fonts}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:1200px;height:630px;overflow:hidden}
body{background:#0b1f3a;color:#fbf7ef;font-family:'Inter Variable','Inter','Noto Sans','DejaVu Sans',sans-serif;position:relative}
.bg{position:absolute;inset:0;background:
  radial-gradient(620px 520px at 1010px 120px, rgba(20,184,166,.22), rgba(20,184,166,0) 70%),
  radial-gradient(420px 360px at 1120px 610px, rgba(245,158,11,.13), rgba(245,158,11,0) 70%),
  linear-gradient(135deg,#13294b 0%,#0b1f3a 60%)}
.geo{position:absolute;right:-150px;top:-80px;width:760px;height:760px;opacity:.9}
.frame{position:absolute;inset:0;padding:64px 72px;display:flex;flex-direction:column}
.brand{display:flex;align-items:center;gap:18px}
.brand svg{width:${isDefault ? 112 : 64}px;height:${isDefault ? 112 : 64}px;flex:none}
.brand span{font-weight:650;font-size:${isDefault ? 34 : 28}px;letter-spacing:.01em}
.main{margin-top:auto;max-width:${isDefault ? 820 : 860}px}
.eyebrow{font-size:20px;font-weight:650;letter-spacing:.18em;text-transform:uppercase;color:#f59e0b;margin-bottom:18px}
h1{font-family:'Source Serif 4 Variable','Source Serif 4','Noto Serif','DejaVu Serif',serif;font-weight:600;font-size:${isDefault ? 96 : titleSize}px;line-height:1.05;letter-spacing:-.01em;color:#fbf7ef;text-wrap:balance}
.rule{width:88px;height:5px;border-radius:3px;background:#f59e0b;margin:28px 0 22px}
.tag{font-size:${isDefault ? 34 : 30}px;font-weight:500;color:#5eead4}
.sub{margin-top:14px;font-size:22px;font-weight:450;color:rgba(251,247,239,.78)}
</style></head><body>
<div class="bg"></div>
<svg class="geo" viewBox="0 0 760 760" fill="none" aria-hidden="true">
  <g stroke="#14b8a6" stroke-opacity=".16" stroke-width="2">
    <circle cx="380" cy="380" r="300"/>
    <ellipse cx="380" cy="380" rx="130" ry="300"/>
    <ellipse cx="380" cy="380" rx="230" ry="300"/>
    <path d="M80 380h600M110 250h540M110 510h540"/>
  </g>
  <circle cx="380" cy="380" r="350" stroke="#f59e0b" stroke-opacity=".22" stroke-width="2" stroke-dasharray="3 14"/>
  <path d="M30 380a350 350 0 0 1 350-350" stroke="#f59e0b" stroke-opacity=".55" stroke-width="3" stroke-linecap="round"/>
</svg>
<div class="frame">
  <div class="brand">${logo}${isDefault ? '' : `<span>${esc(BRAND)}</span>`}</div>
  <div class="main">
    ${eyebrow ? `<div class="eyebrow">${esc(eyebrow)}</div>` : ''}
    <h1>${esc(title)}</h1>
    <div class="rule"></div>
    <div class="tag">${esc(tagline)}</div>
    ${subtitle ? `<div class="sub">${esc(subtitle)}</div>` : ''}
  </div>
</div>
</body></html>`;
}

const FFMPEG = process.env.FFMPEG || 'ffmpeg';
let warnedQuantize = false;

/** 256-colour PNG via ffmpeg palettegen/paletteuse; null if ffmpeg is unavailable/fails. */
function quantize(png) {
  const r = spawnSync(
    FFMPEG,
    [
      '-hide_banner', '-loglevel', 'error', '-f', 'png_pipe', '-i', 'pipe:0',
      '-vf', 'split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_scale=3',
      '-pix_fmt', 'pal8', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1',
    ],
    { input: png, maxBuffer: 32 * 1024 * 1024 },
  );
  if (r.status === 0 && r.stdout?.length) return r.stdout;
  if (!warnedQuantize) {
    console.warn(`ffmpeg quantisation unavailable (${r.error?.message || r.stderr?.toString().trim() || 'unknown error'}); writing truecolour PNGs.`);
    warnedQuantize = true;
  }
  return null;
}

async function main() {
  const logo = (await readFile(path.join(root, 'public', 'logo.svg'), 'utf8'))
    .replace(/<\?xml[^>]*>/, '')
    .replace(/\s(width|height)="64"/g, '')
    .replace('role="img"', 'aria-hidden="true"');
  const fonts =
    (await fontFace('Inter Variable', '@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')) +
    (await fontFace('Source Serif 4 Variable', '@fontsource-variable/source-serif-4', 'source-serif-4-latin-wght-normal.woff2'));

  await mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const jobs = [
    { file: 'default.png', title: BRAND, tagline: TAGLINE, subtitle: SUBTITLE },
    ...SERVICES.map(([id, title]) => ({
      file: `${id}.png`,
      title,
      eyebrow: 'Our services',
      tagline: `${TAGLINE} · Gujarat, India`,
    })),
  ];
  let failed = false;
  try {
    const context = await browser.newContext({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
    await context.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    const tab = await context.newPage();
    for (const job of jobs) {
      // Default card: the brand name is the headline, so the top row shows only the mark.
      const html = page({ logo, fonts, ...job });
      await tab.setContent(html, { waitUntil: 'load' });
      await tab.evaluate(() => document.fonts.ready);
      const out = path.join(outDir, job.file);
      const raw = await tab.screenshot({ type: 'png' });
      await writeFile(out, quantize(raw) ?? raw);
      const { size } = await stat(out);
      const flag = size > MAX_BYTES ? '  <-- over budget' : '';
      if (flag) failed = true;
      console.log(`  og/${job.file}  ${(size / 1024).toFixed(1)} KB${flag}`);
    }
  } finally {
    await browser.close();
  }
  if (failed) {
    console.error(`Some OG images exceed ${MAX_BYTES / 1024} KB.`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
