import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from './csv';
import { istDate } from './business-hours';
import { buildReport, readPeriod } from './reports';
import { isTableName, reportsPage, reportTables } from './reports-pages';
import { problemPage } from './pages';
import type { StaffContext } from './context';

/** The reports page (issue 30) and each of its tables as CSV: staff and admins alike. */
export async function reportRoutes(app: FastifyInstance, { config, db, clock, html, viewer, record }: StaffContext): Promise<void> {
  const build = (query: unknown) => {
    const now = clock();
    const { period, problem } = readPeriod((query ?? {}) as Record<string, unknown>, now);
    return { now, problem, report: buildReport(db, { period, now, targetHours: config.responseTargetHours }) };
  };

  app.get('/reports', async (request, reply) => {
    const { now, problem, report } = build(request.query);
    return html(reply, reportsPage({ viewer: viewer(request), report: await report, today: istDate(now), problem }));
  });

  app.get('/reports/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const table = file.replace(/\.csv$/, '');
    if (!file.endsWith('.csv') || !isTableName(table)) return html(reply, problemPage('No such table', 'There is no report table at this address.', viewer(request)), 404);
    const { report } = build(request.query);
    const built = await report;
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
