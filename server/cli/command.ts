import { ConfigError, secretsIn } from '../config';
import { redactSecrets, rememberSecrets } from '../loggable-error';

/*
 * What every operator command shares: one line on stderr and a non-zero exit for what the operator
 * must fix, never a stack trace for it, and never a password from the environment.
 */

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

export function runCommand(name: string, main: () => Promise<void>): void {
  rememberSecrets(secretsIn());
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof Refusal) {
        console.error(redactSecrets(error.message));
        process.exit(error.code);
      }
      if (error instanceof ConfigError) console.error(`Configuration error: ${redactSecrets(error.message)}`);
      else console.error(`${name}: failed: ${redactSecrets(error instanceof Error ? error.message : String(error))}`);
      process.exit(1);
    },
  );
}
