import type { IncomingMessage } from 'node:http';

/** A body refused from its headers is read (and dropped) up to this much before the answer goes out. */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 5_000;

/**
 * Reads and drops what is left of a request's body. A body refused unread (413 from its declared
 * length) would otherwise be answered while the client, or the proxy in front, is still sending it:
 * Node then closes the connection, and the reset that follows often costs the proxy the answer, so the
 * visitor saw "502 Bad Gateway" rather than "File size should not exceed 2MB". Bounded in bytes and time:
 * past either, the connection is closed as before.
 */
export function drainBody(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<void> {
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((done) => {
    let seen = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      done();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
