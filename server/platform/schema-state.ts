/**
 * Whether the database's schema is what this release needs. The server listens before it migrates (or
 * while it waits for `npm run migrate`): until then the API and the staff pages answer 503, readiness
 * says why, and the workers that read the database (outbox, reminders, retention) wait.
 */
export type SchemaStatus = { ready(): boolean; reason(): string | undefined };

export class SchemaState implements SchemaStatus {
  private why: string | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(reason = 'checking the database schema') {
    this.why = reason;
  }

  ready(): boolean {
    return this.why === undefined;
  }

  /** No personal data: what the server is doing, for a 503 and /readyz. */
  reason(): string | undefined {
    return this.why;
  }

  notReady(reason: string): void {
    if (this.ready()) throw new Error('the schema was ready already');
    this.why = reason;
  }

  markReady(): void {
    if (this.ready()) return;
    this.why = undefined;
    for (const listener of this.listeners.splice(0)) listener();
  }

  /** Runs `listener` once the schema is ready: now if it is. */
  onReady(listener: () => void): void {
    if (this.ready()) listener();
    else this.listeners.push(listener);
  }
}

/** Runs `start` once `schema` is ready: at once when there is none (tests, scripts) or it is ready. */
export function whenSchemaReady(schema: SchemaStatus | undefined, start: () => void): void {
  if (schema === undefined || schema.ready()) start();
  else if (schema instanceof SchemaState) schema.onReady(start);
  else {
    const timer = setInterval(() => {
      if (!schema.ready()) return;
      clearInterval(timer);
      start();
    }, 1_000);
    timer.unref();
  }
}
