/**
 * `npm run rules [-- --today=YYYY-MM-DD]`: each points calculator's rules-in-force date, review-by day, days
 * left and sources, and the Canada draws snapshot's date. Exits 1 once any review-by day has passed, so that
 * a maintainer's scheduled CI job notices; it is deliberately not part of `npm test` (a build must not start
 * failing because a date passed). How to check and update a calculator: docs/calculators.md.
 */
import drawsSnapshot from '../../lib/calculators/canada-draws.json';
import { calculators } from '../../lib/calculators/index';
import { isStale, type Calculator } from '../../lib/calculators/types';
import { dayInWords } from './draws';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` (UTC) to `day`: 0 on the day itself, negative once it has passed. */
export function daysLeft(day: string, today: Date): number {
  const start = Date.parse(`${today.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - start) / DAY_MS);
}

function leftInWords(days: number): string {
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'today is the last day';
  return `PASSED ${-days} ${days === -1 ? 'day' : 'days'} ago: the page says the rules are being reviewed`;
}

export type RulesReport = { text: string; stale: Calculator[] };

export function rulesReport(tools: readonly Calculator[], today: Date): RulesReport {
  const stale = tools.filter((tool) => isStale(tool.rules, today));
  const lines = [`Rules of the points calculators, on ${today.toISOString().slice(0, 10)} (UTC)`, ''];
  for (const tool of tools) {
    const { rules } = tool;
    lines.push(`${rules.title} (/tools/${tool.slug}/, ${rules.id})`);
    lines.push(`  rules in force from  ${rules.rulesAsOf} (${dayInWords(rules.rulesAsOf)})`);
    lines.push(`  review by            ${rules.reviewBy} (${dayInWords(rules.reviewBy)}): ${leftInWords(daysLeft(rules.reviewBy, today))}`);
    if (tool.draws) {
      lines.push(
        `  draws snapshot       round ${drawsSnapshot.latest.round} of ${drawsSnapshot.latest.date}, read ${drawsSnapshot.readOn} (${daysLeft(drawsSnapshot.readOn, today) * -1} days ago; refresh: npm run rules:update)`,
      );
    }
    lines.push('  sources');
    for (const source of rules.sources) lines.push(`    ${source.kind === 'calculator' ? 'official calculator' : 'rules'}: ${source.name}\n      ${source.url}`);
    lines.push('');
  }
  if (stale.length === 0) {
    lines.push('Every review-by day is still ahead.');
  } else {
    lines.push(
      `${stale.length} of ${tools.length} past the review-by day: ${stale.map((tool) => tool.rules.id).join(', ')}. Read their official pages, then update the tables, the tests and both dates as docs/calculators.md says.`,
    );
  }
  return { text: lines.join('\n'), stale };
}

/** The clock, or --today=YYYY-MM-DD to ask what a later run will say. */
function today(argv: readonly string[]): Date | string {
  const given = argv.find((arg) => arg.startsWith('--today='))?.slice('--today='.length);
  const unknown = argv.filter((arg) => !arg.startsWith('--today='));
  if (unknown.length > 0) return `Unknown argument ${unknown[0]}. Use --today=YYYY-MM-DD.`;
  if (given === undefined) return new Date();
  const day = new Date(`${given}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(day.getTime())) return `--today must be a day as YYYY-MM-DD, not ${given}`;
  return day;
}

// Run only as the command, not when a test imports the report.
if (process.argv[1]?.replace(/\\/g, '/').endsWith('scripts/rules/status.ts')) {
  const now = today(process.argv.slice(2));
  if (typeof now === 'string') {
    console.error(now);
    process.exitCode = 2;
  } else {
    const report = rulesReport(calculators, now);
    console.log(report.text);
    process.exitCode = report.stale.length > 0 ? 1 : 0;
  }
}
