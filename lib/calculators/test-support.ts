/**
 * What the calculators' unit tests share: a seeded generator for the property tests (so a failure
 * reproduces), and a result's lines by factor. Imported by *.test.ts files only.
 */
import type { Breakdown, Result } from './types';

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return function () {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

/** The line of a factor; a test that names a factor the result does not have fails here. */
export function line(result: Result, factorId: string): Breakdown {
  const found = result.breakdown.find((l) => l.factorId === factorId);
  if (!found) throw new Error(`no line ${factorId}`);
  return found;
}

export function points(result: Result, factorId: string): number {
  return line(result, factorId).points;
}
