import { InlineScript } from './inline-script';

const BUILD_YEAR = new Date().getFullYear();

/** The visitor's current year, set by the script that follows it as the page is parsed. */
function showCurrentYear(id: string) {
  const year = document.getElementById(id);
  if (year) year.textContent = String(new Date().getFullYear());
}

/**
 * The page is built once and served for years: the HTML holds the build year, and a one-line script
 * right after it writes the visitor's year before the first paint (no framework needed; React keeps the
 * text it finds, hence suppressHydrationWarning).
 */
export function CurrentYear() {
  return (
    <>
      <span id="copyright-year" data-testid="copyright-year" suppressHydrationWarning>
        {BUILD_YEAR}
      </span>
      <InlineScript run={showCurrentYear} args={['copyright-year']} />
    </>
  );
}
