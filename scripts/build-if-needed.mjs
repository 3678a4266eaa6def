// `npm start` runs this before the server: builds the static site into out/ when there is none, or when
// a source file is newer than the last build, so a fresh checkout and an edited one both serve current pages.
// FORCE_BUILD=1 always builds; SKIP_BUILD=1 never does (serve whatever out/ holds).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'scripts/defer-scripts.mjs', 'scripts/headers.mjs', 'next.config.ts', 'package-lock.json'];
const MARKER = join('out', '_headers'); // written last by `npm run build`

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function reason() {
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  if (!existsSync(MARKER)) return 'no build in out/';
  const built = statSync(MARKER).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(source) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

const why = process.env.SKIP_BUILD === '1' ? undefined : reason();
if (why) {
  console.log(`Building the site (${why})...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
console.log('out/ is up to date; serving it.');
