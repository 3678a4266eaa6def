// The compiled intake server (what `npm start` runs) serving a built site on a free loopback port, with a
// throwaway database: the benchmarks measure pages through the same headers and compression as production.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The compiled intake server serving `siteDir`, on a free loopback port with a throwaway database. */
export async function startServer(siteDir, prefix) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-db-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: join(dataDir, 'enquiries.db'), OUT_DIR: siteDir, NEXT_PUBLIC_BASE_PATH: prefix, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}${prefix}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) break;
    const status = await fetch(`${origin}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(exited ? `the server of ${siteDir} exited with code ${child.exitCode}` : `the server of ${siteDir} did not answer GET / with 200 within 30 s`);
}
