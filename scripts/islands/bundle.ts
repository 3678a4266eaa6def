import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile, type Plugin } from 'esbuild';
import { transform } from 'lightningcss';
import { BEHAVIOUR_SUFFIX, IMPORTABLE_SUFFIX, ISLAND_NAME } from '../../components/islands/contract';

/*
 * The islands' bundles: one entry per `*.behaviour.ts` and `*.importable.tsx` under components/, bundled by
 * esbuild as ES modules with shared chunks (React is one chunk, fetched only by an island that imports it).
 */

export interface IslandFile {
  name: string;
  kind: 'behaviour' | 'react';
  file: string;
}

/** Every island file under `dir`, by name; two files of one name fail the build. */
export function islandFiles(root: string, dir = 'components'): IslandFile[] {
  const found: IslandFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(BEHAVIOUR_SUFFIX)) found.push({ name: entry.name.slice(0, -BEHAVIOUR_SUFFIX.length), kind: 'behaviour', file: path });
      else if (entry.name.endsWith(IMPORTABLE_SUFFIX)) found.push({ name: entry.name.slice(0, -IMPORTABLE_SUFFIX.length), kind: 'react', file: path });
    }
  };
  walk(dir);
  const names = new Set<string>();
  for (const { name, file } of found) {
    if (!ISLAND_NAME.test(name)) throw new Error(`${file}: an island's name is lower-case words joined by hyphens, not "${name}".`);
    if (names.has(name)) throw new Error(`${file}: two islands are named "${name}".`);
    names.add(name);
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** The code of an island's entry: a behaviour as it is; a React component hydrated over its element. */
export function entrySource(island: IslandFile, root: string): string {
  const path = JSON.stringify(join(root, island.file));
  if (island.kind === 'behaviour') return `export { default } from ${path};`;
  return [
    `import Island from ${path};`,
    `import { createElement } from 'react';`,
    `import { hydrateRoot } from 'react-dom/client';`,
    `export default function hydrate(root, props) { hydrateRoot(root, createElement(Island, props)); }`,
  ].join('\n');
}

/**
 * CSS modules as Next compiles them: Turbopack names a class `[hash]_[local]` with lightningcss, the hash
 * taken from `[project]/<path>`; the same call here gives the island the same names as the pre-rendered
 * HTML. `compiledCss` is Next's CSS: a name that is not in it means the naming has changed, and the build stops.
 */
export function cssModuleClasses(root: string, file: string): Record<string, string[]> {
  const { exports } = transform({ filename: `[project]/${file}`, code: readFileSync(join(root, file)), cssModules: { pattern: '[hash]_[local]' } });
  return Object.fromEntries(Object.entries(exports ?? {}).map(([local, entry]) => [local, [entry.name, ...entry.composes.map((composed) => composed.name)]]));
}

/** Every class name of every CSS module under `dirs`, as Next names them. */
export function allModuleClasses(root: string, dirs = ['app', 'components']): Set<string> {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.module.css')) for (const classes of Object.values(cssModuleClasses(root, path))) for (const name of classes) names.add(name);
    }
  };
  for (const dir of dirs) walk(dir);
  return names;
}

function cssModules(root: string, compiledCss: string): Plugin {
  return {
    name: 'css-modules',
    setup(plugin) {
      plugin.onLoad({ filter: /\.css$/ }, ({ path }) => {
        const file = relative(root, path);
        if (!file.endsWith('.module.css')) return { errors: [{ text: `${file}: island code may import CSS modules only (the page's CSS is Next's).` }] };
        const classes: Record<string, string> = {};
        for (const [local, names] of Object.entries(cssModuleClasses(root, file))) {
          const missing = names.find((name) => !compiledCss.includes(`.${name}`));
          if (missing) return { errors: [{ text: `${file}: the class "${local}" would be "${missing}", which Next's CSS does not have: its CSS-module naming has changed (scripts/islands/bundle.ts).` }] };
          classes[local] = names.join(' ');
        }
        return { contents: `export default ${JSON.stringify(classes)};`, loader: 'js' };
      });
    },
  };
}

