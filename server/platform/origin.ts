import type { FastifyRequest } from 'fastify';

/**
 * Whether a browser's post comes from one of our own pages. A page elsewhere must not make its visitors'
 * browsers post enquiries (and so acknowledgements to addresses it chose) or staff actions.
 *
 * Our own origins are the configured ones (SITE_ORIGIN, STAFF_URL) and the host this request was sent
 * to: Fastify's `request.host`, which is the proxy's X-Forwarded-Host only when TRUST_PROXY trusts the
 * proxy that sent it, and the Host header otherwise. Same origin is judged by host alone, since a proxy
 * in front may change the scheme. A reverse proxy that rewrites Host (nginx's default `proxy_pass`
 * sends the upstream's address) then still passes through SITE_ORIGIN or the forwarded host.
 *
 * Requests without Origin and Sec-Fetch-Site (scripts, old browsers) pass.
 */
export type OriginVerdict = { ok: true } | { ok: false; origin: string; expected: string[] };

export function checkOrigin(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>, configured: readonly string[]): OriginVerdict {
  const origin = request.headers.origin;
  const expected = expectedOrigins(request, configured);
  if (origin !== undefined) {
    if (origin === 'null') return { ok: false, origin, expected };
    const host = hostOf(origin);
    const hosts = expected.map(hostOf);
    return host !== undefined && hosts.includes(host) ? { ok: true } : { ok: false, origin: origin.slice(0, 100), expected };
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') return { ok: false, origin: 'another site', expected };
  return { ok: true };
}

/** The configured origins, then this request's own (as the proxy in front, when trusted, says it was addressed). */
export function expectedOrigins(request: Pick<FastifyRequest, 'host' | 'protocol'>, configured: readonly string[]): string[] {
  const own = request.host ? `${request.protocol}://${request.host}` : undefined;
  return [...new Set([...configured, ...(own ? [own] : [])])];
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}
