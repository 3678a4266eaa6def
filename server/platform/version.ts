import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The release running: package.json's "version", read at run time from the project root (the nearest
 * package.json above this file: server/ under tsx, dist/server/ when compiled), so the log names the
 * release that was installed rather than the one that was compiled.
 */
export function releaseVersion(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version ?? 'unknown');
    if (dirname(dir) === dir) return 'unknown';
  }
}
