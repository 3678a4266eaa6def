/** Small helpers every rules module reads its tables with. */
import type { Option } from './types';

/** The table's row for an answer. The URL parser checks answers before they get here: an unknown one is a bug, not 0 points. */
export function choice<T extends { value: string }>(choices: readonly T[], value: string): T {
  const found = choices.find((c) => c.value === value);
  if (!found) throw new RangeError(`Unknown answer: ${value}`);
  return found;
}

/** A table's rows as a question's options (its value and label only). */
export const options = (choices: readonly { value: string; label: string }[]): Option[] => choices.map(({ value, label }) => ({ value, label }));
