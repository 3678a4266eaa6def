import { staleToolsNotice } from './inbox-pages';

const at = (day: string) => Date.parse(`${day}T12:00:00Z`);

describe('staleToolsNotice', () => {
  it('names nothing while every calculator is within its review-by day', () => {
    expect(staleToolsNotice(at('2026-06-01'))).toBeUndefined();
  });

  it('names each calculator the day after its review-by day, with its dates and a link to its page', () => {
    const html = staleToolsNotice(at('2026-11-26'))?.html ?? '';
    expect(html).toContain('<strong>2 points calculators are due for review.</strong>');
    expect(html).toContain('href="/tools/canada-express-entry/"');
    expect(html).toContain('due for review by 2026-11-03');
    expect(html).toContain('href="/tools/new-zealand-skilled-migrant/"');
    expect(html).not.toContain('/tools/australia-skilled-points/');
    expect(staleToolsNotice(at('2026-11-03'))?.html).not.toContain('canada-express-entry');
    expect(staleToolsNotice(at('2026-11-04'))?.html).toContain('canada-express-entry');
  });

  it('links to the site where it is served', () => {
    expect(staleToolsNotice(at('2026-11-26'), 'https://www.example.com/site')?.html).toContain('href="https://www.example.com/site/tools/canada-express-entry/"');
  });

  it('names all four once every review-by day has passed', () => {
    const html = staleToolsNotice(at('2027-02-01'))?.html ?? '';
    expect(html.match(/<li>/g)).toHaveLength(4);
  });
});
