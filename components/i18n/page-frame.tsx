import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { JsonLd } from '@/components/ui/json-ld';
import { pageReview } from '@/content/page-text';
import { text } from '@/content/text';
import { LOCALE_INFO, type Locale } from '@/lib/i18n/locales';
import { webPageJsonLd } from '@/lib/jsonld';
import { setPageLocale } from './page-locale';
import styles from './page-frame.module.css';

export interface PageFrameProps {
  locale: Locale;
  /** The page's English path. */
  path: string;
  title: string;
  description: string;
  /** Legal pages: a translation always says the English version is the one that applies. */
  legal?: boolean;
  children: ReactNode;
}

/**
 * Every page's content: the page as a WebPage in its language (JSON-LD), and on a translation, the note a
 * reader needs first: a draft says it has not been reviewed and that the English page prevails, with a link
 * to it; a legal page always says the English version applies.
 */
export function PageFrame({ locale, path, title, description, legal, children }: PageFrameProps) {
  setPageLocale(locale);
  const review = locale === 'en' ? undefined : pageReview(path, locale);
  const t = text.ui(locale).ui.language;
  const notes = [review?.state === 'draft' ? t.draftNote : undefined, legal && locale !== 'en' ? t.legalNote : undefined].filter(Boolean);
  return (
    <>
      <JsonLd data={webPageJsonLd({ path, title, description, locale })} />
      {notes.length > 0 && (
        <div className={styles.note} role="note" data-translation-note={review?.state ?? 'reviewed'}>
          <div className={`container ${styles.inner}`}>
            {notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
            <p>
              <SiteLink href={path} hrefLang={LOCALE_INFO.en.tag} data-language-link="" data-lang="en">
                {t.readInEnglish}
              </SiteLink>
            </p>
          </div>
        </div>
      )}
      {children}
    </>
  );
}
