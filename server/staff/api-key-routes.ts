import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../platform/db';
import * as pages from './api-key-pages';
import { API_KEY_DAYS, createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { fieldOf, type StaffContext } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_NAME = 100;

/** A person's own API keys, under their account (/staff/account/keys): everyone signed in, staff and admins. */
export async function apiKeyRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const { db, clock, html, viewer, record, message, verify } = context;
  const listPage = async (request: FastifyRequest, reply: FastifyReply, extra: { values?: pages.KeyValues; errors?: pages.KeyErrors } = {}, status = 200) => {
    const me = viewer(request);
    return html(reply, pages.apiKeysPage({ viewer: me, now: clock(), keys: await listApiKeys(db, me.account.id), message: message(request), ...extra }), status);
  };

  app.get('/account/keys', async (request, reply) => listPage(request, reply));

  app.post('/account/keys', async (request, reply) => {
    const me = viewer(request);
    const values = { name: fieldOf(request.body, 'name').trim(), scope: fieldOf(request.body, 'scope'), days: fieldOf(request.body, 'days') };
    const code = fieldOf(request.body, 'code').trim();
    const errors: pages.KeyErrors = {};
    if (!values.name || [...values.name].length > MAX_NAME) errors.name = `Enter a name for the key (at most ${MAX_NAME} characters)`;
    if (values.scope !== 'read' && values.scope !== 'write') errors.scope = 'Choose Read only or Read and write';
    if (!(API_KEY_DAYS as readonly number[]).includes(Number(values.days)) || !/^\d+$/.test(values.days)) errors.days = 'Choose how long it works: 7, 30, 90 or 365 days';
    if (!code) errors.code = 'Enter the code your authenticator app shows now';
    if (Object.keys(errors).length > 0) return listPage(request, reply, { values, errors }, 400);
    // The code counts in the sign-in throttle, as a sign-in's does: a key is as good as a session.
    const checked = await verify(request, reply, { code });
    if (checked === 'answered') return reply;
    if (checked === 'wrong') return listPage(request, reply, { values, errors: { code: 'That code is not right, or was used already. Enter the code your app shows now.' } }, 400);
    const scope = values.scope as ApiKeyScope;
    const days = Number(values.days);
    const { id, key } = await createApiKey(db, clock, { accountId: me.account.id, name: values.name, scope, days });
    await record(request, 'api-key-created', { detail: { key: id, name: values.name, scope, days } });
    // Answered here, not redirected: the key is in this one page and nowhere else.
    return html(reply, pages.newApiKeyPage({ viewer: me, name: values.name, scope, expiresAt: clock() + days * 86_400_000, key }));
  });

  app.post('/account/keys/:id/revoke', async (request, reply) => {
    const { id } = request.params as { id: string };
    const name = UUID.test(id) ? await revokeApiKey(db, clock, viewer(request).account.id, id) : undefined;
    if (name === undefined) return reply.redirect('/staff/account/keys?m=key-gone', 303);
    await record(request, 'api-key-revoked', { detail: { key: id, name } });
    return reply.redirect('/staff/account/keys?m=key-revoked', 303);
  });
}
