/**
 * `npm run rules:update [-- --feed=URL] [--timeout=SECONDS] [--since=YYYY-MM-DD] [--file=PATH]`: refresh the Canada draws
 * snapshot (lib/calculators/canada-draws.json) from IRCC's rounds feed. Exit 0 when the snapshot was
 * rewritten or was already current, 1 when the feed was refused (the reason is printed; nothing is written),
 * 2 for a wrong argument. A maintainer tool: the build never runs it and never reaches the network.
 */
import { resolve } from 'node:path';
import { DEFAULT_FEED, DEFAULT_TIMEOUT_MS, Refused, updateDraws } from './draws';

/** npm runs scripts from the package's root. */
const SNAPSHOT = resolve(process.cwd(), 'lib/calculators/canada-draws.json');

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.slice(2).find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main(): Promise<number> {
  const unknown = process.argv.slice(2).filter((arg) => !/^--(feed|timeout|since|file)=/.test(arg));
  if (unknown.length > 0) {
    console.error(`Unknown argument ${unknown[0]}. Use --feed=URL, --timeout=SECONDS, --since=YYYY-MM-DD, --file=PATH.`);
    return 2;
  }
  const feed = option('feed') ?? DEFAULT_FEED;
  const seconds = option('timeout');
  const timeoutMs = seconds === undefined ? DEFAULT_TIMEOUT_MS : Number(seconds) * 1000;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    console.error(`--timeout must be a number of seconds above 0, not ${seconds}`);
    return 2;
  }
  const file = option('file') ?? SNAPSHOT;
  const today = new Date().toISOString().slice(0, 10);
  try {
    const result = await updateDraws({ feed, timeoutMs, file, today, since: option('since') });
    console.log(result.message);
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      console.error(`Refused, the snapshot is unchanged: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
