import type { FastifyInstance } from 'fastify';
import { h, layout, notice } from './pages';
import type { StaffContext } from './routes';

/** The inbox: the enquiry list, each enquiry's page, and the workflow's actions. */
export async function inboxRoutes(app: FastifyInstance, { html, viewer, message }: StaffContext): Promise<void> {
  app.get('/', async (request, reply) => html(reply, layout('Inbox', viewer(request), h`${notice(message(request))}<h1>Inbox</h1>`, '/staff/')));
}
