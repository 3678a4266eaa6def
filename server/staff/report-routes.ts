import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { istDate } from './business-hours';
import { readPeriod } from './reports';
import { reportRunner, ReportsBusy, type ReportJob, type ReportOutput } from './report-runner';
import { isTableName, reportsLayout } from './reports-pages';
import { problemPage, raw } from './pages';
import type { StaffContext } from './context';

/** The reports page (issue 30) and each of its tables as CSV: staff and admins alike. */
export async function reportRoutes(app: FastifyInstance, { config, db, clock, html, viewer, record }: StaffContext): Promise<void> {
  // Worked out off the event loop (report-runner.ts): a report on a day of heavy visit data holds up no enquiry.
  const runner = reportRunner(db, config.database, app.log);
  app.addHook('onClose', () => runner.close());

  const periodOf = (query: unknown) => {
    const now = clock();
    return { now, ...readPeriod((query ?? {}) as Record<string, unknown>, now), targetHours: config.responseTargetHours };
  };
  /** The job's output, or a 503 page (sent here) when too many are being worked out or it took too long. */
  const run = async (job: ReportJob, request: FastifyRequest, reply: FastifyReply): Promise<ReportOutput | undefined> => {
    try {
      return await runner.run(job);
    } catch (error) {
      if (!(error instanceof ReportsBusy)) throw error;
      request.log.warn({ reason: error.message }, 'reports: refused for now (503)');
      html(reply.header('retry-after', '30'), problemPage('The reports are busy', 'Other reports are being worked out just now. Try again in a minute.', viewer(request)), 503);
      return undefined;
    }
  };

  app.get('/reports', async (request, reply) => {
    const { now, period, problem, targetHours } = periodOf(request.query);
    const output = await run({ output: 'page', period, now, targetHours, today: istDate(now), problem }, request, reply);
    if (!output) return reply;
    return html(reply, reportsLayout(viewer(request), raw(output.body)));
  });

  app.get('/reports/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const table = file.replace(/\.csv$/, '');
    if (!file.endsWith('.csv') || !isTableName(table)) return html(reply, problemPage('No such table', 'There is no report table at this address.', viewer(request)), 404);
    const { now, period, targetHours } = periodOf(request.query);
    const output = await run({ output: 'csv', table, period, now, targetHours }, request, reply);
    if (!output) return reply;
    // Aggregates only: the audit names the table and the period.
    await record(request, 'report-downloaded', { detail: { table, from: period.from, to: period.to, rows: output.rows } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${table}-${period.from}-to-${period.to}.csv"`)
      .send(output.body);
  });
}
