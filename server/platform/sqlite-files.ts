import { closeSync, fsyncSync, openSync, readdirSync, readlinkSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import SQLite from './sqlite';

/*
 * The SQLite database as files, for the operator's commands (backup, restore): what a copy holds,
 * which processes have the database open, and writing that survives a power cut.
 */

/** The files SQLite keeps beside a database while it is open (and after a crash). */
export const SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/** A time in file names: 20261126-021500 (UTC, so names sort in time order whatever the machine's zone). */
export function stampOf(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, '').replace(/-|:/g, '').replace('T', '-');
}

export type Contents = { integrity: string; enquiries: number | undefined; newest: string | undefined; pages: number; pageSize: number };

/**
 * What a database file holds, checked page by page (`PRAGMA integrity_check`): 'ok', or SQLite's first
 * complaints. `enquiries` is undefined when there is no enquiry table (not this server's database).
 */
export function inspect(path: string, { readonly = true }: { readonly?: boolean } = {}): Contents {
  const db = new SQLite(path, { readonly, fileMustExist: true });
  try {
    const problems = db.prepare('PRAGMA integrity_check(5)').pluck().all() as string[];
    const hasTable = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'enquiry'").get() !== undefined;
    const row = hasTable ? (db.prepare('SELECT count(*) AS n, max(created_at) AS newest FROM enquiry').get() as { n: number; newest: string | null }) : undefined;
    return {
      integrity: problems.join('; '),
      enquiries: row?.n,
      newest: row?.newest ?? undefined,
      pages: db.pragma('page_count', { simple: true }) as number,
      pageSize: db.pragma('page_size', { simple: true }) as number,
    };
  } finally {
    db.close();
  }
}

/** Flushes a file's (or a folder's) contents to the disk: a rename is durable once its folder is. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function fsyncFolderOf(path: string): void {
  fsyncPath(dirname(path));
}

export type Holder = { pid: number; command: string };

export type Holders = { holders: Holder[]; unreadable: number };

/**
 * The processes that have the database, its -wal or its -shm open, from /proc/<pid>/fd (Linux). A
 * server holds all three while it runs. `unreadable` counts the processes whose files could not be
 * looked at (other users' ones, unless this runs as root).
 */
export function processesUsing(database: string): Holders {
  const folder = realpathSync(dirname(database));
  const targets = new Set(['', ...SIDE_FILES].map((suffix) => join(folder, `${basename(database)}${suffix}`)));
  const holders: Holder[] = [];
  let unreadable = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch (error) {
      // ENOENT: the process ended meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') unreadable++;
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return targets.has(readlinkSync(`/proc/${entry}/fd/${fd}`));
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    let command = '?';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    } catch {
      // Ended meanwhile: still named by its pid.
    }
    holders.push({ pid: Number(entry), command });
  }
  return { holders, unreadable };
}

/** Bytes for people: 1.2 MB. */
export function sizeOf(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What every backup is, said wherever one is written or read. */
export const HOLDS_PERSONAL_DATA =
  'This file holds personal data (every enquiry and resume) and secrets (staff password hashes, TOTP secrets, session and server keys): keep it encrypted and private, and delete it when it is no longer needed.';
