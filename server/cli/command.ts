import { existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError, loadConfig, secretsIn, type Config } from '../platform/config';
import { redactSecrets, rememberSecrets } from '../platform/loggable-error';
import { currentUser, permissionDenied } from '../platform/permission';

/*
 * What every operator command (staff, migrate, backup, restore, retention, copy-to-postgres) shares with
 * the server and with each other: the same environment file and configuration, files the service user
 * can open, one line on stderr and a non-zero exit for what the operator must fix (never a stack trace
 * for it), and never a password from the environment.
 */

/** The file the systemd unit reads (deploy/sarthi-global@.service, EnvironmentFile=). */
export const DEFAULT_ENV_FILE = '/etc/sarthi-global/sarthi.env';

/** A refusal the operator can act on: printed as it is, exit code `code` (1 unless said). */
export class Refusal extends Error {
  override name = 'Refusal';
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

export function fail(message: string, code = 1): never {
  throw new Refusal(message, code);
}

/**
 * Loads the environment file: `--env-file <path>` (taken out of argv), else ENV_FILE, else the unit's
 * file when it exists. Variables already in the environment win over the file, as with `node --env-file`.
 * Returns the remaining arguments and the file read, if any.
 */
export function loadEnvironmentFile(argv: string[], env: NodeJS.ProcessEnv = process.env): { argv: string[]; file: string | undefined } {
  const rest: string[] = [];
  let given: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--env-file') given = argv[++i];
    else if (arg.startsWith('--env-file=')) given = arg.slice('--env-file='.length);
    else rest.push(arg);
  }
  const file = given ?? (env.ENV_FILE?.trim() || (existsSync(DEFAULT_ENV_FILE) ? DEFAULT_ENV_FILE : undefined));
  if (file) {
    try {
      process.loadEnvFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new Refusal(
        code === 'EACCES'
          ? `cannot read ${file}: permission denied. Run the command as root or as the service user (sudo -u sarthi ...), whom the file is readable by`
          : `cannot read the environment file ${file} (${code ?? (error as Error).message})`,
      );
    }
  }
  return { argv: rest, file };
}

/**
 * The server's configuration for a command: production's refusals are printed, not thrown, since a
 * command may be what fixes them; a set-up link or a backup is still wanted.
 */
export function commandConfig(file: string | undefined, say: (line: string) => void = (line) => console.error(line)): Config {
  const config = loadConfig(process.env, { strict: false });
  if (file) say(`Configuration: ${file}; database: ${config.database.kind === 'sqlite' ? config.database.path : 'PostgreSQL (DATABASE_URL)'}`);
  for (const warning of config.warnings) say(`Warning: ${warning}`);
  return config;
}

/**
 * Run as root, a command would leave files (the database, its -wal and -shm, a backup) that the
 * service user cannot open, and the server would then fail. So root becomes the owner of the data
 * folder before anything is opened. Without a data folder yet, root is refused: the server (or the
 * service user) creates it.
 */
export function becomeDataOwner(config: Config, say: (line: string) => void = (line) => console.error(line)): void {
  const { getuid, setuid, setgid, setgroups } = process;
  if (config.database.kind !== 'sqlite' || !getuid || !setuid || !setgid || getuid() !== 0) return;
  const folder = dirname(config.database.path);
  if (!existsSync(folder)) throw new Refusal(noDataFolder(folder));
  const { uid, gid } = statSync(folder);
  if (uid === 0) return;
  setgroups?.([gid]);
  setgid(gid);
  setuid(uid);
  workingAs = currentUser();
  say(`Running as the owner of ${folder} (uid ${uid}), so the files stay readable by the server.`);
}

/** The refusal for root when the data folder is missing: root would create it, and the server could not use it. */
export function noDataFolder(folder: string): string {
  return (
    `${folder} does not exist, and created by root it would be no use to the server. Create it for the user the server runs as ` +
    `(sarthi in docs/operations.md): install -d -o sarthi -g sarthi -m 0700 ${folder} (or start the server once: its unit creates it), and run this again`
  );
}

/** Set once a command run as root works as the data folder's owner. */
let workingAs: string | undefined;

/** A file the command may not read or write: which, who it runs as, who owns it, and what to do. */
function permissionRefusal(name: string, error: unknown): string | undefined {
  const denied = permissionDenied(error);
  if (!denied) return undefined;
  const hint = workingAs
    ? `Run as root, ${name} works as ${workingAs}, the owner of the data folder, so that what it writes stays the server's: give it a place that user can write${name === 'backup' ? ' (e.g. /var/backups/sarthi-global/)' : ''}, or give that user the place`
    : 'Run it as root (it then works as the owner of the data folder), or as that owner';
  return `${name}: ${denied}. ${hint}`;
}

/**
 * Runs a command: the environment file loaded (its option taken out of the arguments), the
 * configuration read and said, then `main` with the remaining arguments; its number, if any, is the exit code.
 */
export function runCommand(name: string, main: (argv: string[], config: Config) => Promise<void | number>): void {
  const run = async () => {
    const { argv, file } = loadEnvironmentFile(process.argv.slice(2));
    rememberSecrets(secretsIn());
    return main(argv, commandConfig(file));
  };
  run().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      if (error instanceof Refusal) {
        console.error(redactSecrets(error.message));
        process.exit(error.code);
      }
      const denied = permissionRefusal(name, error);
      if (error instanceof ConfigError) console.error(`Configuration error: ${redactSecrets(error.message)}`);
      else if (denied) console.error(redactSecrets(denied));
      else console.error(`${name}: failed: ${redactSecrets(error instanceof Error ? error.message : String(error))}`);
      process.exit(1);
    },
  );
}
