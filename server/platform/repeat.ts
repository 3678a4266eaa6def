/*
 * The server's housekeeping on timers (retention of enquiries, visits and the audit; forgetting sent
 * set-up links): each instance runs it itself, since deleting what another already deleted costs nothing.
 */

/**
 * Runs `task` now and then every `everyMs`, never two runs at once (a run still under way when the next
 * is due is not started again). The task says its own failures (it logs them and resolves). Answers the
 * function that stops it, which waits for a run under way.
 */
export function repeatEvery(everyMs: number, task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task().finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, everyMs);
  // Never the reason the process stays up.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
