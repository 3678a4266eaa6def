import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { networkOf } from './network';

/** Never in the logs: credentials, bodies (enquiries carry personal data and the resume). */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'payload', 'resume_base64', '*.resume_base64'];

/**
 * The Fastify instance every part of the server is registered on: the log (what is never in it, and a
 * visitor's network rather than address), the body limit, the proxies trusted, and every time-out.
 */
export function createFastify(config: Config): FastifyInstance {
  const hops = config.trustProxy;
  const app = Fastify({
    // While closing, a request already on its way (a keep-alive connection) is served, not answered 503:
    // the proxy in front has stopped sending new ones here (lifecycle.ts).
    return503OnClosing: false,
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Fastify's own, but the client's network instead of its address, no client port, and the path
      // without its query: a query can hold personal data (the inbox's search for an address).
      serializers: { req: (request) => ({ method: request.method, url: request.url.split('?')[0], host: request.host, remoteAddress: networkOf(request.ip) }) },
    },
    // 64 KiB for every route but the work-abroad endpoints, which set their own (lib/enquiry/limits.ts).
    bodyLimit: config.bodyLimit,
    // A number of hops believes only that many addresses from the right of X-Forwarded-For.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    // Every time-out explicit: a client that stalls its headers or its body is cut off (408) rather
    // than holding a connection; Node checks them every second rather than every 30 s.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.headersTimeoutMs,
          keepAliveTimeout: config.keepAliveTimeoutMs,
          connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
        },
        handler,
      ),
  });
  // Every page this server renders carries a policy and may not be framed: the site's pages get theirs
  // from out/_headers (as static hosting sends them, unchanged) and the inbox its own; anything else (a
  // page rendered without the site beside the API: a calculator's result, a form's problems) this strict
  // one, which allows nothing but itself.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html') || reply.hasHeader('content-security-policy')) return payload;
    reply.header('content-security-policy', FALLBACK_POLICY);
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    return payload;
  });
  return app;
}

/** The policy of an HTML page that brings none of its own: its own images, styles and forms, nothing else. */
export const FALLBACK_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
