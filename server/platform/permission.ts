import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';

/*
 * A file the server or a command may not open, said in one line an operator can act on: which file,
 * which user the process runs as, and who owns the file. A root-owned database left by a command run
 * as root (or a backup folder the service user cannot write) used to end in a raw EACCES stack trace.
 */

/** uid -> name from /etc/passwd; the number when there is no such account. */
function userName(uid: number): string {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , id] = line.split(':');
      if (name && Number(id) === uid) return name;
    }
  } catch {
    // No passwd file to read: the number says it.
  }
  return `uid ${uid}`;
}

/** The user this process runs as: "sarthi (uid 999)". */
export function currentUser(): string {
  const uid = process.geteuid?.() ?? userInfo().uid;
  const name = userName(uid);
  return name.startsWith('uid ') ? name : `${name} (uid ${uid})`;
}

const VERBS: Record<string, string> = {
  open: 'open',
  mkdir: 'create the folder',
  rename: 'rename',
  unlink: 'delete',
  rmdir: 'delete the folder',
  chmod: 'change the mode of',
  chown: 'change the owner of',
  scandir: 'list',
  copyfile: 'write',
  stat: 'look at',
};

/** " (owned by root, mode 0600)" for the file, or for its folder when the file cannot be looked at. */
function ownership(path: string): string {
  for (const [candidate, what] of [
    [path, ''],
    [dirname(path), 'its folder '],
  ] as const) {
    try {
      const { uid, mode } = statSync(candidate);
      return ` (${what}owned by ${userName(uid)}, mode ${(mode & 0o777).toString(8).padStart(4, '0')})`;
    } catch {
      // Not there, or not reachable: try the folder.
    }
  }
  return '';
}

/**
 * "permission denied: sarthi (uid 999) cannot open /var/lib/sarthi-global/enquiries.db (owned by
 * root, mode 0600)" for an EACCES or EPERM with a path; undefined for any other error.
 */
export function permissionDenied(error: unknown): string | undefined {
  const { code, path, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if ((code !== 'EACCES' && code !== 'EPERM') || typeof path !== 'string') return undefined;
  return `permission denied: ${currentUser()} cannot ${VERBS[syscall ?? ''] ?? syscall ?? 'use'} ${path}${ownership(path)}`;
}

/**
 * The same for SQLite's own refusal to open or write a database file (SQLITE_CANTOPEN, SQLITE_READONLY...),
 * which names no file: the database and its folder are checked for this user.
 */
export function sqlitePermissionDenied(error: unknown, database: string | undefined): string | undefined {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (!database || !/^SQLITE_(CANTOPEN|READONLY|PERM|AUTH)/.test(code)) return undefined;
  for (const [path, mode] of [
    [dirname(database), constants.W_OK | constants.X_OK],
    [database, constants.R_OK | constants.W_OK],
  ] as const) {
    try {
      accessSync(path, mode);
    } catch (cause) {
      const { code: reason } = cause as NodeJS.ErrnoException;
      if (reason === 'EACCES' || reason === 'EPERM' || reason === 'EROFS') return `permission denied: ${currentUser()} cannot open ${path}${ownership(path)}`;
    }
  }
  return undefined;
}

/** The server's one line at start for a data file it may not open, with what to do; undefined for other errors. */
export function startPermissionRefusal(error: unknown, database: string | undefined): string | undefined {
  const denied = permissionDenied(error) ?? sqlitePermissionDenied(error, database);
  if (!denied) return undefined;
  const uid = process.geteuid?.() ?? userInfo().uid;
  const folder = database ? dirname(database) : '<the data folder>';
  return `${denied}. The server runs as ${currentUser()}: its data folder and every file in it must be that user's (chown -R ${userName(uid).replace(/^uid /, '')}: ${folder}). A file created by a command run as root by hand, without the npm run commands, is the usual cause.`;
}
