import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { realpathSync, statSync } from 'node:fs';
import { SIDE_FILES } from './sqlite-files';

/*
 * Whether this process still holds its SQLite database the way SQLite needs it to stay safe, read from
 * /proc (Linux; elsewhere nothing is checked). Two ways a running server loses data without a single
 * failed query: its lock on the database file is gone (a descriptor of the file was closed outside
 * SQLite, which drops every POSIX lock the process holds on it), so the next sqlite3 shell to close the
 * database checkpoints and deletes the live -wal; or a file it has open was deleted or replaced on disk,
 * so everything it writes from then on goes to a file nobody will ever read again.
 */

/** The files a server keeps open: the database, its -wal and -shm (not -journal, absent in WAL mode). */
const HELD = ['', SIDE_FILES[0], SIDE_FILES[1]] as const;

/** major:minor as /proc/locks writes a device (glibc's decoding of st_dev). */
export function deviceOf(dev: number): string {
  const d = BigInt(dev);
  const major = ((d >> 8n) & 0xfffn) | ((d >> 32n) & ~0xfffn);
  const minor = (d & 0xffn) | ((d >> 12n) & ~0xffn);
  return `${major.toString(16).padStart(2, '0')}:${minor.toString(16).padStart(2, '0')}`;
}

/** Whether /proc/locks lists a POSIX lock of `pid` on the file (device, inode). */
export function holdsLock(locks: string, pid: number, dev: number, ino: number): boolean {
  const file = `${deviceOf(dev)}:${ino}`;
  return locks.split('\n').some((line) => {
    // "1: POSIX  ADVISORY  READ 6681 fe:00:2146483 1073741826 1073742335"; "1: -> POSIX ..." waits, holds nothing.
    const fields = line.trim().split(/\s+/);
    return fields[1] === 'POSIX' && Number(fields[4]) === pid && fields[5] === file;
  });
}

export class SqliteHold {
  private readonly database: string;
  private readonly files: string[];

  /** `path`: the database as configured; its folder is resolved once, as /proc/self/fd names files by their real path. */
  constructor(path: string) {
    this.database = join(realpathSync(dirname(path)), basename(path));
    this.files = HELD.map((suffix) => `${this.database}${suffix}`);
  }

  static supported(): boolean {
    try {
      statSync('/proc/self/fd');
      statSync('/proc/locks');
      return true;
    } catch {
      return false;
    }
  }

  /** A short reason when the database is not held as it must be (naming no path: /readyz is public), else undefined. */
  async problem(): Promise<string | undefined> {
    const { database } = this;
    const open = new Map<string, number>();
    for (const fd of await readdir('/proc/self/fd')) {
      const target = await readlink(`/proc/self/fd/${fd}`).catch(() => undefined);
      if (!target) continue;
      const deleted = target.endsWith(' (deleted)');
      const file = deleted ? target.slice(0, -' (deleted)'.length) : target;
      if (!this.files.includes(file)) continue;
      if (deleted) {
        // A file renamed over it (a copy put in its place) leaves the one held as deleted too.
        const replaced = await stat(file).then(() => true, () => false);
        return `database: the SQLite ${nameOf(file, database)} this server has open was ${replaced ? 'replaced on' : 'deleted from'} disk; restart it`;
      }
      open.set(file, Number(fd));
    }
    for (const [file, fd] of open) {
      const [held, onDisk] = await Promise.all([stat(`/proc/self/fd/${fd}`).catch(() => undefined), stat(file).catch(() => undefined)]);
      if (!held) continue;
      if (!onDisk || onDisk.dev !== held.dev || onDisk.ino !== held.ino) return `database: the SQLite ${nameOf(file, database)} this server has open was replaced on disk; restart it`;
    }
    const fd = open.get(database);
    if (fd === undefined) return undefined;
    const held = await stat(`/proc/self/fd/${fd}`).catch(() => undefined);
    if (held && !holdsLock(await readFile('/proc/locks', 'utf8'), process.pid, held.dev, held.ino)) {
      return 'database: this server no longer holds its lock on the SQLite file (another program could delete its -wal); restart it';
    }
    return undefined;
  }
}

const nameOf = (file: string, database: string) => (file === database ? 'file' : file.slice(database.length));
