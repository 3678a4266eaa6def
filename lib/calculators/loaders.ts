/**
 * Each calculator's own module, loaded on its own: the page's script fetches the one tool it shows, not
 * all four (lib/calculators/index.ts imports them all, for the build and the server). A test keeps the
 * two lists the same.
 */
import type { Calculator } from './types';

export const calculatorLoaders: Record<string, () => Promise<Calculator>> = {
  'canada-express-entry': () => import('./canada').then((m) => m.canada),
  'australia-skilled-points': () => import('./australia').then((m) => m.australia),
  'new-zealand-skilled-migrant': () => import('./new-zealand').then((m) => m.newZealand),
  'uk-skilled-worker': () => import('./uk').then((m) => m.uk),
};
