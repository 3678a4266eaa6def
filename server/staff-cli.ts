import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, secretsIn } from './config';
import { createDb, migrateToLatest, type Db } from './db';
import { redactCredentials, redactSecrets, rememberSecrets } from './loggable-error';
import { AccountExists, addAccount, disableAccount, isEmail, listAccounts, resetAccount, setupLink, type Clock } from './staff/accounts';

/*
 * Staff accounts from the command line (npm run staff -- <command>), on the database the server uses
 * (DATABASE_URL or SQLITE_PATH, read through config.ts). The first admin can only come from here.
 */

const USAGE = `Usage:
  npm run staff -- add --email <address> --name "<name>" --role admin|staff
  npm run staff -- list
  npm run staff -- disable --email <address>
  npm run staff -- reset --email <address>

add and reset print a one-time set-up link (valid 24 hours) on a line of its own.`;

class UsageError extends Error {}

async function run(db: Db, clock: Clock, staffUrl: string, limits: { idleMs: number; maxMs: number }, argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
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
        const { token } = await addAccount(db, clock, { email, name, role: values.role });
        console.log(`Added ${name} (${values.role}). Set-up link, valid 24 hours, works once:`);
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
        const status = person.disabled ? 'disabled' : person.hasTotp ? 'active' : 'set-up pending';
        console.log([person.email, person.name, person.role, status, `${person.sessions} open session${person.sessions === 1 ? '' : 's'}`].join('\t'));
      }
      return;
    }
    case 'disable': {
      needEmail();
      if (!(await disableAccount(db, { email }))) throw new UsageError(`no account has the address ${email.toLowerCase()}`);
      console.log(`Disabled ${email.toLowerCase()}; its sessions have ended.`);
      return;
    }
    case 'reset': {
      needEmail();
      const token = await resetAccount(db, clock, { email });
      if (!token) throw new UsageError(`no account has the address ${email.toLowerCase()}`);
      console.log(`Reset ${email.toLowerCase()}: password, authenticator and recovery codes cleared, sessions ended. New set-up link, valid 24 hours, works once:`);
      console.log(setupLink(staffUrl, token));
      return;
    }
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

async function main(): Promise<void> {
  rememberSecrets(secretsIn());
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const clock: Clock = () => Date.now() + config.clockOffsetMs;
    const limits = { idleMs: config.staffSessionIdleMinutes * 60_000, maxMs: config.staffSessionMaxDays * 24 * 3_600_000 };
    await run(db, clock, config.staffUrl, limits, process.argv.slice(2));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`staff: ${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError) console.error(`Configuration error: ${redactSecrets(error.message)}`);
  else if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) console.error(`staff: ${error.message}\n\n${USAGE}`);
  else console.error(redactCredentials(error instanceof Error ? (error.stack ?? error.message) : String(error)));
  process.exit(error instanceof UsageError || error instanceof TypeError ? 2 : 1);
});
