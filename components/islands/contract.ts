/*
 * What an island is, shared by the server component that writes it (island.tsx), the loader that wakes
 * it in the browser (wake.ts) and the build stage that checks and bundles it (scripts/islands/).
 */

/** The element that wraps an island's pre-rendered HTML (The Guardian's name for it). */
export const ISLAND_TAG = 'gu-island';

/**
 * When an island wakes:
 * - `load`: at once, after the first paint (only what must act at once, and only a few lines);
 * - `idle`: when the browser is idle after the load;
 * - `visible`: as it comes within 200 px of the viewport;
 * - `approach`: the first time the visitor scrolls toward it (on a slow link a bundle asked for any later
 *   arrives after the visitor has typed a field; a page read without scrolling pays nothing);
 * - `interaction`: at the first pointer, focus or key inside it.
 * Every island also wakes at once at an interaction inside it, when the address's fragment names an
 * element in it, or when `wakeIfStored` names a sessionStorage key that holds something (a draft).
 */
export const TRIGGERS = ['load', 'idle', 'visible', 'approach', 'interaction'] as const;
export type Trigger = (typeof TRIGGERS)[number];

/** A behaviour island: plain TypeScript over the pre-rendered markup, given the island's element and its props. */
export type Behaviour<P = Record<string, never>> = (root: HTMLElement, props: P) => void;

/** Where island files are named for what they are: `<name>.behaviour.ts` (plain) and `<name>.importable.tsx` (React). */
export const BEHAVIOUR_SUFFIX = '.behaviour.ts';
export const IMPORTABLE_SUFFIX = '.importable.tsx';

/** An island's name: the file's name without its suffix, lower-case words joined by hyphens. */
export const ISLAND_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The props as JSON, refusing what would not arrive as it was sent (functions, undefined, Dates, Maps,
 * class instances, NaN): a prop that does not serialise fails the build, naming the island.
 */
export function serialiseProps(name: string, props: unknown): string {
  const problem = unserialisable(props, 'props');
  if (problem) throw new Error(`Island "${name}": ${problem} does not serialise to JSON; pass plain data (strings, numbers, booleans, null, arrays, plain objects).`);
  return JSON.stringify(props);
}

function unserialisable(value: unknown, path: string): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = unserialisable(value[index], `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const problem = unserialisable(item, `${path}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return path;
}
