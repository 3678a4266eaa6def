import { revealScript } from '@/components/layout/reveal-script';
import { REVEAL_VISIBLE_FRACTION } from './constants';
import { revealSections } from './reveal';

type Fake = { top: number; attributes: Map<string, string> };

/**
 * A page of sections at these viewport-relative tops in an 800 px window, with as much of the DOM and
 * IntersectionObserver as the function needs. The elements have no getBoundingClientRect: the function
 * must not measure (that forces a layout while the parser runs); the observer's reports carry the positions.
 */
function page(tops: number[], { revealed = [] as number[], observer = true } = {}) {
  const sections: Fake[] = tops.map((top, index) => ({
    top,
    attributes: new Map(revealed.includes(index) ? [['data-revealed', '']] : []),
  }));
  const elements = new Map<Fake, object>();
  const element = (section: Fake) => {
    if (!elements.has(section)) elements.set(section, { setAttribute: (name: string, value: string) => section.attributes.set(name, value) });
    return elements.get(section)!;
  };
  const sectionOf = (target: object) => sections.find((section) => elements.get(section) === target)!;
  const doc = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('[data-reveal]:not([data-revealed])');
      return sections.filter((section) => !section.attributes.has('data-revealed')).map(element);
    },
  };
  const watched = new Set<object>();
  type Entry = { target: object; isIntersecting: boolean; boundingClientRect: { top: number } };
  let callback: ((entries: Entry[]) => void) | undefined;
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
  const innerHeight = 800;
  const win = { innerHeight, ...(observer && { IntersectionObserver: FakeObserver }) };
  const below = () => sections.map((section) => section.attributes.get('data-reveal') === 'below');
  const isRevealed = () => sections.map((section) => section.attributes.has('data-revealed'));
  const entry = (target: object, isIntersecting: boolean) => ({ target, isIntersecting, boundingClientRect: { top: sectionOf(target).top } });
  /** The first frame: the browser reports every watched section, intersecting when its top is inside the upper 85 % of the window. */
  const firstFrame = () => callback?.([...watched].map((target) => entry(target, sectionOf(target).top >= 0 && sectionOf(target).top < innerHeight * 0.85)));
  /** The browser reports these sections (by index) as crossing into the watched area. */
  const enter = (indexes: number[]) => callback?.(indexes.map((index) => entry(element(sections[index]!), true)));
  return { doc, win, below, isRevealed, firstFrame, enter, watched, options: () => options };
}

const runners = {
  'revealSections': (doc: object, win: object) => revealSections(doc as Document, win as Window & typeof globalThis, REVEAL_VISIBLE_FRACTION),
  'the inline script': (doc: object, win: object) => new Function('document', 'window', revealScript)(doc, win),
};

const cases: { name: string; tops: number[]; revealed?: number[]; below: boolean[] }[] = [
  { name: 'at the top of the page', tops: [120, 799, 800, 2400], below: [false, false, true, true] },
  { name: 'opened scrolled down (a section above the window is not hidden either)', tops: [-600, 100, 900], below: [false, false, true] },
  { name: 'leaving sections already revealed alone', tops: [1200, 1600], revealed: [0], below: [false, true] },
];

describe.each(Object.entries(runners))('%s', (_name, run) => {
  it.each(cases)('hides exactly the sections below the window when the first frame is laid out, $name', ({ tops, revealed, below }) => {
    const fake = page(tops, { revealed });
    run(fake.doc, fake.win);
    expect(fake.below()).toEqual(tops.map(() => false));
    fake.firstFrame();
    expect(fake.below()).toEqual(below);
  });

  it('reveals a section once it comes into view and stops watching it; the others wait', () => {
    const fake = page([100, 1200, 2400]);
    run(fake.doc, fake.win);
    expect(fake.watched.size).toBe(3);
    expect(fake.options()).toEqual({ rootMargin: '0px 0px -15% 0px' });
    fake.firstFrame();
    expect(fake.isRevealed()).toEqual([true, false, false]);
    fake.enter([1]);
    expect(fake.isRevealed()).toEqual([true, true, false]);
    expect(fake.below()).toEqual([false, true, true]);
    expect(fake.watched.size).toBe(1);
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
