import { statfs } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, relative } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { loggableError } from './loggable-error';
import { removePartialMailFiles } from '../mail/transport';
import { queueStaffAlert, retryMessagesDeferredForSpace } from '../mail/outbox';
import { makePrivateFolder, SQLITE_SUFFIXES } from './private-files';

/*
 * The disk under the data: files private to the server's user, and enough free space. A full disk
 * used to jam the mail folder (every later message failed with ENOSPC) and answer enquiries with a 500
 * whose log named only the rollback. Now, below MIN_FREE_MB in the data folder (SQLite's) or the mail
 * folder, enquiries are refused before anything is written (503, "not stored"), staff get one alert
 * per episode, and when space returns, the messages that could not be written go at once. On
 * PostgreSQL, the folder DISK_WATCH_PATH names (the disk PostgreSQL writes to) is watched the same way.
 */

/** How often free space is measured: requests read the last measurement, which costs nothing. */
const CHECK_EVERY_MS = 1_000;
const MB = 1024 * 1024;

/** A write that failed for want of space: SQLite's SQLITE_FULL, the file system's ENOSPC or EDQUOT, PostgreSQL's disk_full. */
export function isStorageFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}

export type Folder = { role: 'database' | 'mail'; path: string };

/** What refuses new enquiries: a folder with less free space than MIN_FREE_MB. */
export type Shortage = { role: Folder['role']; folder: string; freeMb: number; minFreeMb: number };

type Events = { onLow: (shortage: Shortage) => void; onRecovered: () => void };

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Measures the free space of the folders (statfs) every second. `shortage()` answers from the last
 * measurement. An episode starts when a folder falls below the minimum and ends when every folder is
 * back above it; each start and end is logged and reported once, whatever the number of requests.
 */
export class DiskWatch {
  private short: Shortage | undefined;
  private readonly unreadable = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private measuring: Promise<void> | undefined;

  constructor(
    /** What is measured: /metrics reports their free space too. */
    readonly folders: readonly Folder[],
    private readonly minFreeBytes: number,
    private readonly log: FastifyBaseLogger,
    private readonly events: Events,
  ) {}

  /** Undefined while every folder has room (or MIN_FREE_MB=0). */
  shortage(): Shortage | undefined {
    return this.short;
  }

  /** Measures now (at start, and after a write failed for want of space). */
  measure(): Promise<void> {
    this.measuring ??= this.measureAll().finally(() => (this.measuring = undefined));
    return this.measuring;
  }

