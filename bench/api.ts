import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { endpointPath } from '@/lib/enquiry/kinds';
import { BACKENDS, createTestDatabase, fixture, startServer, type Backend } from '../server/test/support/harness';
import { apiKeyFor } from '../server/test/support/staff-harness';

/*
 * npm run bench:api [-- --duration 10 --connections 10]
 * Loads the contact endpoint on loopback for a fixed time, on a fresh SQLite database and, when
 * TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server, on a fresh database there too.
 * Prints requests/s and latency, then checks that the rows stored equal the 2xx answers: a benchmark,
 * but one that fails loudly if the server ever answered 201 for an enquiry it did not keep. autocannon
 * stops the clock with one request in flight per connection and drops those answers, so up to
 * `connections` rows more than the 2xx count were stored but not counted; more than that, or fewer rows
 * than 2xx answers, is a failure.
 */

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const duration = option('duration', 10);
const connections = option('connections', 10);

type Row = { backend: Backend; requests: number; perSecond: number; p50: number; p99: number; ok: number; other: number; errors: number; stored: number };

async function run(backend: Backend): Promise<Row> {
  const db = await createTestDatabase(backend);
  const token = await apiKeyFor(db.env, { scope: 'read' });
  // The per-visitor limit would cap a load that all comes from one address.
  // Every request acknowledges the fixture's one address: unrationed, so each enquiry costs its two messages as in production.
  const server = await startServer({ ...db.env, RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn', ACK_MAX_PER_ADDRESS: '1000000', ACK_MAX_PER_HOUR: '1000000' });
  try {
    const result = await autocannon({
      url: `${server.origin}${endpointPath('contact', 'api')}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fixture('contact')),
      // Every request with its own Idempotency-Key, as the site sends them: the check is on the path measured.
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }) }],
      duration,
      connections,
    });
    const response = await fetch(`${server.origin}/api/staff/enquiries?limit=1`, { headers: { authorization: `Token ${token}` } });
    const { total } = (await response.json()) as { total: number };
    return {
      backend,
      requests: result.requests.total,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      other: result.non2xx,
      errors: result.errors + result.timeouts,
      stored: total,
    };
  } finally {
    await server.stop();
    await db.drop();
  }
}

async function main(): Promise<void> {
  console.log(`POST ${endpointPath('contact', 'api')} on loopback, ${duration} s, ${connections} connections\n`);
  const rows: Row[] = [];
  for (const backend of BACKENDS) rows.push(await run(backend));
  const consistent = (r: Row) => r.stored >= r.ok && r.stored - r.ok <= connections;
  console.log('| database | requests | requests/s | p50 ms | p99 ms | 2xx | non-2xx | errors | rows stored | in flight at stop | every 2xx stored |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const line = [r.backend, r.requests, r.perSecond.toFixed(0), r.p50, r.p99, r.ok, r.other, r.errors, r.stored, r.stored - r.ok, consistent(r) ? 'yes' : 'NO'];
    console.log(`| ${line.join(' | ')} |`);
  }
  if (!BACKENDS.includes('postgres')) console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL, or run `bash server/test/support/with-postgres.sh npm run bench:api`.');
  const lost = rows.filter((r) => !consistent(r));
  if (lost.length > 0) {
    console.error(`\nStored rows differ from 2xx answers on: ${lost.map((r) => r.backend).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
