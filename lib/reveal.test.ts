import { revealBelowScript } from '@/components/layout/reveal-script';
import { markRevealsBelow } from './reveal';

type Fake = { top: number; attributes: Map<string, string> };

/** A page of sections at these viewport-relative tops, as much of the DOM as the two need. */
function page(tops: number[], revealed: number[] = []) {
  const sections: Fake[] = tops.map((top, index) => ({
    top,
    attributes: new Map(revealed.includes(index) ? [['data-revealed', '']] : []),
  }));
  const root = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-reveal]:not([data-revealed])');
      return sections
        .filter((section) => !section.attributes.has('data-revealed'))
        .map((section) => ({
          getBoundingClientRect: () => ({ top: section.top }),
          setAttribute: (name: string, value: string) => section.attributes.set(name, value),
        }));
    },
  };
  const below = () => sections.map((section) => section.attributes.get('data-reveal') === 'below');
  return { root, below };
}

const cases: { name: string; tops: number[]; scrollY: number; revealed?: number[]; below: boolean[] }[] = [
  { name: 'at the top of the page', tops: [120, 799, 800, 2400], scrollY: 0, below: [false, false, true, true] },
  { name: 'scrolled down (tops are measured from the document top)', tops: [-600, 100, 900], scrollY: 700, below: [false, true, true] },
  { name: 'leaving sections already revealed alone', tops: [1200, 1600], scrollY: 0, revealed: [0], below: [false, true] },
];

describe.each(cases)('sections below the first screen of an 800 px viewport, $name', ({ tops, scrollY, revealed, below }) => {
  it('markRevealsBelow (later pages) marks exactly those', () => {
    const { root, below: marked } = page(tops, revealed);
    markRevealsBelow(root as unknown as ParentNode, 800, scrollY);
    expect(marked()).toEqual(below);
  });

  it('the inline script of the first page marks exactly the same', () => {
    const { root, below: marked } = page(tops, revealed);
    new Function('window', 'document', revealBelowScript)({ innerHeight: 800, scrollY }, root);
    expect(marked()).toEqual(below);
  });
});
