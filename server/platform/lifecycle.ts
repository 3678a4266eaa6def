/**
 * The server's own shutdown, as the health paths tell it to a proxy. On SIGTERM the server first says
 * it is stopping (/healthz and /readyz answer 503) while it still serves every request, so that a proxy
 * polling them (Caddy's health_uri) sends new requests to another instance; only then does it close its
 * listener. Without a proxy polling, there is nobody to tell and nothing to wait for.
 */
export class Lifecycle {
  private stoppingSince: number | undefined;
  private lastPolled = 0;

  /** How long a proxy is given to see the 503 (Caddy here polls twice a second; two polls and a margin). */
  static readonly DRAIN_MS = 1_500;
  /** A health path polled within this long means a proxy is watching. */
  private static readonly WATCHED_MS = 10_000;

  polled(): void {
    this.lastPolled = Date.now();
  }

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  /** Marks the server as stopping; resolves once a watching proxy has had the time to notice. */
  async stop(): Promise<void> {
    this.stoppingSince ??= Date.now();
    if (Date.now() - this.lastPolled < Lifecycle.WATCHED_MS) await new Promise((done) => setTimeout(done, Lifecycle.DRAIN_MS));
  }
}
