#!/usr/bin/env node
// The stage of `npm run build` that turns Next's static export into island pages (STYLE.md, "Islands"):
// the islands are bundled (bundle.ts), every page loses Next's client runtime and its React Server
// Components payload and gains the island loader and the prefetch rules (page.ts), and the files only the
// runtime read (the .txt payloads, the framework's chunks) are deleted. Any page it cannot account for
// fails the build, named.
//
//   node --import tsx scripts/islands/build.ts [out]
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { allModuleClasses, bundleIslands, islandFiles } from './bundle';
import { classesNamedIn, pruneCss } from './css';
import { IslandStageError, rewriteStyles, speculationRules, toIslandPage, withScripts } from './page';
import { localizeLinks } from './links';
import { LOCALE_INFO, splitLocale } from '../../lib/i18n/locales';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').trim().replace(/\/+$/, '');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

/** The loader (components/islands/wake.ts) as one inline script; `ISLAND_BUNDLES` is each page's own map. */
async function loaderTemplate(): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    stdin: { contents: `import { importIsland, wakeIslands } from './components/islands/wake';\nwakeIslands((name) => importIsland(ISLAND_BUNDLES[name] ?? []));`, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  if (!code.includes('ISLAND_BUNDLES')) throw new Error('the island loader lost its bundle map when minified');
  return code;
}

async function main(outDir: string) {
  const islands = islandFiles(root);
  const compiledCss = files(join(root, '.next', 'static'), (path) => path.endsWith('.css'))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const { entries, sizes, classes } = await bundleIslands(root, outDir, islands, compiledCss);
  const moduleClasses = allModuleClasses(root);
  let cssBefore = 0;
  let cssAfter = 0;
  const loader = await loaderTemplate();
  const known = new Set(entries.keys());
  const used = new Map<string, number>();
  let pages = 0;
  for (const file of files(outDir, (path) => path.endsWith('.html'))) {
    const page = relative(outDir, file);
    const { locale } = splitLocale(`/${page.replace(/\\/g, '/')}`);
    const localized = localizeLinks(readFileSync(file, 'utf8'), {
      locale,
      basePath,
      englishTag: LOCALE_INFO.en.tag,
      exists: (path) => existsSync(join(outDir, path, 'index.html')),
    }).html;
    const { html: bare, islands: onPage } = toIslandPage(localized, page, known);
    const islandClasses = new Set(onPage.flatMap((name) => [...(classes.get(name) ?? [])]));
    const html = rewriteStyles(bare, (css, rest) => {
      const named = classesNamedIn(rest, moduleClasses);
      const pruned = pruneCss(css, moduleClasses, (name) => named.has(name) || islandClasses.has(name), page);
      cssBefore += css.length;
      cssAfter += pruned.length;
      return pruned;
    });
    const map = Object.fromEntries(onPage.map((name) => [name, (entries.get(name) ?? []).map((file) => `${basePath}/${file}`)]));
    const script = `<script data-site-script="" id="islands">${loader.replace('ISLAND_BUNDLES', JSON.stringify(map))}</script>`;
    writeFileSync(file, withScripts(html, page, `${script}${speculationRules(basePath)}`));
    for (const name of onPage) used.set(name, (used.get(name) ?? 0) + 1);
    pages += 1;
  }
  const unused = [...known].filter((name) => !used.has(name));
  if (unused.length) throw new Error(`islands no page uses: ${unused.join(', ')} (delete them, or place them with <Island>)`);
  // What only Next's runtime read: the RSC payloads (index.txt, __next.*.txt) and the framework's chunks.
  const runtimeFiles = [
    ...files(outDir, (path) => /(^|\/)(index|__next\.[^/]*)\.txt$/.test(relative(outDir, path))),
    ...files(join(outDir, '_next', 'static'), (path) => path.endsWith('.js')),
  ];
  for (const path of runtimeFiles) rmSync(path);
  console.log(`Island pages: ${pages} pages, no framework runtime; ${runtimeFiles.length} runtime files removed; inline CSS cut to what each page can use, ${Math.round(cssBefore / 1000)} KB to ${Math.round(cssAfter / 1000)} KB in all. Islands (compressed bytes when one wakes, pages using it):`);
  for (const { name, kind } of islands) console.log(`  ${name.padEnd(22)} ${kind.padEnd(9)} ${String(sizes.get(name)).padStart(7)} B  ${used.get(name) ?? 0} pages`);
  writeFileSync(join(root, '.next', 'islands.json'), JSON.stringify({ islands: islands.map(({ name, kind }) => ({ name, kind, gzipBytes: sizes.get(name), pages: used.get(name) ?? 0, files: entries.get(name) })) }, null, 2));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(resolve(process.argv[2] ?? join(root, 'out'))).catch((error: unknown) => {
    console.error(error instanceof IslandStageError ? `Island stage failed on ${error.message}` : error);
    process.exit(1);
  });
}
