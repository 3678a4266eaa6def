/**
 * What the log may say about an unexpected error. A database error carries the row it refused in its
 * `detail` (PostgreSQL: "Failing row contains (...)", "Key (...)=(...)") and sometimes a value in its
 * message: for those only the names of the failure go out, never the text.
 */
export function loggableError(error: Error): Record<string, unknown> {
  const fields = error as Error & Record<string, unknown>;
  const fromDatabase = typeof fields.severity === 'string' || error.name === 'SqliteError' || (typeof fields.code === 'string' && /^SQLITE_/.test(fields.code));
  // A JSON.parse error quotes the text it choked on: a stored payload, read back.
  if (!fromDatabase && !(error instanceof SyntaxError)) return { type: error.name, message: error.message, code: fields.code, stack: error.stack };
  const names = ['code', 'constraint', 'table', 'column', 'dataType', 'routine', 'severity'];
  // The stack's first line repeats the message; its frames are safe.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return { type: error.name, ...Object.fromEntries(names.filter((name) => typeof fields[name] === 'string').map((name) => [name, fields[name]])), stack: frames };
}
