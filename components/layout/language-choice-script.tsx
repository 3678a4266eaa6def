import { InlineScript } from './inline-script';

/**
 * The browser's local storage key of the language a visitor chose with the switcher (no cookie; never sent to
 * us). Here, not beside the offer: a client component's module gives a server component no plain values.
 */
export const LANGUAGE_CHOICE_KEY = 'sg:language';

/**
 * Remembers the language a visitor picks with the switcher (the tab's local storage; no cookie, never sent
 * to us, named in the privacy policy) and, on a page in another language, marks <html> so CSS offers the page
 * in the chosen one (language-choice.tsx). In the head: it runs before the first paint. Nothing is guessed
 * from the browser and nobody is redirected.
 */
function rememberLanguage(key: string, current: string) {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(key);
  } catch {
    return;
  }
  if (chosen && chosen !== current && /^(en|gu|hi)$/.test(chosen)) document.documentElement.setAttribute('data-language-choice', chosen);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-language-link][data-lang]') : null;
      try {
        if (link) localStorage.setItem(key, link.getAttribute('data-lang') ?? '');
      } catch {
        // Storage blocked: the choice lives in the address alone.
      }
    },
    true,
  );
}

export function LanguageChoiceScript({ locale }: { locale: string }) {
  return <InlineScript run={rememberLanguage} args={[LANGUAGE_CHOICE_KEY, locale]} />;
}
