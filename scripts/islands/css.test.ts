import { classesNamedIn, pruneCss } from './css';

const moduleClasses = new Set(['AbCdEf_form', 'AbCdEf_field', 'XyZ123_hero', 'XyZ123_title', 'Qq0000_notice']);
const css = [
  'html{color:#111}',
  '.visually-hidden{position:absolute}',
  '.AbCdEf_form{display:grid}',
  '.AbCdEf_form .AbCdEf_field,.XyZ123_hero h1{margin:0}',
  '@media (min-width:768px){.XyZ123_hero{padding:2rem}.XyZ123_title{font-size:3rem}}',
  ':global(html.js) .AbCdEf_field[data-x]{color:red}',
  '.XyZ123_title::before{content:""}',
  '@keyframes fade{from{opacity:0}}',
].join('');

describe('pruneCss: a page keeps the CSS it can use', () => {
  const keep = new Set(['AbCdEf_form', 'AbCdEf_field']);
  const out = pruneCss(css.replace(':global(html.js) ', 'html.js '), moduleClasses, (name) => keep.has(name), 'faq/index.html');

  it('keeps global rules and the rules of the module classes the page names', () => {
    expect(out).toContain('html{color:#111}');
    expect(out).toContain('.visually-hidden{position:absolute}');
    expect(out).toContain('.AbCdEf_form{display:grid}');
    expect(out).toContain('html.js .AbCdEf_field[data-x]{color:red}');
    expect(out).toContain('@keyframes fade');
  });

  it('drops a rule or a selector that names a module class the page cannot have, and the blocks left empty', () => {
    expect(out).toContain('.AbCdEf_form .AbCdEf_field{margin:0}');
    expect(out).not.toContain('XyZ123');
    expect(out).not.toContain('@media');
  });

  it('writes the CSS as Next wrote it for older phones: no range media queries', () => {
    const kept = pruneCss('@media (min-width:768px){.XyZ123_hero{padding:2rem}}', moduleClasses, () => true, 'p');
    expect(kept).toBe('@media (min-width:768px){.XyZ123_hero{padding:2rem}}');
  });
});

describe('classesNamedIn', () => {
  it('finds the module classes a page names anywhere: in a class, or in an attribute an inline script reads', () => {
    const html = '<div class="AbCdEf_form other"><div id="r" data-notice-class="Qq0000_notice"></div><p class="XyZ123_titles">';
    expect([...classesNamedIn(html, moduleClasses)].sort()).toEqual(['AbCdEf_form', 'Qq0000_notice']);
  });
});
