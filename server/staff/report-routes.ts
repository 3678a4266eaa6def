import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from './csv';
import { istDate } from './business-hours';
import { readPeriod, type Report } from './reports';
import { reportRunner, ReportsBusy } from './report-runner';
import { isTableName, reportsPage, reportTables } from './reports-pages';
import { problemPage } from './pages';
import type { StaffContext } from './context';

/** The reports page (issue 30) and each of its tables as CSV: staff and admins alike. */
export async function reportRoutes(app: FastifyInstance, { config, db, clock, html, viewer, record }: StaffContext): Promise<void> {
  // Worked out off the event loop (report-runner.ts): a report on a day of heavy visit data holds up no enquiry.
  const runner = reportRunner(db, config.database, app.log);
  app.addHook('onClose', () => runner.close());

  const build = (query: unknown) => {
    const now = clock();
    const { period, problem } = readPeriod((query ?? {}) as Record<string, unknown>, now);
    return { now, problem, report: runner.build({ period, now, targetHours: config.responseTargetHours }) };
  };
  /** The report, or a 503 page (sent here) when too many are being worked out or it took too long. */
  const reportOr503 = async (report: Promise<Report>, request: FastifyRequest, reply: FastifyReply): Promise<Report | undefined> => {
    try {
      return await report;
    } catch (error) {
      if (!(error instanceof ReportsBusy)) throw error;
      request.log.warn({ reason: error.message }, 'reports: refused for now (503)');
      html(reply.header('retry-after', '30'), problemPage('The reports are busy', 'Other reports are being worked out just now. Try again in a minute.', viewer(request)), 503);
      return undefined;
    }
  };

  app.get('/reports', async (request, reply) => {
    const { now, problem, report } = build(request.query);
    const built = await reportOr503(report, request, reply);
    if (!built) return reply;
    return html(reply, reportsPage({ viewer: viewer(request), report: built, today: istDate(now), problem }));
  });

  app.get('/reports/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const table = file.replace(/\.csv$/, '');
    if (!file.endsWith('.csv') || !isTableName(table)) return html(reply, problemPage('No such table', 'There is no report table at this address.', viewer(request)), 404);
    const built = await reportOr503(build(request.query).report, request, reply);
    if (!built) return reply;
    const { columns, rows } = reportTables(built)[table];
    const body = stringify([columns.map(safeCell), ...rows.map((row) => row.map((cell) => safeCell(cell.text)))], { bom: true });
    // Aggregates only: the audit names the table and the period.
    await record(request, 'report-downloaded', { detail: { table, from: built.period.from, to: built.period.to, rows: rows.length } });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${table}-${built.period.from}-to-${built.period.to}.csv"`)
      .send(body);
  });
}
