import { revealScript } from '@/components/layout/reveal-script';
import { REVEAL_VISIBLE_FRACTION } from './constants';
import { revealSections } from './reveal';

type Fake = { top: number; attributes: Map<string, string> };

/** A page of sections at these viewport-relative tops, with as much of the DOM and IntersectionObserver as the function needs. */
function page(tops: number[], { revealed = [] as number[], scrollY = 0, observer = true } = {}) {
  const sections: Fake[] = tops.map((top, index) => ({
    top,
    attributes: new Map(revealed.includes(index) ? [['data-revealed', '']] : []),
  }));
  const elements = new Map<Fake, object>();
  const element = (section: Fake) => {
    if (!elements.has(section))
      elements.set(section, {
        getBoundingClientRect: () => ({ top: section.top }),
        setAttribute: (name: string, value: string) => section.attributes.set(name, value),
      });
    return elements.get(section)!;
  };
  const doc = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-reveal]:not([data-revealed])');
      return sections.filter((section) => !section.attributes.has('data-revealed')).map(element);
    },
  };
  const watched = new Set<object>();
  let callback: ((entries: { target: object; isIntersecting: boolean }[]) => void) | undefined;
  let options: { rootMargin?: string } | undefined;
  class FakeObserver {
    constructor(cb: typeof callback, opts: typeof options) {
      callback = cb;
      options = opts;
    }
    observe(target: object) {
      watched.add(target);
    }
    unobserve(target: object) {
      watched.delete(target);
    }
    disconnect() {
      watched.clear();
    }
  }
  const win = { innerHeight: 800, scrollY, ...(observer && { IntersectionObserver: FakeObserver }) };
  const below = () => sections.map((section) => section.attributes.get('data-reveal') === 'below');
  const isRevealed = () => sections.map((section) => section.attributes.has('data-revealed'));
  /** The browser reports these sections (by index) as crossing into the watched area. */
  const enter = (indexes: number[]) => callback?.(indexes.map((index) => ({ target: element(sections[index]!), isIntersecting: true })));
  return { doc, win, below, isRevealed, enter, watched, options: () => options };
}

const runners = {
  'revealSections (later pages)': (doc: object, win: object) => revealSections(doc as Document, win as Window & typeof globalThis, REVEAL_VISIBLE_FRACTION),
  'the inline script of the first page': (doc: object, win: object) => new Function('document', 'window', revealScript)(doc, win),
};

const cases: { name: string; tops: number[]; scrollY: number; revealed?: number[]; below: boolean[] }[] = [
  { name: 'at the top of the page', tops: [120, 799, 800, 2400], scrollY: 0, below: [false, false, true, true] },
  { name: 'scrolled down (tops are measured from the document top)', tops: [-600, 100, 900], scrollY: 700, below: [false, true, true] },
  { name: 'leaving sections already revealed alone', tops: [1200, 1600], scrollY: 0, revealed: [0], below: [false, true] },
];

describe.each(Object.entries(runners))('%s', (_name, run) => {
  it.each(cases)('marks exactly the sections below the first screen of an 800 px window, $name', ({ tops, scrollY, revealed, below }) => {
    const fake = page(tops, { revealed, scrollY });
    run(fake.doc, fake.win);
    expect(fake.below()).toEqual(below);
  });

  it('reveals a section once it comes into view and stops watching it; the others wait', () => {
    const fake = page([100, 1200, 2400]);
    run(fake.doc, fake.win);
    expect(fake.watched.size).toBe(3);
    expect(fake.options()).toEqual({ rootMargin: '0px 0px -15% 0px' });
    fake.enter([1]);
    expect(fake.isRevealed()).toEqual([false, true, false]);
    expect(fake.watched.size).toBe(2);
  });

  it('hides nothing where the browser has no IntersectionObserver', () => {
    const fake = page([100, 1200], { observer: false });
    run(fake.doc, fake.win);
    expect(fake.below()).toEqual([false, false]);
  });
});

it('the inline script is the function itself, not a copy', () => {
  expect(revealScript).toContain(revealSections.toString());
});
