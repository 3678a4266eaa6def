/**
 * Gujarati and Devanagari for what leads write in them (names, messages, answers): the site's own faces
 * (public/fonts, served beside the inbox), each only for its script's letters and fetched only when a page
 * has some; the system's face shows meanwhile (`swap`), as what a lead wrote is read, not laid out.
 */
const SCRIPT_FACES = [
  ['Sarthi Gujarati', 'gujarati', 'U+0951-0952, U+0964-0965, U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839'],
  ['Sarthi Devanagari', 'devanagari', 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF'],
]
  .flatMap(([family, script, range]) =>
    // One weight, as on the site's pages: bold is the browser's.
    [`@font-face { font-family: '${family}'; src: url(../fonts/noto-sans-${script}-${script}-400-normal.woff2) format('woff2'); font-weight: 400; font-display: swap; unicode-range: ${range}; }`],
  )
  .join('\n');

/**
 * The inbox's one stylesheet, served from /staff/staff.css (the CSP allows styles from this origin
 * only). The custom properties are copied from app/globals.css: the inbox is served apart from the
 * site's build, and looks like the same house.
 */
export const STAFF_CSS = `${SCRIPT_FACES}:root {
  --color-navy: #0b1f3a;
  --color-ink: #13294b;
  --color-teal: #0f766e;
  --color-teal-dark: #0b5c56;
  --color-teal-tint: #e6f4f2;
  --color-gold-tint: #fdf3dc;
  --color-surface: #ffffff;
  --color-text: #1f2937;
  --color-muted: #4b5563;
  --color-border: #e2e6ec;
  --color-danger: #b42318;
  --font-sans: 'Sarthi Gujarati', 'Sarthi Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif;
  --step--1: clamp(0.83rem, 0.8rem + 0.15vw, 0.9rem);
  --step-0: clamp(1rem, 0.96rem + 0.2vw, 1.0625rem);
  --step-2: clamp(1.35rem, 1.2rem + 0.7vw, 1.7rem);
  --space-2: 0.5rem;
  --space-3: 0.75rem;
  --space-4: 1rem;
  --space-5: 1.5rem;
  --space-6: 2rem;
  --radius-sm: 6px;
  --focus-ring: 0 0 0 3px #fff, 0 0 0 5px var(--color-teal);
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font-family: var(--font-sans); font-size: var(--step-0); line-height: 1.6; color: var(--color-text); background: var(--color-surface); }
header { background: var(--color-navy); color: #fff; padding: var(--space-3) var(--space-4); }
header nav { display: flex; flex-wrap: wrap; gap: var(--space-3) var(--space-5); align-items: center; max-width: 72rem; margin: 0 auto; }
header a { color: #fff; }
header form { margin: 0 0 0 auto; }
header ul { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-4); list-style: none; margin: 0; padding: 0; }
header a { display: inline-block; padding: var(--space-2) 0; text-decoration-thickness: 1px; text-underline-offset: 3px; }
header a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
header button.secondary { color: #fff; }
header :focus-visible { box-shadow: 0 0 0 3px var(--color-navy), 0 0 0 5px #fff; }
.skip { position: absolute; left: var(--space-3); top: -4rem; background: #fff; color: var(--color-ink); padding: var(--space-2) var(--space-3); z-index: 1; }
.skip:focus { top: var(--space-3); }
main:focus { outline: none; }
footer { max-width: 72rem; margin: 0 auto; padding: var(--space-4); border-top: 1px solid var(--color-border); color: var(--color-muted); display: flex; flex-wrap: wrap; gap: var(--space-3); align-items: center; justify-content: space-between; }
footer p { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: var(--space-5) var(--space-4) var(--space-6); }
h1 { font-size: var(--step-2); color: var(--color-ink); line-height: 1.25; margin: 0 0 var(--space-4); }
a { color: var(--color-teal-dark); }
:focus-visible { outline: none; box-shadow: var(--focus-ring); border-radius: 2px; }
.field { margin: 0 0 var(--space-4); }
label { display: block; font-weight: 600; margin-bottom: var(--space-2); }
.hint { display: block; color: var(--color-muted); font-size: var(--step--1); margin-bottom: var(--space-2); }
caption.hint { display: table-caption; caption-side: top; text-align: left; }
input, select { font: inherit; width: 100%; max-width: 26rem; padding: var(--space-2) var(--space-3); border: 1px solid var(--color-muted); border-radius: var(--radius-sm); background: #fff; color: inherit; }
input[aria-invalid="true"] { border-color: var(--color-danger); border-width: 2px; }
fieldset.choices { border: 0; padding: 0; margin: 0 0 var(--space-4); }
fieldset.choices legend { font-weight: 600; margin-bottom: var(--space-2); padding: 0; }
.choices label { display: flex; gap: var(--space-2); align-items: center; font-weight: 400; }
.choices input { width: auto; }
.error { color: var(--color-danger); font-weight: 600; margin: var(--space-2) 0 0; }
button { font: inherit; font-weight: 600; padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm); border: 2px solid var(--color-teal); background: var(--color-teal); color: #fff; cursor: pointer; min-height: 44px; }
button.secondary { background: transparent; color: inherit; border-color: currentColor; }
.notice { padding: var(--space-3) var(--space-4); border-left: 4px solid var(--color-teal); background: var(--color-teal-tint); margin: 0 0 var(--space-5); }
.notice.problem { border-color: var(--color-danger); background: #fdecea; }
.alarm { padding: var(--space-3) var(--space-4); border: 2px solid var(--color-danger); border-left-width: 6px; background: #fdecea; color: var(--color-text); margin: 0 0 var(--space-5); overflow-wrap: anywhere; }
.alarm p { margin: 0 0 var(--space-2); }
.alarm p:last-child { margin-bottom: 0; }
.alarm strong { color: var(--color-danger); }
.alarm a { color: var(--color-danger); font-weight: 600; }
.codes { font-family: ui-monospace, monospace; font-size: 1.1rem; padding: var(--space-4) var(--space-4) var(--space-4) var(--space-7, 3rem); background: var(--color-gold-tint); }
@media (min-width: 480px) { .codes { columns: 2; column-gap: var(--space-7, 3rem); } }
.secret { font-family: ui-monospace, monospace; word-break: break-all; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
textarea { font: inherit; width: 100%; max-width: 40rem; padding: var(--space-2) var(--space-3); border: 1px solid var(--color-muted); border-radius: var(--radius-sm); }
textarea[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--color-danger); border-width: 2px; }
.counts { display: flex; flex-wrap: wrap; gap: var(--space-3); list-style: none; padding: 0; margin: 0 0 var(--space-5); }
.counts a { display: block; padding: var(--space-2) var(--space-4); border: 1px solid var(--color-border); border-radius: var(--radius-sm); text-decoration: none; color: var(--color-ink); background: var(--color-teal-tint); }
.counts strong { font-size: 1.25rem; margin-right: 0.25rem; }
.counts .late a { background: #fdecea; border-color: var(--color-danger); color: var(--color-danger); }
.filters { margin: 0 0 var(--space-4); }
.filters .search input { max-width: 40rem; }
.filters details { margin: 0 0 var(--space-4); }
.filters summary { cursor: pointer; font-weight: 600; padding: var(--space-3) 0; }
.filter-grid { display: grid; gap: 0 var(--space-4); grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); padding-top: var(--space-3); }
.filter-grid .field { margin-bottom: var(--space-3); }
.summary { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-5); color: var(--color-muted); }
.status { justify-self: start; display: inline-block; padding: 0 var(--space-2); border-radius: 999px; border: 1px solid var(--color-border); background: #f3f4f6; font-size: var(--step--1); white-space: nowrap; }
.status-new { background: var(--color-gold-tint); border-color: #d4a72c; }
.status-contacted, .status-booked { background: var(--color-teal-tint); border-color: var(--color-teal); }
.late { color: var(--color-danger); }
.status.answered { background: #e8f0fe; border-color: #3b6fd8; color: var(--color-ink); white-space: normal; }
.counts .answered a { background: #e8f0fe; border-color: #3b6fd8; }
.answered-first { border: 1px solid #3b6fd8; border-left-width: 6px; padding: var(--space-3) var(--space-4); margin: 0 0 var(--space-5); overflow-wrap: anywhere; }
.answered-first h2 { margin-top: 0; }
.quoted summary { cursor: pointer; color: var(--color-muted); }
.quoted .note-body { color: var(--color-muted); border-left: 3px solid var(--color-border); padding-left: var(--space-3); }
.attachments { padding-left: var(--space-5); overflow-wrap: anywhere; }
.enquiries th[scope="row"] { font-weight: 600; white-space: nowrap; }
}
.enquiries tr.late-row th { box-shadow: inset 4px 0 0 var(--color-danger); }
.pager { display: flex; justify-content: space-between; gap: var(--space-4); margin: var(--space-4) 0; }
.pager a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; }
.back { margin: 0 0 var(--space-3); }
.back a { display: inline-flex; align-items: center; min-height: 44px; }
.reference { font-family: ui-monospace, monospace; font-size: 0.85em; color: var(--color-muted); margin-right: var(--space-2); }
.enquiry-facts, .fields { display: grid; gap: var(--space-2) var(--space-5); margin: 0 0 var(--space-4); }
.enquiry-facts { grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); }
.enquiry-facts dt, .fields dt { font-size: var(--step--1); color: var(--color-muted); }
.enquiry-facts dd, .fields dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
@media (min-width: 48rem) { .fields { grid-template-columns: 1fr 1fr; } }
.fields > div { border-bottom: 1px solid var(--color-border); padding-bottom: var(--space-2); }
.contact-links { display: flex; flex-wrap: wrap; gap: var(--space-3); list-style: none; padding: 0; margin: 0 0 var(--space-3); }
.contact-links a { display: inline-flex; align-items: center; min-height: 44px; padding: var(--space-2) var(--space-3); border: 1px solid var(--color-teal); border-radius: var(--radius-sm); overflow-wrap: anywhere; }
.work { display: flex; flex-wrap: wrap; gap: var(--space-4) var(--space-5); align-items: flex-end; }
.work form { margin: 0; }
.inline-form { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-3); align-items: flex-end; }
.inline-form .field { margin: 0; }
.inline-form select { width: auto; min-width: 12rem; }
.notes, .timeline, .messages { padding-left: var(--space-5); }
.notes li, .messages li { margin-bottom: var(--space-3); }
.note-meta { margin: 0; font-size: var(--step--1); color: var(--color-muted); }
.note-body { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.messages form { display: inline-block; margin: var(--space-2) 0 0; }
/* The conversation (thread-pages.ts): who spoke by the colour of the edge, ours teal, theirs blue, notes dashed. */
.thread { list-style: none; padding-left: 0; }
/* The BCC address is one long word (a 32-character token): it breaks anywhere rather than widen a phone's page. */
.bcc-address { overflow-wrap: anywhere; }
.thread-item { border-left: 4px solid #3b6fd8; padding: var(--space-2) 0 var(--space-2) var(--space-3); overflow-wrap: anywhere; }
.thread-ours { border-left-color: var(--color-teal); }
.thread-note { border-left: 4px dashed var(--color-border); background: #f9fafb; }
/* Replies: a saved reply's long title never widens the page at 375 px (a select sizes to its longest option). */
#reply .inline-form .field { flex: 1 1 12rem; min-width: 0; }
#reply .inline-form select { width: 100%; min-width: 0; }
.replies .actions > * { max-width: 100%; overflow-wrap: anywhere; }
.empty { padding: var(--space-5); background: #f9fafb; border: 1px dashed var(--color-border); border-radius: var(--radius-sm); }
th, td { text-align: left; vertical-align: top; overflow-wrap: break-word; padding: var(--space-2) var(--space-3); border-bottom: 1px solid var(--color-border); }
.actions { display: flex; flex-wrap: wrap; gap: var(--space-3); align-items: center; }
h2 { font-size: var(--step-0); color: var(--color-ink); margin: var(--space-6) 0 var(--space-3); }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
a.button { display: inline-flex; align-items: center; min-height: 44px; font-weight: 600; padding: var(--space-2) var(--space-4); border-radius: var(--radius-sm); border: 2px solid var(--color-teal); background: var(--color-teal); color: #fff; text-decoration: none; }
a.button.secondary { background: transparent; color: var(--color-teal-dark); border-color: currentColor; }
button.danger, a.button.danger { background: var(--color-danger); border-color: var(--color-danger); color: #fff; }
form { margin: 0 0 var(--space-4); }
td form, th form, .actions form, footer form { margin: 0; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: var(--space-2) var(--space-4); margin: 0 0 var(--space-4); }
.facts dt { font-weight: 600; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.audit-filters { display: flex; flex-wrap: wrap; gap: 0 var(--space-4); align-items: flex-end; }
.audit-filters .field { flex: 1 1 12rem; }
.wrap { white-space: pre-wrap; }
.contents { display: flex; flex-wrap: wrap; gap: var(--space-2) var(--space-4); list-style: none; padding: 0; margin: 0 0 var(--space-4); }
.contents a { display: inline-flex; align-items: center; min-height: 44px; }
section.part { border-top: 1px solid var(--color-border); margin-top: var(--space-5); }
section.part > h2 { margin-top: var(--space-5); }
tr.this-session th, tr.this-session td { background: var(--color-teal-tint); }
.notice ul { margin: var(--space-2) 0 0; padding-left: var(--space-5); }
.notice p { margin: 0; }
/* The reports page: each chart scales with its box (viewBox); each table scrolls inside its own box, never the page. */
.report-figure { display: grid; gap: var(--space-4); margin: 0 0 var(--space-5); }
.report-figure > * { min-width: 0; }
svg.chart { display: block; width: 100%; height: auto; max-width: 40rem; font-size: 13px; }
svg.chart .axis text, svg.chart text { fill: var(--color-text); }
.legend { display: flex; flex-wrap: wrap; gap: var(--space-1, 0.25rem) var(--space-4); list-style: none; padding: 0; margin: var(--space-2) 0 0; font-size: var(--step--1); }
.legend li { display: inline-flex; align-items: center; gap: var(--space-2); }
.table-wrap:focus-visible { box-shadow: var(--focus-ring); }
table.report { font-variant-numeric: tabular-nums; }
h3.table-title { font-size: 1rem; margin: var(--space-4) 0 var(--space-2); }
table.report th, table.report td { white-space: nowrap; }
table.report .num { text-align: right; }
table.report tbody th[scope="row"] { font-weight: 600; }
.download { margin: var(--space-2) 0 var(--space-5); font-size: var(--step--1); }
.report-range input { width: auto; }
.report-totals a { min-height: 44px; }
/* Below 48rem a table of class "cards" is a card a row, each cell beside its column's name (data-label): nothing scrolls sideways at 375 px. */
@media (max-width: 47.99rem) {
  table.cards thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  table.cards, table.cards tbody, table.cards tr, table.cards th, table.cards td { display: block; width: 100%; }
  table.cards caption { display: block; }
  table.cards tr { border: 1px solid var(--color-border); border-radius: var(--radius-sm); padding: var(--space-2) var(--space-3); margin: 0 0 var(--space-3); }
  table.cards tr.late-row { border-left: 4px solid var(--color-danger); }
  table.cards th, table.cards td { border: 0; padding: 2px 0; overflow-wrap: anywhere; }
  table.cards [data-label] { display: grid; grid-template-columns: 6.5rem 1fr; gap: var(--space-2); }
  table.cards [data-label]::before { content: attr(data-label); content: attr(data-label) / ""; font-weight: 400; font-size: var(--step--1); color: var(--color-muted); }
}
`;
