import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isLoopbackHost, type Config } from '../platform/config';
import { createDb, migrateToLatest, pendingMigrations, type Db } from '../platform/db';
import { AccountExists, addAccount, audit, COMMAND_LINE, disableAccount, isEmail, listAccounts, resetAccount, sessionLimits, setupLink, type Clock, type Ended } from '../staff/accounts';
import { becomeDataOwner, fail, runCommand } from './command';

/*
 * Staff accounts from the command line (npm run staff -- <command>), on the database the server uses,
 * read from the server's own environment file. The first admin can only come from here.
 */

const USAGE = `Usage:
  npm run staff -- add --email <address> --name "<name>" --role admin|staff
  npm run staff -- list
  npm run staff -- disable --email <address>
  npm run staff -- reset --email <address>

Options:
  --env-file <path>    the server's environment file (default: ENV_FILE, else /etc/sarthi-global/sarthi.env when it exists)
  --create-database    create and migrate the SQLite database when it does not exist yet (development)

add and reset print a one-time set-up link (valid 24 hours) on a line of its own.`;

class UsageError extends Error {}

/** The system user who ran the command (through sudo: the one who ran sudo), for the audit: no account acted. */
function operator(): string {
  const sudo = process.env.SUDO_USER?.trim();
  if (sudo) return sudo;
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.() ?? 'unknown');
  }
}

/** One audit row for what the command did, and one for each API key it ended, as the inbox's own pages write them. */
async function recordDone(db: Db, clock: Clock, action: string, accountId: string, ended?: Ended, detail: Record<string, unknown> = {}): Promise<void> {
  const by = { accountId: null, ip: '', target: accountId };
  const who = { [COMMAND_LINE]: operator() };
  await audit(db, clock, { ...by, action, detail: { ...detail, ...(ended && { sessions_ended: ended.sessions }), ...who } });
  for (const key of ended?.keys ?? []) await audit(db, clock, { ...by, action: 'api-key-revoked', detail: { key: key.id, name: key.name, ...who } });
}

async function run(db: Db, clock: Clock, staffUrl: string, limits: { idleMs: number; maxMs: number }, argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, 'create-database': { type: 'boolean' } } });
  const [command] = positionals;
  const email = values.email?.trim() ?? '';
  const needEmail = () => {
    if (!isEmail(email)) throw new UsageError('--email <address> is required and must be an email address');
  };
  switch (command) {
    case 'add': {
      needEmail();
      const name = values.name?.trim() ?? '';
      if (!name) throw new UsageError('--name "<name>" is required');
      if (values.role !== 'admin' && values.role !== 'staff') throw new UsageError('--role must be admin or staff');
      try {
        const { id, token } = await addAccount(db, clock, { email, name, role: values.role });
        await recordDone(db, clock, 'invite', id, undefined, { role: values.role });
        console.log(`Added ${name} (${values.role}). Set-up link, valid 24 hours, until the account is set up:`);
        console.log(setupLink(staffUrl, token));
      } catch (error) {
        if (error instanceof AccountExists) throw new UsageError(`an account with the address ${email.toLowerCase()} exists already (reset it for a new link)`);
        throw error;
      }
      return;
    }
    case 'list': {
      const people = await listAccounts(db, clock, limits);
      if (people.length === 0) console.log('No staff accounts yet.');
      for (const person of people) {
        const status = person.disabled ? 'disabled' : person.hasTotp ? 'active' : person.setupExpiresAt !== null && person.setupExpiresAt > clock() ? 'set-up pending' : 'set-up link expired (reset for a new one)';
        console.log([person.email, person.name, person.role, status, `${person.sessions} open session${person.sessions === 1 ? '' : 's'}`].join('\t'));
      }
      return;
    }
    case 'disable': {
      needEmail();
      const ended = await disableAccount(db, { email }, { now: clock() });
      if (!ended) throw new UsageError(`no account has the address ${email.toLowerCase()}`);
      await recordDone(db, clock, 'account-disabled', ended.accountId, ended);
      console.log(`Disabled ${email.toLowerCase()}; its sessions have ended.`);
      return;
    }
    case 'reset': {
      needEmail();
      const reset = await resetAccount(db, clock, { email });
      if (!reset) throw new UsageError(`no account has the address ${email.toLowerCase()}`);
      await recordDone(db, clock, 'account-reset', reset.ended.accountId, reset.ended);
      console.log(`Reset ${email.toLowerCase()}: password, authenticator and recovery codes cleared, sessions ended. New set-up link, valid 24 hours, until the account is set up:`);
      console.log(setupLink(staffUrl, reset.token));
      return;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

async function main(argv: string[], config: Config): Promise<void> {
  const create = argv.includes('--create-database');
  // A missing database means the wrong configuration far more often than a new install: the server
  // would never see an account made in a file of its own.
  if (config.database.kind === 'sqlite' && !existsSync(config.database.path) && !create) {
    fail(`staff: there is no database at ${config.database.path}. Is this the server's configuration (--env-file, ENV_FILE)? Start the server once to create it, or pass --create-database`);
  }
  becomeDataOwner(config);
  const db = createDb(config.database);
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      if (!create) fail(`staff: the database is not up to date (${pending.length} migration${pending.length === 1 ? '' : 's'} pending): run npm run migrate, or start the server, first`);
      await migrateToLatest(db);
    }
    const clock: Clock = () => Date.now() + config.clockOffsetMs;
    const limits = sessionLimits(config);
    await run(db, clock, config.staffUrl, limits, argv);
    if (process.env.NODE_ENV === 'production' && isLoopbackHost(new URL(config.staffUrl).hostname.replace(/^\[(.*)\]$/, '$1'))) {
      console.error(`Warning: links point at ${config.staffUrl}, this machine: set STAFF_URL to the inbox's public https origin in the environment file, then reset the account for a link that works.`);
    }
  } finally {
    await db.destroy();
  }
}

runCommand('staff', async (argv, config) => {
  try {
    await main(argv, config);
  } catch (error) {
    if (error instanceof UsageError) fail(`staff: ${error.message}\n\n${USAGE}`, 2);
    if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) fail(`staff: ${error.message}\n\n${USAGE}`, 2);
    throw error;
  }
});
