import type { Behaviour } from '@/components/islands/contract';
import { calculatorLoaders } from '@/lib/calculators/loaders';
import type { Locale } from '@/lib/i18n/locales';

const EVENTS = ['focusin', 'pointerdown', 'input', 'change'] as const;

/**
 * Loads the calculator's script on first use: a focus, a tap or a key in the form, or at once when the
 * address already holds answers (a shared or bookmarked result). This part wakes with the page and is a
 * few lines; a page that is only read loads nothing more. The calculator comes in the page's language. If the script never arrives the form still
 * works: it is sent to the intake server, which renders the result.
 */
const tool: Behaviour<{ slug: string; locale: Locale }> = (root, { slug, locale }) => {
  const form = root.querySelector<HTMLFormElement>(`form[data-tool="${slug}"]`);
  const calculator = calculatorLoaders[slug];
  if (!form || !calculator) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) form.removeEventListener(type, load);
    Promise.all([import('@/lib/calculators/enhance'), calculator(locale)]).then(
      ([{ enhanceTool }, loaded]) => enhanceTool(form, loaded),
      (error: unknown) => {
        started = false;
        for (const type of EVENTS) form.addEventListener(type, load);
        console.warn('The calculator could not load its script; the form is sent to the server instead.', error);
      },
    );
  };
  for (const type of EVENTS) form.addEventListener(type, load);
  // A shared or bookmarked result (the address names a question, not only a campaign's tags), or a
  // visitor already answering before this woke.
  const shared = Array.from(new URLSearchParams(location.search).keys()).some((key) => form.elements.namedItem(key) !== null);
  if (shared || form.contains(document.activeElement)) load();
};

export default tool;
