import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialiseProps } from '../../components/islands/contract';
import { entrySource, islandFiles } from './bundle';
import { decodeAttribute, IslandStageError, speculationRules, toIslandPage, withScripts } from './page';
import { devBehaviours } from '../../components/islands/dev-islands';

/** A page as Next 16 exports it (trimmed): chunks, preloads, the Turbopack bootstrap, the RSC payload, the site's own scripts and two islands. */
const nextPage = readFileSync(join(__dirname, 'fixtures', 'next-page.html'), 'utf8');
const bundles = new Set(['mobile-menu', 'enquiry-form']);

const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe("toIslandPage: Next's export turned into an island page", () => {
  const { html, islands } = toIslandPage(nextPage, 'contact/index.html', bundles);

  it("removes every tag of Next's client runtime: chunks, the polyfill, script preloads, the Turbopack bootstrap, the RSC payload", () => {
    expect(tags(html, /<script\b[^>]*\bsrc=/g)).toEqual([]);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('__next_f');
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]*\.js/);
  });

  it("keeps everything the site wrote: its inline scripts, JSON-LD, the CSS, font preloads, the islands and their content", () => {
    expect(tags(html, /<script data-site-script=""/g)).toHaveLength(4);
    expect(html).toContain('<style data-precedence="next"');
    expect(html).toContain('as="font"');
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('<form action="/api/contact/"><input name="name"/></form>');
    expect(html.replace(/\s+/g, '')).toContain('<title>ContactUs|SarthiGlobal</title>');
  });

  it('names the islands on the page, each once', () => {
    expect(islands).toEqual(['enquiry-form', 'mobile-menu']);
  });

  it('changes nothing else: the page is the input less the removed tags', () => {
    const removed = nextPage.length - html.length;
    const runtimeTags = tags(nextPage, /<script(?![^>]*data-site-script)[^>]*>[\s\S]*?<\/script>|<link rel="preload" as="script"[^>]*\/>/g);
    expect(removed).toBe(runtimeTags.reduce((sum, tag) => sum + tag.length, 0));
  });

  it('is idempotent: a page already turned is returned as it is', () => {
    expect(toIslandPage(html, 'contact/index.html', bundles).html).toBe(html);
  });
});

describe("toIslandPage fails the build, naming the page, when Next's output has changed shape", () => {
  const fails = (html: string, message: RegExp) => {
    expect(() => toIslandPage(html, 'contact/index.html', bundles)).toThrow(IslandStageError);
    expect(() => toIslandPage(html, 'contact/index.html', bundles)).toThrow(message);
  };

  it('an inline script it does not know (a new bootstrap, React streaming instructions)', () => {
    fails(nextPage.replace('</body>', '<script>$RC("B:0","S:0")</script></body>'), /^contact\/index\.html: a script this stage does not know \("\$RC/);
    fails(nextPage.replace('</body>', '<script>self.__next_r="x"</script></body>'), /contact\/index\.html: a script this stage does not know/);
  });

  it('a script loaded from anywhere but Next\'s static folder', () => {
    fails(nextPage.replace('</head>', '<script src="/_vercel/insights/script.js" defer=""></script></head>'), /a script this stage does not know \(src="\/_vercel\/insights\/script\.js"\)/);
  });

  it('a page that still references the runtime after its tags are removed', () => {
    fails(nextPage.replace('</head>', '<link rel="prefetch" href="/_next/static/chunks/app-router.js"/></head>'), /still references a Next\.js script chunk/);
    fails(nextPage.replace('<main id="main">', '<main id="main" data-x="self.__next_f">'), /still references the React Server Components payload/);
  });

  it('an island without its bundle', () => {
    fails(nextPage.replace('name="mobile-menu"', 'name="mega-menu"'), /the island "mega-menu" has no bundle/);
  });

  it('an island with an unknown trigger, or props that do not parse', () => {
    fails(nextPage.replace('when="interaction"', 'when="hover"'), /unknown trigger "hover"/);
    fails(nextPage.replace('props="{&quot;formId', 'props="{formId'), /the island "enquiry-form" has props that do not parse as JSON/);
  });

  it('a page without </body> to put the loader before', () => {
    expect(() => withScripts('<html><body>', 'x/index.html', '<script></script>')).toThrow(/^x\/index\.html: no <\/body>/);
  });
});

describe('withScripts and the prefetch rules', () => {
  it('puts the scripts at the end of the body', () => {
    expect(withScripts('<body><p>a</p></body></html>', 'p', '<script>1</script>')).toBe('<body><p>a</p><script>1</script></body></html>');
  });

  it('prefetches the site\'s own pages on hover or touch, never the staff pages', () => {
    const rules = JSON.parse(/<script type="speculationrules">(.*)<\/script>/.exec(speculationRules('/site'))?.[1] ?? '{}');
    expect(rules.prefetch[0]).toEqual({
      where: { and: [{ href_matches: '/site/*' }, { not: { href_matches: '/staff/*' } }, { not: { href_matches: '/site/staff/*' } }] },
      eagerness: 'moderate',
    });
  });
});

describe('island props', () => {
  it('are written as JSON and read back as they were', () => {
    const props = { formId: 'contact', label: 'Contact & "form"', fields: [{ name: 'name', required: true, max: 3 }], none: null };
    const attribute = serialiseProps('enquiry-form', props).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    expect(JSON.parse(decodeAttribute(attribute))).toEqual(props);
  });

  it.each([
    ['a function', { onSubmit: () => undefined }, 'props.onSubmit'],
    ['undefined', { label: undefined }, 'props.label'],
    ['a Date', { at: new Date(0) }, 'props.at'],
    ['NaN in an array', { values: [1, Number.NaN] }, 'props.values[1]'],
    ['a Map', { map: new Map() }, 'props.map'],
  ])('that do not serialise (%s) fail the build, naming the island and the prop', (_, props, path) => {
    expect(() => serialiseProps('tool', props)).toThrow(`Island "tool": ${path} does not serialise to JSON`);
  });
});

describe('island files', () => {
  const root = join(__dirname, '..', '..');
  const islands = islandFiles(root);

  it('are the behaviours and React islands under components/, each name once', () => {
    expect(islands.filter((island) => island.kind === 'react').map((island) => island.name)).toEqual(['enquiry-form']);
    expect(islands.length).toBeGreaterThan(5);
  });

  it('match the behaviours `npm run dev` wakes (components/islands/dev-islands.tsx)', () => {
    expect(Object.keys(devBehaviours).sort()).toEqual(islands.filter((island) => island.kind === 'behaviour').map((island) => island.name).sort());
  });

  it('bundle a behaviour as it is, and a React island hydrated over its element', () => {
    const [behaviour, react] = [islands.find((island) => island.kind === 'behaviour'), islands.find((island) => island.kind === 'react')];
    expect(entrySource(behaviour!, '/r')).toBe(`export { default } from ${JSON.stringify(join('/r', behaviour!.file))};`);
    expect(entrySource(react!, '/r')).toContain('hydrateRoot(root, createElement(Island, props))');
  });
});
