#!/usr/bin/env node
// Post-step of `npm run build:server`: tsc compiles `import ... from '@/lib/x'` to `require("@/lib/x")`
// and leaves the specifier as written (paths only guide type checking), which plain `node` cannot
// resolve. This rewrites each one to a relative path inside dist/ and fails when the target was not
// emitted, so a broken import stops the build rather than the server at run time. tsc's CommonJS output
// always spells these as require("..."), which keeps the rewrite to one pattern.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const outDir = process.argv[2] ?? 'dist';
const ALIAS = /\brequire\("@\/([^"]+)"\)/g;

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return path.endsWith('.js') ? [path] : [];
  });
}

/** The emitted file a specifier names: `x.js`, `x/index.js` or a copied `x.json`. */
function target(specifier) {
  const base = join(outDir, specifier);
  return [`${base}.js`, join(base, 'index.js'), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

let rewritten = 0;
const missing = [];
for (const file of jsFiles(outDir)) {
  const code = readFileSync(file, 'utf8');
  const next = code.replace(ALIAS, (whole, specifier) => {
    const found = target(specifier);
    if (!found) {
      missing.push(`${file}: @/${specifier}`);
      return whole;
    }
    let path = relative(dirname(file), found).replace(/\\/g, '/').replace(/(\/index)?\.js$/, '');
    if (!path.startsWith('.')) path = `./${path}`;
    rewritten += 1;
    return `require("${path}")`;
  });
  if (next !== code) writeFileSync(file, next);
}
if (missing.length > 0) {
  console.error(`Unresolved @/ imports in the compiled server:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
// Written last: scripts/build-if-needed.mjs compares the sources with it (incremental tsc leaves unchanged files' times alone).
writeFileSync(join(outDir, '.build-stamp'), `${new Date().toISOString()}\n`);
console.log(`Compiled server in ${outDir}/: ${rewritten} @/ imports made relative.`);
