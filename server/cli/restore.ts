import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from '../platform/sqlite';
import type { Config } from '../platform/config';
import { fsyncFolderOf, fsyncPath, HOLDS_PERSONAL_DATA, inspect, processesUsing, SIDE_FILES, stampOf, type Contents } from '../platform/sqlite-files';
import { fail, noDataFolder, runCommand } from './command';

/*
 * npm run restore -- <backup file>
 *
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
  if (config.database.kind === 'postgres') {
    fail(
      "restore: DATABASE_URL is set, so the enquiries are in PostgreSQL: stop every server (systemctl stop 'sarthi-global@*'), then restore a pg_dump -Fc file with " +
        `pg_restore --clean --if-exists --no-owner --exit-on-error --dbname="$DATABASE_URL" ${backup}`,
      2,
    );
  }
  const database = config.database.path;
  if (!existsSync(backup) || !statSync(backup).isFile()) fail(`restore: there is no backup file at ${backup}\n${USAGE}`);
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

runCommand('restore', main);
