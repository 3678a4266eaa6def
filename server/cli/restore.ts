import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from '../platform/sqlite';
import type { Config } from '../platform/config';
import { fsyncFolderOf, fsyncPath, HOLDS_PERSONAL_DATA, inspect, processesUsing, SIDE_FILES, stampOf, type Contents } from '../platform/sqlite-files';
import pg from 'pg';
import { fail, noDataFolder, runCommand } from './command';
import { pgConnection, runPgTool } from './pg-tools';

/*
 * npm run restore -- <backup file>
 *
 * On PostgreSQL (DATABASE_URL): a .dump of npm run backup, through pg_restore (restorePostgres below).
 * Puts a backup in place of the SQLite database, with the server stopped. Nothing is deleted: the
 * database as it was (with its -wal, which may hold the latest enquiries) is renamed aside. A -wal
 * left beside a database it does not belong to is what corrupts a copied-back file, so none is left.
 */

const USAGE = 'usage: npm run restore -- <backup file>';

function checked(path: string, what: string): Contents & { enquiries: number } {
  let contents: Contents;
  try {
    contents = inspect(path);
  } catch (error) {
    fail(`restore: ${what} ${path} cannot be read as a SQLite database (${(error as Error).message}); nothing was changed`);
  }
  if (contents.integrity !== 'ok') fail(`restore: ${what} ${path} fails integrity_check (${contents.integrity}); nothing was changed`);
  if (contents.enquiries === undefined) fail(`restore: ${what} ${path} has no enquiry table: it is not a backup of this server's database; nothing was changed`);
  return { ...contents, enquiries: contents.enquiries };
}

