import { closeSync, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from '../platform/sqlite';
import type { Config } from '../platform/config';
import { fsyncFolderOf, fsyncPath, HOLDS_PERSONAL_DATA, inspect, SIDE_FILES, sizeOf, stampOf } from '../platform/sqlite-files';
import { becomeDataOwner, fail, runCommand } from './command';
import { pgConnection, runPgTool } from './pg-tools';

/*
 * npm run backup -- <file or folder> [--force] [--keep N]
 *
 * On PostgreSQL (DATABASE_URL) the same command, and so the same nightly unit, takes a pg_dump -Fc
 * (enquiries-<time>.dump in a folder), consistent while the servers run; see dumpPostgres below.
 *
 * A consistent copy of the SQLite database while the server keeps taking enquiries. The copy is read
 * from one snapshot (a read transaction held from the first page to the last): in WAL mode a reader
 * never blocks the server's writes, and holding the snapshot keeps SQLite's backup from starting over
 * each time the server commits (it restarts whenever another connection changes the source between
 * two steps, which under steady enquiries would be every step). The steps are small so that this
 * process stays responsive to signals; the server's writes interleave whatever their size.
 */

const USAGE = 'usage: npm run backup -- <file or folder> [--force] [--keep N]';
/** A dated backup inside a folder; --keep counts and deletes only files named like this (.dump: PostgreSQL's). */
const DATED = { db: /^enquiries-\d{8}-\d{6}\.db$/, dump: /^enquiries-\d{8}-\d{6}\.dump$/ };
type Kind = keyof typeof DATED;
/** Pages copied per step: 1 MB of 4 KB pages. */
const PAGES_PER_STEP = 256;

/** target: as written (a trailing / says a folder). */
type Options = { target: string; force: boolean; keep: number | undefined };

function parseArgs(args: string[]): Options {
  let target: string | undefined;
  let force = false;
  let keep: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--force') force = true;
    else if (arg === '--keep' || arg.startsWith('--keep=')) {
      const value = arg === '--keep' ? args[++i] : arg.slice('--keep='.length);
      if (!value || !/^\d+$/.test(value) || Number(value) < 1) fail(`--keep needs a whole number of backups to keep, at least 1, got "${value ?? ''}"\n${USAGE}`);
      keep = Number(value);
    } else if (arg.startsWith('-')) fail(`unknown option ${arg}\n${USAGE}`);
    else if (target === undefined) target = arg;
    else fail(`one backup file or folder, got "${target}" and "${arg}"\n${USAGE}`);
  }
  if (target === undefined) fail(`where should the backup go?\n${USAGE}`);
  return { target, force, keep };
}

/** A folder (existing, or written with a trailing /) gets a dated name inside it. */
function destinationOf(options: Options, now: Date, kind: Kind = 'db'): { file: string; folder: boolean } {
  const target = resolve(options.target);
  const isFolder = options.target.endsWith('/') || (existsSync(target) && statSync(target).isDirectory());
  if (isFolder) return { file: join(target, `enquiries-${stampOf(now)}.${kind}`), folder: true };
  if (options.keep !== undefined) fail('--keep works on a folder of dated backups: give a folder, not a file');
  return { file: target, folder: false };
}

/** Deletes the oldest dated backups in `folder` beyond `keep` (names sort in time order); nothing else. */
function prune(folder: string, keep: number, kind: Kind = 'db'): string[] {
  const dated = readdirSync(folder)
    .filter((name) => DATED[kind].test(name))
    .sort();
  const doomed = dated.slice(0, Math.max(0, dated.length - keep));
  for (const name of doomed) unlinkSync(join(folder, name));
  return doomed;
}

