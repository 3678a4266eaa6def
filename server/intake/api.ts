import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SOURCE_HEADER } from '@/lib/visit/source';
import { registerNativeForms } from './native';
import { enquiryRoutes, type EnquiryRoutesOptions } from './routes';

export type IntakeApiOptions = EnquiryRoutesOptions & {
  /** Counts every enquiry's answer (stored, or refused and why) for /metrics. */
  countEnquiry: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/**
 * The eleven enquiry endpoints under `/{prefix}`: JSON from the enhanced forms, and the native form
 * posts mapped to the same payload. CORS lives in this scope only: the staff API beside it gets no CORS
 * header at all, not even Vary, and a preflight to it never reaches the CORS plugin's OPTIONS route.
 */
export async function intakeApi(api: FastifyInstance, { countEnquiry, ...options }: IntakeApiOptions): Promise<void> {
  const { config } = options;
  // First, so that every enquiry route below counts its answers.
  api.addHook('onResponse', countEnquiry);
  await api.register(cors, {
    // An empty allow-list sends no CORS headers: same-origin pages need none, other origins are refused.
    origin: config.siteOrigins.length > 0 ? config.siteOrigins : false,
    methods: ['POST'],
    // Visit-Source: where the visit came from, beside the JSON body (lib/visit/source.ts).
    allowedHeaders: ['Content-Type', 'Idempotency-Key', SOURCE_HEADER],
    maxAge: 600,
  });
  // Native form posts (no JavaScript) to the same endpoints: mapped to the JSON payload, answered 303 or a page.
  await registerNativeForms(api, {
    apiPrefix: `/${config.apiPrefix}`,
    staticDir: config.staticDir,
    basePath: config.basePath,
    siteOrigins: config.siteOrigins,
    bodyLimit: config.bodyLimit,
    fileBodyLimit: config.workAbroadBodyLimit,
  });
  await api.register(enquiryRoutes, options);
}