/** Copies `from` into a new private file `to`, byte for byte (copyFile would give it the backup's mode). */
function copyPrivately(from: string, to: string): void {
  const input = openSync(from, 'r');
  const output = openSync(to, 'wx', 0o600);
  try {
    const buffer = Buffer.alloc(1024 * 1024);
    for (let read; (read = readSync(input, buffer, 0, buffer.length, null)) > 0; ) {
      for (let written = 0; written < read; ) written += writeSync(output, buffer, written, read - written);
    }
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

async function main(args: string[], config: Config): Promise<void> {
  process.umask(0o077);
  if (args.length !== 1 || args[0]?.startsWith('-')) fail(USAGE);
  const backup = resolve(args[0] ?? '');
  if (!existsSync(backup) || !statSync(backup).isFile()) fail(`restore: there is no backup file at ${backup}\n${USAGE}`);
  if (config.database.kind === 'postgres') return restorePostgres(backup, config.database.url);
  const database = config.database.path;
  if (resolve(backup) === resolve(database)) fail(`restore: ${backup} is the database itself (SQLITE_PATH)`);

  const folder = dirname(database);
  // Run as root on a machine without the data folder yet (a spare one), the folder and the database would
  // be root's, and the server, running as the service user, could not open them.
  if (!existsSync(folder) && process.getuid?.() === 0) fail(`restore: ${noDataFolder(folder)}; nothing was changed`);
  if (existsSync(folder)) {
    const { holders, unreadable } = processesUsing(database);
    if (holders.length > 0) {
      const who = holders.map((holder) => `pid ${holder.pid} (${holder.command})`).join(', ');
      fail(`restore: refused: ${database} is open in ${who}: stop it first: systemctl stop 'sarthi-global@*' (and sarthi-global-litestream, if it runs); nothing was changed`);
    }
    if (unreadable > 0) console.error(`restore: warning: the open files of ${unreadable} processes of other users could not be looked at; run as root so that a running server is found`);
  }

  const started = performance.now();
  const before = checked(backup, 'the backup');
  console.log(`restore: the backup ${backup} passes integrity_check: ${before.enquiries} enquiries, newest ${before.newest ?? '-'}`);

  // The data folder's owner is the service user's: the restored file must be theirs, not root's.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const owner = statSync(folder);
  const stamp = stampOf(new Date());
  const temp = join(folder, `.${basename(database)}.restore-${process.pid}.tmp`);
  copyPrivately(backup, temp);
  try {
    // A backup written in WAL mode (sqlite3 .backup of a live database) becomes one self-contained file.
    const copy = new SQLite(temp, { fileMustExist: true });
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    if (process.getuid?.() === 0) chownSync(temp, owner.uid, owner.gid);
    chmodSync(temp, 0o600);
    fsyncPath(temp);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }

  // Set aside together, so that the old database opened by its new name still finds its -wal.
  const setAside: string[] = [];
  const hasDatabase = existsSync(database);
  for (const suffix of ['', ...SIDE_FILES]) {
    const path = `${database}${suffix}`;
    if (!existsSync(path)) continue;
    if (!hasDatabase && suffix === '-shm') {
      // An index of a -wal, holding no data: stale without its database.
      rmSync(path);
      continue;
    }
    const aside = `${database}.before-restore-${stamp}${suffix}`;
    renameSync(path, aside);
    setAside.push(aside);
  }
  renameSync(temp, database);
  fsyncFolderOf(database);

  const after = checked(database, 'the restored database');
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const { mode, uid, gid } = statSync(database);
  console.log(`restore: ${database} restored from ${backup} in ${seconds} s`);
  console.log(`  integrity_check: ok; enquiries: ${after.enquiries}, newest ${after.newest ?? '-'}; mode ${(mode & 0o777).toString(8).padStart(4, '0')}, owner ${uid}:${gid}`);
  if (setAside.length > 0) {
    console.log('  the database as it was is set aside, not deleted:');
    for (const path of setAside) console.log(`    ${path}`);
  }
  console.log('next:');
  console.log('  1. start the server: systemctl start sarthi-global@3000 (and every other instance; then sarthi-global-litestream, if you use it)');
  console.log('  2. check the inbox holds what you expect');
  if (setAside.length > 0) console.log(`  3. once satisfied, delete the set-aside files: rm ${setAside.join(' ')}`);
  console.log(`  ${HOLDS_PERSONAL_DATA.replace('This file', setAside.length > 0 ? 'The backup, like the set-aside files,' : 'The backup')}`);
}

/**
 * PostgreSQL: a pg_dump -Fc archive (npm run backup's .dump) restored over the database with pg_restore,
 * in one transaction (a failure leaves the database as it was), once the archive has been read and no
 * server is connected.
 */
async function restorePostgres(backup: string, url: string): Promise<void> {
  const started = performance.now();
  const { dbname, env } = pgConnection(url);
  const listed = await runPgTool('pg_restore', ['--list', backup], env);
  if (listed.code !== 0) fail(`restore: ${backup} cannot be read as a pg_dump -Fc archive (${listed.stderr.trim() || `exit ${listed.code}`}); nothing was changed`);
  if (!/ TABLE DATA \S+ enquiry /.test(listed.stdout)) fail(`restore: ${backup} has no enquiry table: it is not a backup of this server's database; nothing was changed`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number; application_name: string; client_addr: string | null }>(
      "select pid, application_name, client_addr from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
    );
    if (rows.length > 0) {
      const who = rows.map((row) => `pid ${row.pid}${row.application_name ? ` (${row.application_name})` : ''} from ${row.client_addr ?? 'a local socket'}`).join(', ');
      fail(`restore: refused: ${rows.length} other connection${rows.length === 1 ? ' is' : 's are'} open to the database: ${who}. Stop every server first: systemctl stop 'sarthi-global@*'; nothing was changed`);
    }
  } finally {
    await client.end();
  }

  const restored = await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--exit-on-error', '--single-transaction', dbname, backup], env);
  if (restored.code !== 0) fail(`restore: pg_restore failed (exit ${restored.code}); it ran in one transaction, so the database is as it was:\n${restored.stderr.trim()}`);

  const check = new pg.Client({ connectionString: url });
  await check.connect();
  let summary: { n: string; newest: string | null } | undefined;
  try {
    summary = (await check.query<{ n: string; newest: string | null }>('select count(*) as n, max(created_at)::text as newest from enquiry')).rows[0];
  } finally {
    await check.end();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`restore: PostgreSQL restored from ${backup} in ${seconds} s (pg_restore, in one transaction)`);
  console.log(`  enquiries: ${summary?.n ?? 0}, newest ${summary?.newest ?? '-'}`);
  console.log('next:');
  console.log("  1. start the servers: systemctl start sarthi-global@3000 (and every other instance)");
  console.log('  2. check the inbox holds what you expect');
  console.log(`  ${HOLDS_PERSONAL_DATA.replace('This file', 'The backup')}`);
}

runCommand('restore', main);
