/** The configured passwords and tokens (config.ts secretsIn), left out of everything this module cleans. */
const secrets = new Set<string>();

/**
 * Registers values that must never be printed. Shorter than 3 characters they would blank out
 * ordinary words, and are left to the URL pattern below.
 */
export function rememberSecrets(values: Iterable<string>): void {
  for (const value of values) if (value.length >= 3) secrets.add(value);
}

/** scheme://user:password@ (the password runs to the last @ before the host, as in a URL). */
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/[^\s:@/]*):[^\s/?#]*@/gi;

/**
 * Text with the password of every URL in it and every remembered secret replaced by `***`: for
 * messages of libraries that quote the URL they were given (node's URL parser keeps it as `input`,
 * a connection error may name it).
 */
export function redactCredentials(text: string): string {
  return redactSecrets(text.replace(URL_PASSWORD, '$1:***@'));
}

/** Text with every remembered secret replaced by `***`, for text of our own that shows URLs' form (a configuration error's example). */
export function redactSecrets(text: string): string {
  let clean = text;
  for (const secret of secrets) clean = clean.split(secret).join('***');
  return clean;
}

/**
 * What the log may say about an unexpected error. A database error carries the row it refused in its
 * `detail` (PostgreSQL: "Failing row contains (...)", "Key (...)=(...)") and sometimes a value in its
 * message: for those only the names of the failure go out, never the text. Any other message and stack
 * go out without credentials.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.severity === 'string' || error.name === 'SqliteError' || (typeof fields.code === 'string' && /^SQLITE_/.test(fields.code));
  // A JSON.parse error quotes the text it choked on: a stored payload, read back.
  if (!fromDatabase && !(error instanceof SyntaxError)) {
    return { type: error.name, message: redactCredentials(error.message), code: fields.code, stack: error.stack === undefined ? undefined : redactCredentials(error.stack) };
  }
  const names = ['code', 'constraint', 'table', 'column', 'dataType', 'routine', 'severity'];
  // The stack's first line repeats the message; its frames are safe.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return { type: error.name, ...Object.fromEntries(names.filter((name) => typeof fields[name] === 'string').map((name) => [name, fields[name]])), stack: frames };
}