/** Island code never imports Next.js: what it needs from the framework would bring the runtime back. */
const noNext: Plugin = {
  name: 'no-next',
  setup(plugin) {
    plugin.onResolve({ filter: /^next($|\/)/ }, ({ path, importer }) => ({ errors: [{ text: `${importer}: island code cannot import "${path}" (Next.js's runtime is not on the page).` }] }));
  },
};

/** NEXT_PUBLIC_* variables, inlined as Next inlines them; NODE_ENV is production. */
function publicEnv(root: string): Record<string, string> {
  const names = new Set<string>();
  const scan = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) scan(path);
      else if (/\.tsx?$/.test(entry.name)) for (const match of readFileSync(join(root, path), 'utf8').matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)) names.add(match[1] as string);
    }
  };
  for (const folder of ['components', 'lib', 'content']) scan(folder);
  const define: Record<string, string> = { 'process.env.NODE_ENV': '"production"' };
  for (const name of names) define[`process.env.${name}`] = process.env[name] === undefined ? 'undefined' : JSON.stringify(process.env[name]);
  return define;
}

export interface Bundles {
  /** Each island's entry and the chunks it imports at once, as paths under the output folder ("_islands/tabs-X.js"). */
  entries: Map<string, string[]>;
  /** Each island's compressed bytes when it wakes: its entry and the chunks it imports at once. */
  sizes: Map<string, number>;
  /** The CSS-module class names each island's code (with every chunk it may import) can put on the page. */
  classes: Map<string, Set<string>>;
}

/** Builds the islands into `<outDir>/_islands/`. */
export async function bundleIslands(root: string, outDir: string, islands: IslandFile[], compiledCss: string): Promise<Bundles> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: islands.map((island) => ({ in: `island:${island.name}`, out: island.name })),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    outdir: join(outDir, '_islands'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'error',
    logOverride: { 'module-level-directive': 'silent' },
    define: publicEnv(root),
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [
      {
        name: 'island-entries',
        setup(plugin) {
          plugin.onResolve({ filter: /^island:/ }, ({ path }) => ({ path: path.slice('island:'.length), namespace: 'island' }));
          plugin.onLoad({ filter: /.*/, namespace: 'island' }, ({ path }) => {
            const island = islands.find((candidate) => candidate.name === path);
            return island ? { contents: entrySource(island, root), resolveDir: root, loader: 'js' } : { errors: [{ text: `no island "${path}"` }] };
          });
        },
      },
      noNext,
      cssModules(root, compiledCss),
    ],
  });
  return { ...islandSizes(result.metafile, root, outDir), classes: islandClasses(result.metafile, root) };
}

/** The CSS modules each island's bundle imports, statically or not, as class names. */
function islandClasses(metafile: Metafile, root: string): Map<string, Set<string>> {
  const classes = new Map<string, Set<string>>();
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint?.startsWith('island:')) continue;
    const names = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const input of Object.keys(metafile.outputs[file]?.inputs ?? {})) {
        if (input.endsWith('.module.css')) for (const list of Object.values(cssModuleClasses(root, input))) for (const name of list) names.add(name);
      }
      for (const imported of metafile.outputs[file]?.imports ?? []) if (!imported.external) visit(imported.path);
    };
    visit(output);
    classes.set(meta.entryPoint.slice('island:'.length), names);
  }
  return classes;
}

function islandSizes(metafile: Metafile, root: string, outDir: string): Omit<Bundles, 'classes'> {
  const entries = new Map<string, string[]>();
  const sizes = new Map<string, number>();
  const gzipped = (output: string) => gzipSync(readFileSync(join(root, output))).length;
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (!meta.entryPoint?.startsWith('island:')) continue;
    const name = meta.entryPoint.slice('island:'.length);
    const path = relative(outDir, join(root, output));
    if (/process\.env/.test(readFileSync(join(root, output), 'utf8'))) throw new Error(`${path}: the island "${name}" still reads process.env, which the browser does not have.`);
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
    };
    visit(output);
    entries.set(name, [...seen].map((file) => relative(outDir, join(root, file))));
    sizes.set(name, [...seen].reduce((sum, file) => sum + gzipped(file), 0));
  }
  return { entries, sizes };
}