  async start(): Promise<void> {
    if (this.minFreeBytes === 0 || this.folders.length === 0) return;
    await this.measure();
    this.timer = setInterval(() => void this.measure(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async measureAll(): Promise<void> {
    let found: Shortage | undefined;
    for (const folder of this.folders) {
      const free = await this.freeBytes(folder);
      if (free !== undefined && free < this.minFreeBytes) {
        found = { role: folder.role, folder: folder.path, freeMb: megabytes(free), minFreeMb: megabytes(this.minFreeBytes) };
        break;
      }
    }
    const was = this.short;
    this.short = found;
    if (found && !was) {
      this.log.error(found, `disk: the ${found.role} folder has less free space than MIN_FREE_MB; new enquiries are refused (503, not stored) until space is freed`);
      this.events.onLow(found);
    } else if (!found && was) {
      this.log.warn({ role: was.role, folder: was.folder }, 'disk: free space is back above MIN_FREE_MB; enquiries are accepted again');
      this.events.onRecovered();
    }
  }

  /** Space an unprivileged user may still use (root's reserve left out); undefined when it cannot be read. */
  private async freeBytes(folder: Folder): Promise<number | undefined> {
    try {
      const stats = await statfs(folder.path);
      this.unreadable.delete(folder.path);
      return stats.bavail * stats.bsize;
    } catch (error) {
      // A folder that cannot be measured refuses nothing; said once, not every second.
      if (!this.unreadable.has(folder.path)) this.log.warn({ role: folder.role, folder: folder.path, err: loggableError(error as Error) }, 'disk: cannot measure free space');
      this.unreadable.add(folder.path);
      return undefined;
    }
  }
}

/** The alert staff receive when an episode starts: what is short, what it means, what to do. No personal data. */
function alertText(shortage: Shortage): { subject: string; text: string } {
  const host = hostname();
  const text = [
    `The ${shortage.role} folder of the enquiry server on ${host} has ${shortage.freeMb} MB free, less than MIN_FREE_MB (${shortage.minFreeMb} MB):`,
    '',
    `  ${shortage.folder}`,
    '',
    'Until there is more free space, new enquiries are refused: visitors are told their enquiry was not stored (HTTP 503) and asked to send it again later or to call.',
    'Messages already queued are kept, and are sent (or written to the mail folder) once there is room.',
    '',
    'Free space on that disk (old .eml files in the mail folder, logs, backups), or make it larger. Enquiries are accepted again within a second or so; the server log says when.',
    'This alert is sent once each time free space falls below the minimum.',
  ].join('\n');
  return { subject: `Enquiries refused: disk space low on ${host}`, text };
}

/**
 * Prepares the data and mail folders (private) and watches their free space; the enquiry routes ask it
 * before storing. Started once the server is ready (the outbox table exists by then), stopped on close.
 */
export function watchDisk(app: FastifyInstance, { config, db }: { config: Config; db: Db }): DiskWatch {
  const folders: Folder[] = [];
  const warnings: Array<string | undefined> = [];
  if (config.database.kind === 'sqlite') {
    const file = basename(config.database.path);
    const path = dirname(config.database.path);
    // In the default layout the mail folder (data/mail) sits beside the database: ours as well.
    const mailChild = relative(path, config.mailDir);
    const ours = (name: string) => SQLITE_SUFFIXES.some((suffix) => name === `${file}${suffix}`) || name === mailChild;
    warnings.push(makePrivateFolder(path, ours));
    folders.push({ role: 'database', path });
  }
  // PostgreSQL's own disk, when it runs on this machine: only measured (its files are PostgreSQL's).
  if (config.database.kind === 'postgres' && config.diskWatchPath) folders.push({ role: 'database', path: config.diskWatchPath });
  if (!config.smtp) {
    warnings.push(makePrivateFolder(config.mailDir, (name) => /\.eml(\.tmp)?$/.test(name)));
    folders.push({ role: 'mail', path: config.mailDir });
  }
  for (const warning of warnings) if (warning) app.log.warn(`files: ${warning}`);

  const log = app.log;
  const watch = new DiskWatch(folders, config.minFreeBytes, log, {
    onLow: (shortage) => {
      // Through the outbox while there is room for one more small row; otherwise the log line above is the alert.
      queueStaffAlert(db, { key: 'disk', ...alertText(shortage) }).then(
        (queued) => queued && log.info({ role: shortage.role }, 'disk: staff alerted (queued in the outbox)'),
        (error: unknown) => log.error({ err: loggableError(error as Error) }, 'disk: the staff alert could not be queued; this log is the only alert'),
      );
    },
    onRecovered: () => {
      retryMessagesDeferredForSpace(db).then(
        (due) => due > 0 && log.info({ messages: due }, 'disk: messages that could not be written for want of space are due again now'),
        (error: unknown) => log.error({ err: loggableError(error as Error) }, 'disk: could not reschedule the messages deferred for space'),
      );
    },
  });
  app.addHook('onReady', async () => {
    if (!config.smtp) {
      const removed = await removePartialMailFiles(config.mailDir);
      if (removed > 0) log.info({ removed, mailDir: config.mailDir }, 'mail: removed partial .eml files left by an interrupted write (their messages are still queued)');
    }
    await watch.start();
  });
  app.addHook('onClose', async () => watch.stop());
  return watch;
}