async function main(argv: string[], config: Config): Promise<void> {
  // Every file this process creates (the copy, SQLite's journal beside it) is private from its first byte.
  process.umask(0o077);
  const options = parseArgs(argv);
  if (config.database.kind === 'postgres') return dumpPostgres(options, config.database.url);
  const source = config.database.path;
  if (!existsSync(source)) fail(`backup: there is no database at ${source} (SQLITE_PATH): run this with the server's environment (/etc/sarthi-global/sarthi.env)`);
  // Run as root, SQLite's -shm and -wal beside the database would otherwise become root's.
  becomeDataOwner(config);

  const started = performance.now();
  const now = new Date();
  const { file, folder } = destinationOf(options, now);
  if ([source, ...SIDE_FILES.map((suffix) => `${source}${suffix}`)].includes(file)) fail(`backup: ${file} is the database itself (SQLITE_PATH); give another file or a folder`);
  if (existsSync(file) && !options.force) fail(`backup: ${file} exists; refusing to overwrite it (add --force to replace it)`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  // Created empty and private; SQLite writes the copy into it. Interrupted, nothing half-written is left.
  closeSync(openSync(temp, 'wx', 0o600));
  const removeTemp = () => {
    rmSync(temp, { force: true });
    rmSync(`${temp}-journal`, { force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeTemp();
      console.error(`backup: interrupted (${signal}); nothing was written to ${file}`);
      process.exit(1);
    });
  }

  let steps = 0;
  let restarts = 0;
  try {
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // A reader waits for the moment a writer resets the log; never long.
      db.pragma('busy_timeout = 5000');
      db.exec('BEGIN');
      db.prepare('SELECT count(*) FROM sqlite_schema').get();
      let remaining = Infinity;
      await db.backup(temp, {
        progress: ({ remainingPages }) => {
          steps++;
          if (remainingPages > remaining) restarts++;
          remaining = remainingPages;
          return PAGES_PER_STEP;
        },
      });
      db.exec('COMMIT');
    } finally {
      db.close();
    }
    // The copy carries the source's WAL flag: a single self-contained file is what a backup should be.
    const copy = new SQLite(temp, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const contents = inspect(temp);
    if (contents.integrity !== 'ok') throw new Error(`the copy fails integrity_check: ${contents.integrity}`);
    fsyncPath(temp);
    renameSync(temp, file);
    fsyncFolderOf(file);

    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const { size, mode } = statSync(file);
    console.log(`backup: wrote ${file}`);
    console.log(`  size: ${sizeOf(size)} (${size} bytes), mode ${(mode & 0o777).toString(8).padStart(4, '0')}`);
    console.log(`  enquiries: ${contents.enquiries ?? 'none (no enquiry table)'}, newest ${contents.newest ?? '-'}`);
    console.log(`  integrity_check: ok`);
    console.log(`  took: ${seconds} s (${contents.pages} pages in ${steps} steps${restarts > 0 ? `, ${restarts} restarts` : ''}, from one snapshot: the server's writes went on meanwhile)`);
    console.log(`  ${HOLDS_PERSONAL_DATA}`);
  } catch (error) {
    removeTemp();
    throw error;
  }

  if (options.keep !== undefined && folder) {
    const deleted = prune(dirname(file), options.keep);
    if (deleted.length > 0) console.log(`backup: kept the newest ${options.keep}; deleted ${deleted.join(', ')}`);
  }
}

runCommand('backup', main);

/**
 * PostgreSQL: pg_dump -Fc into a private temporary file beside the destination, renamed into place
 * once complete, then the oldest dated dumps beyond --keep deleted. pg_dump reads one snapshot, so the
 * servers keep taking enquiries meanwhile. The password goes to pg_dump in its environment, never on
 * its command line (which any user of the machine can read).
 */
async function dumpPostgres(options: Options, url: string): Promise<void> {
  const started = performance.now();
  const { file, folder } = destinationOf(options, new Date(), 'dump');
  if (existsSync(file) && !options.force) fail(`backup: ${file} exists; refusing to overwrite it (add --force to replace it)`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      rmSync(temp, { force: true });
      console.error(`backup: interrupted (${signal}); nothing was written to ${file}`);
      process.exit(1);
    });
  }
  const { dbname, env } = pgConnection(url);
  let result: { code: number | null; stderr: string };
  try {
    result = await runPgTool('pg_dump', ['--format=custom', `--file=${temp}`, dbname], env);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  if (result.code !== 0) {
    rmSync(temp, { force: true });
    fail(`backup: pg_dump failed (exit ${result.code}); nothing was written to ${file}:\n${result.stderr.trim()}`);
  }
  fsyncPath(temp);
  renameSync(temp, file);
  fsyncFolderOf(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const { size, mode } = statSync(file);
  console.log(`backup: wrote ${file} (pg_dump -Fc of PostgreSQL)`);
  console.log(`  size: ${sizeOf(size)} (${size} bytes), mode ${(mode & 0o777).toString(8).padStart(4, '0')}`);
  console.log(`  took: ${seconds} s (from one snapshot: the servers' writes went on meanwhile)`);
  console.log(`  restore it, every server stopped: npm run restore -- ${file}`);
  console.log(`  ${HOLDS_PERSONAL_DATA}`);
  if (options.keep !== undefined && folder) {
    const deleted = prune(dirname(file), options.keep, 'dump');
    if (deleted.length > 0) console.log(`backup: kept the newest ${options.keep}; deleted ${deleted.join(', ')}`);
  }
}
