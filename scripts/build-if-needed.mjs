// `npm start` runs this before the server: builds the static site into out/ and compiles the intake
// server into dist/ when either is missing, or when one of its sources is newer than its last build, so a
// fresh checkout and an edited one both serve current pages with current server code.
// `--server` looks at the server only (the test and benchmark scripts, which need current compiled code
// but not a new site). FORCE_BUILD=1 always builds; SKIP_BUILD=1 never does (serve whatever is there),
// and neither does NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the site is built from; `out/_headers` is written last by `npm run build`. */
const SITE = {
  what: 'the site',
  script: 'build',
  marker: join('out', '_headers'),
  sources: ['app', 'components', 'content', 'lib', 'public', 'scripts/islands', 'scripts/headers.mjs', 'scripts/precompress.mjs', 'next.config.ts', 'package-lock.json'],
};
/** What the server is compiled from; dist/.build-stamp is written last by `npm run build:server` (server/ reaches lib/ and content/ through the contract). */
const SERVER = {
  what: 'the server',
  script: 'build:server',
  marker: join('dist', '.build-stamp'),
  sources: ['server', 'lib', 'content', 'tsconfig.json', 'tsconfig.server.json', 'scripts/resolve-server-alias.mjs', 'package-lock.json'],
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function reason({ marker, sources }) {
  if (process.env.FORCE_BUILD === '1') return 'FORCE_BUILD=1';
  if (!existsSync(marker)) return `no ${marker}`;
  const built = statSync(marker).mtimeMs;
  const changed = sources.find((source) => newestMtime(source) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}

function run({ what, script }, why) {
  console.log(`Building ${what} (${why})...`);
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In production a restart must never turn into a build (minutes of Next.js, with the site down, and
// sources an operator may have edited by hand): the release is built once, then only served.
if (process.env.NODE_ENV === 'production' && process.env.FORCE_BUILD !== '1') {
  const missing = [SITE.marker, SERVER.marker].filter((marker) => !existsSync(marker));
  if (missing.length > 0) {
    console.error(`NODE_ENV=production never builds on start, and ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: run npm run build once, then npm run serve (docs/operations.md, "Install").`);
    process.exit(1);
  }
} else if (process.env.SKIP_BUILD !== '1') {
  const serverOnly = process.argv.includes('--server');
  // `npm run build` compiles the server too, so a site build covers both.
  const site = serverOnly ? undefined : reason(SITE);
  const server = site ? undefined : reason(SERVER);
  if (site) run(SITE, site);
  else if (server) run(SERVER, server);
  else console.log(serverOnly ? 'dist/server is up to date.' : 'out/ and dist/server are up to date; serving them.');
}
