import compress from '@fastify/compress';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Config } from './config';
import { drainBody } from './drain';
import { httpError } from './http-error';
import { loggableError } from './loggable-error';
import type { SchemaStatus } from './schema-state';

/** Fastify's own rejections, worded like the validation errors: "where: what is wrong". */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
};

/** What a client is told to wait before trying again while the schema is not ready. */
const SCHEMA_RETRY_AFTER_S = 5;

function bytes(n: number): string {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.round(n / 1024)} KiB`;
}

/**
 * What every request meets before its route: the graceful close, a refused body read to its end, the
 * warning about an undeclared proxy, the 503 while the schema is not ready, no compressed bodies,
 * compressed answers, JSON only, and errors as `{"error_detail": ...}`.
 */
export async function requestHandling(app: FastifyInstance, { config, schema }: { config: Config; schema: SchemaStatus | undefined }): Promise<void> {
  const hops = config.trustProxy;
  // Graceful shutdown: once closing, every answer still going out ends its keep-alive connection, so
  // the server is not left waiting for idle clients before it can close the database.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // A body refused before it was read is read to its end first, so a proxy in front gets the answer.
    if (reply.statusCode === 413 || reply.statusCode === 411) await drainBody(request.raw);
    return payload;
  });

  // Behind a proxy that is not declared, every client has the proxy's address: the per-address limits
  // then count all visitors together. Said once, on the first request that shows it.
  if (hops === false) {
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      request.log.warn('requests carry X-Forwarded-For but TRUST_PROXY is not set: every client behind the proxy shares its address for the rate limits; set TRUST_PROXY to the number of proxies in front (docs/configuration.md)');
    });
  }

  // While the server migrates (or waits for `npm run migrate`), only what needs no database answers:
  // the pages of the site and the server's own health paths.
  const apiPrefix = `/${config.apiPrefix}`;
  if (schema) {
    app.addHook('onRequest', async (request, reply) => {
      if (schema.ready()) return;
      const path = request.url.split('?')[0] ?? '';
      const api = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
      if (!api && path !== '/staff' && !path.startsWith('/staff/')) return;
      const reason = schema.reason() ?? 'the schema is not ready';
      reply.code(503).header('retry-after', String(SCHEMA_RETRY_AFTER_S)).header('cache-control', 'no-store');
      if (api) return reply.send({ error_detail: `server: starting (${reason}), so nothing was stored; send it again in a few seconds` });
      return reply.type('text/plain; charset=utf-8').send(`The inbox is starting (${reason}). Try again in a few seconds.\n`);
    });
  }

  // Compressed request bodies are refused before anything reads them: a few KB of gzip can inflate
  // to megabytes past every body limit (@fastify/compress would decode them).
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw httpError(415, 'content-encoding: compressed request bodies are not accepted; send the body uncompressed');
  });

  // Gzip or Brotli for pages, scripts, styles and CSV exports, as static hosts do (visitors are often on
  // slow mobile networks); fonts, images and video are already compressed and skipped by type.
  await app.register(compress, { global: true });

  // JSON only: Fastify would otherwise hand a text/plain body to the handlers as a string.
  app.removeContentTypeParser('text/plain');

  // Every error body is {"error_detail": ...}: the site's error bus reads a 400 with `message` as a
  // uniqueness conflict, so `message` is never sent.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply.code(status).send({ error_detail: 'internal error; the enquiry was not stored' });
    }
    request.log.info({ code: error.code, statusCode: status }, 'request rejected');
    const detail = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? `body: larger than the ${bytes(request.routeOptions.bodyLimit ?? config.bodyLimit)} limit of this endpoint` : (error.code && CLIENT_ERRORS[error.code]) || error.message;
    return reply.code(status).send({ error_detail: detail });
  });
}
