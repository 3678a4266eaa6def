import { spawn } from 'node:child_process';
import { Refusal } from './command';

/*
 * PostgreSQL's own tools (pg_dump, pg_restore), as the backup and restore commands run them: the
 * password travels in the tool's environment (PGPASSWORD), never on its command line, which every user
 * of the machine can read in the process list.
 */

/** The connection for a tool: --dbname without the password, and the password in the environment. */
export function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return { dbname: `--dbname=${target.toString()}`, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool to its end: its exit code and what it printed. Not installed: a refusal saying what to install. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, failed) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      failed(error.code === 'ENOENT' ? new Refusal(`${tool} is not installed: apt-get install -y postgresql-client (the same major version as the server, or newer)`) : error),
    );
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}
