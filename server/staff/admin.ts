import type { FastifyInstance } from 'fastify';
import type { StaffContext } from './routes';

/** Admin pages: people, data requests, audit; and the failed-mail list every signed-in person sees. */
export async function adminRoutes(_app: FastifyInstance, _context: StaffContext): Promise<void> {}
