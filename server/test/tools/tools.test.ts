import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { text } from '@/content/text';
import { escapeHtml } from '@/lib/escape-html';
import { loadConfig } from '../../platform/config';
import { createDb, type Db } from '../../platform/db';
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from '../support/harness';

/*
 * The calculators without JavaScript: the tool page's form goes to GET /api/tools/<slug>/, and the real
 * server renders the result into the real pre-rendered page (the build's out/): the answers shown back in
 * the form, the score, the breakdown, the advisor form filled in; bad answers beside their fields with a
 * 400; nothing stored and nothing of the answers logged. The route does not touch the database, so one
 * backend is enough.
 */

/** The tool page's canonical address, which the build writes from NEXT_PUBLIC_SITE_URL. */
function canonical(html: string): string {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('the page has no canonical link');
  return href;
}

const ROOT = resolve(__dirname, '..', '..', '..');
const OUT = join(ROOT, 'out');
const SITE = 'https://www.example.com';

// AU-1 of the research: 189, age 30, proficient English, 5 years overseas, bachelor's, single: 75 points.
const AU1 = 'visa=189&age=30&english=proficient&partner=single&overseas=5&australia=0&qualification=bachelor';

describe('points calculators without script', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;

  beforeAll(async () => {
    if (!existsSync(join(OUT, 'tools', 'australia-skilled-points', 'index.html'))) throw new Error(`${OUT} holds no built tool pages: run npm run build first`);
    database = await createTestDatabase('sqlite');
    server = await startServer({ ...database.env, OUT_DIR: OUT, SITE_ORIGIN: SITE });
    db = createDb(loadConfig({ ...process.env, ...database.env }).database);
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    await database?.drop();
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  it('renders the result into the tool page: the score, the breakdown, the answers kept in the form, and the page’s own policy', async () => {
    const { status, headers, html } = await get(`/api/tools/australia-skilled-points/?${AU1}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.get('x-robots-tag')).toBe('noindex');
    // The site's page around it: the header, the heading, the sources.
    expect(html).toContain('<h1');
    expect(html).toContain('Australia skilled visa points calculator');
    expect(html).toContain('The rules, and where they come from');
    expect(html).toContain('<span class="calc-figure">75</span>');
    expect(html).toContain('Meets the pass mark of 65 points.');
    expect(html).toMatch(/<th scope="row">Age<\/th><td>30<\/td><td>30<\/td>/);
    expect(html).toMatch(/<th scope="row">English language<\/th><td>10<\/td><td>20<\/td>/);
    expect(html).toContain('would add');
    expect(html).toContain('No one can guarantee a visa');
    // The answers, shown back.
    expect(html).toContain('<option value="proficient" selected>');
    expect(html).toMatch(/name="age" value="30"/);
    expect(html).toMatch(/name="overseas" value="5"/);
    expect(html).toMatch(/value="189" checked/);
    // Shared links point at the site's own page (its canonical address), with the answers.
    expect(html).toContain(`href="${canonical(html)}?visa=189&#38;age=30`);
    expect(html).toContain('https://wa.me/?text=');
  });

  it('fills the advisor form on the page: the summary in the description, the destination, the visa type', async () => {
    const { html } = await get(`/api/tools/australia-skilled-points/?${AU1}`);
    const textarea = /<textarea[^>]*name="description"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
    expect(textarea).toContain('Points calculator: Australia, skilled visa points test (subclasses 189, 190 and 491).');
    expect(textarea).toContain('Score: 75 points (meets the pass mark of 65).');
    expect(textarea).toContain('- Your age: 30 years');
    expect(textarea).toContain(`Result: ${canonical(html)}?visa=189&#38;age=30`);
    expect(html).toMatch(/<input[^>]*name="targetCountry"[^>]*value="Australia"/);
    expect(html).toMatch(/<select[^>]*name="visaType"[^>]*>[\s\S]*?<option value="2" selected="">Skilled Work<\/option>/);
  });

  it('hands the UK tool to the work-abroad form: the summary in the career objectives', async () => {
    const { status, html } = await get('/api/tools/uk-skilled-worker/?offer=sponsor&salary=45000&hours=37.5&rate=40000');
    expect(status).toBe(200);
    const textarea = /<textarea[^>]*name="objectives"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
    expect(textarea).toContain('Points calculator: United Kingdom');
    expect(html).toMatch(/<input[^>]*name="destinations"[^>]*value="United Kingdom"/);
  });

  it('refuses answers it cannot read with a 400, each message beside its field, everything given kept, and no score', async () => {
    const { status, html } = await get('/api/tools/australia-skilled-points/?visa=189&age=abc&english=fluent&overseas=5');
    expect(status).toBe(400);
    expect(html).toContain('Please check your answers');
    expect(html).toContain('id="q-age-error"');
    expect(html).toContain('Enter a whole number from 18 to 99.');
    expect(html).toMatch(/name="age" value="abc"[^>]*aria-describedby="q-age-help q-age-error" aria-invalid="true"/);
    expect(html).toContain('href="#q-english"');
    expect(html).toMatch(/name="overseas" value="5"/);
    expect(html).not.toContain('<span class="calc-figure">');
  });

  it('shows the empty form for the address without answers, and 404 for a tool that does not exist', async () => {
    const empty = await get('/api/tools/australia-skilled-points/');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Your score appears here.');
    const missing = await get('/api/tools/mars-points/?age=30');
    expect(missing.status).toBe(404);
  });

  it('says the rules are being reviewed once the review-by day has passed (New Zealand’s is 1 August 2026)', async () => {
    const nz = await get('/api/tools/new-zealand-skilled-migrant/?qual=masters&work=12in24&offer=yes&age=35');
    expect(nz.status).toBe(200);
    expect(nz.html).toContain('<p class="calc-review" role="note"><strong>These rules are being reviewed.</strong>');
    const au = await get(`/api/tools/australia-skilled-points/?${AU1}`);
    const reviewed = new Date() > new Date('2027-01-01T00:00:00Z');
    expect(au.html.includes('<p class="calc-review"')).toBe(reviewed);
  });

  it('answers a plain page with the same form and result when it runs without the site', async () => {
    const own = await createTestDatabase('sqlite');
    const bare = await startServer({ ...own.env });
    try {
      const response = await fetch(`${bare.origin}/api/tools/australia-skilled-points/?${AU1}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<span class="calc-figure">75</span>');
      expect(html).toContain('<option value="proficient" selected>');
      expect(html).toContain('<section id="advisor">');
      expect(html).toContain('action="/api/tools/australia-skilled-points/#calc-result"');
      // Without the site's out/_headers, the server's own strict policy, and no framing.
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self' data:; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // The same for a form's problems page when the site is not there to show them.
      const problems = await fetch(`${bare.origin}/api/contact_us/`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=&email=x', redirect: 'manual' });
      expect(problems.headers.get('content-type')).toMatch(/^text\/html/);
      expect(problems.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await bare.stop();
      await own.drop();
    }
  });

  it('renders a Gujarati or Hindi page’s form into that page, in its language, the destination still in English', async () => {
    for (const [locale, lang, script] of [['gu', 'gu-IN', /[\u0A80-\u0AFF]/], ['hi', 'hi-IN', /[\u0900-\u097F]/]] as const) {
      const words = text.calculatorWords(locale).words;
      const { status, html } = await get(`/api/${locale}/tools/australia-skilled-points/?${AU1}`);
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang}"`);
      expect(new URL(canonical(html)).pathname).toBe(`/${locale}/tools/australia-skilled-points/`);
      expect(html).toContain('<span class="calc-figure">75</span>');
      expect(html).toContain(escapeHtml(words.result.breakdownCaption));
      expect(html).not.toContain('Your points, factor by factor');
      const row = /<tbody><tr><th scope="row">([^<]+)</.exec(html)?.[1] ?? '';
      expect(row).toMatch(script);
      const textarea = /<textarea[^>]*name="description"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)?.[1] ?? '';
      // A textarea's first newline is not part of its value.
      expect(textarea.replace(/^\n/, '').startsWith(escapeHtml(words.summary.start))).toBe(true);
      expect(html).toMatch(/<input[^>]*name="targetCountry"[^>]*value="Australia"/);
      // The form on that page comes back to the same language's route.
      expect(html).toContain(`action="/api/${locale}/tools/australia-skilled-points/#calc-result"`);
    }
    const refused = await get('/api/gu/tools/australia-skilled-points/?visa=189&age=abc');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(escapeHtml(text.calculatorWords('gu').words.result.problemsTitle));
    expect((await get(`/api/fr/tools/australia-skilled-points/?${AU1}`)).status).toBe(404);
    expect((await get(`/api/en/tools/australia-skilled-points/?${AU1}`)).status).toBe(404);
  });

  it('stores nothing and logs none of the answers', async () => {
    await get(`/api/tools/australia-skilled-points/?${AU1}&age=47`);
    const { rows } = await sql<{ n: number }>`select count(*) as n from enquiry`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(server.logs()).toContain('/api/tools/australia-skilled-points/');
    expect(server.logs()).not.toContain('proficient');
    expect(server.logs()).not.toContain('age=');
  });
});
