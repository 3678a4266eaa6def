import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { registerOutbox } from './mail/register';
import { enquiryRoutes } from './routes/enquiries';
import { staffRoutes } from './routes/staff';
import { staffMailRoutes } from './routes/staff-mail';
import { registerStatic } from './static';

export type AppOptions = { config: Config; db: Db };

/** Never in the logs: credentials, bodies (enquiries carry personal data and the resume). */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'body', 'payload', 'resume_base64', '*.resume_base64'];

/** Fastify's own rejections, worded like the validation errors: "where: what is wrong". */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type: must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: larger than the 3 MB limit',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length: does not match the body',
};

/**
 * The intake API and the static site in one Fastify instance: the eleven POST endpoints and the staff
 * routes under `/{prefix}`, the static export everywhere else. Closing the app closes the database.
 */
export async function buildApp({ config, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: REDACT, censor: '[redacted]' } },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  app.addHook('onClose', () => db.destroy());
  // Each enquiry's messages are written with it and delivered by a worker in this process.
  const outbox = registerOutbox(app, { config, db });

  // Graceful shutdown: once closing, every answer still going out ends its keep-alive connection, so
  // the server is not left waiting for idle clients before it can close the database.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
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
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ error_detail: 'internal error; the enquiry was not stored' });
    }
    request.log.info({ code: error.code, statusCode: status }, 'request rejected');
    return reply.code(status).send({ error_detail: (error.code && CLIENT_ERRORS[error.code]) || error.message });
  });

  const apiPrefix = `/${config.apiPrefix}`;
  await app.register(
    async (api) => {
      // API answers are data, never documents: no browser may sniff one into HTML.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('x-content-type-options', 'nosniff');
      });
      await api.register(cors, {
        // An empty allow-list sends no CORS headers: same-origin pages need none, other origins are refused.
        origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['Content-Type', 'Authorization'],
        maxAge: 600,
      });
      await api.register(enquiryRoutes, { db, rateLimitMax: config.rateLimitMax });
      if (config.adminToken) await api.register(staffRoutes, { prefix: '/staff', db, adminToken: config.adminToken });
      if (config.adminToken) await api.register(staffMailRoutes, { prefix: '/staff', db, adminToken: config.adminToken, outbox });
    },
    { prefix: apiPrefix },
  );

  const site = await registerStatic(app, config.staticDir, config.basePath);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!site || path === apiPrefix || path.startsWith(`${apiPrefix}/`)) return reply.code(404).send({ error_detail: 'not found' });
    return site.notFound(reply);
  });

  if (!config.adminToken) app.log.info('ADMIN_TOKEN is not set: staff routes are off');
  else if (config.adminToken.length < 24) app.log.warn('ADMIN_TOKEN is shorter than 24 characters; use a long random token');
  return app;
}
