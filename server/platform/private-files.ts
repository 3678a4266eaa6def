import { chmodSync, closeSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/*
 * Files private to the server's user: the data folder, the database and its side files, the mail
 * folder. Below the database module and the disk watch alike (both use it; neither imports the other).
 */

const FOLDER_MODE = 0o700;
const DATABASE_FILE_MODE = 0o600;

/**
 * Makes a folder private: created 0700 when missing; tightened to 0700 when it exists, is this user's,
 * and holds nothing but the server's own files (`ours`). Any other folder (a home, /srv, /tmp) is left
 * as it is: changing its mode could lock others out of things that are not ours. Answers a warning for
 * a folder others can still enter.
 */
export function makePrivateFolder(dir: string, ours: (name: string) => boolean): string | undefined {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  const stats = statSync(dir);
  if ((stats.mode & 0o077) === 0) return undefined;
  const mine = typeof process.getuid !== 'function' || stats.uid === process.getuid();
  const sticky = (stats.mode & 0o1000) !== 0;
  if (mine && !sticky && readdirSync(dir).every(ours)) {
    chmodSync(dir, FOLDER_MODE);
    return undefined;
  }
  return `${dir} is open to other users (mode ${(stats.mode & 0o7777).toString(8)}) and holds other files, so it was left as it is; its data files are private (0600) all the same, and chmod 700 makes the folder private too`;
}

/** The files SQLite keeps beside a database. */
export const SQLITE_SUFFIXES = ['', '-wal', '-shm', '-journal'];

/**
 * Before SQLite opens a database: its folder private, the file created 0600 if it is new, and an
 * existing file, -wal and -shm (made before files were private) tightened to 0600. SQLite creates
 * -wal and -shm with the database file's own mode, so they stay private from then on.
 *
 * An existing file is never opened here, only stat'ed and chmod'ed: this runs again while the process
 * already has the database open (the migration's connection, in a worker, beside the one requests
 * use), and closing any descriptor of a file drops every POSIX lock the process holds on it. Without
 * its lock, the next sqlite3 shell to close the database believes it is the last connection,
 * checkpoints and deletes the live -wal, and what the server writes after that is lost ("How To
 * Corrupt An SQLite Database File", 2.2). 'wx' creates only a file nobody has open yet.
 */
export function makePrivateDatabaseFiles(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: FOLDER_MODE });
  try {
    closeSync(openSync(path, 'wx', DATABASE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const suffix of SQLITE_SUFFIXES) {
    try {
      const stats = statSync(`${path}${suffix}`);
      if ((stats.mode & 0o077) !== 0) chmodSync(`${path}${suffix}`, DATABASE_FILE_MODE);
    } catch {
      // -wal, -shm or -journal absent: SQLite creates them with the database's mode.
    }
  }
}
