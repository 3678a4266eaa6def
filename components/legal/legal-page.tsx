import type { LegalDocument } from '@/content/types';
import { PageHero } from '@/components/ui/page-hero';
import { pageLocale } from '@/components/i18n/page-locale';
import { text } from '@/content/text';
import { fill, formatDate } from '@/lib/i18n/format';
import styles from './legal-page.module.css';

export interface LegalPageProps {
  document: LegalDocument;
  /** The English document: its headings name the sections' anchors, the same in every language. */
  english: LegalDocument;
}

function slug(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Terms and privacy: a contents list and numbered sections, all static text. */
export function LegalPage({ document, english }: LegalPageProps) {
  const locale = pageLocale();
  const t = text.ui(locale).ui.legal;
  const ids = english.sections.map((section) => slug(section.heading));
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={document.title} lead={fill(t.lastUpdated, { date: formatDate(document.updated, locale) })} />
      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="contents-title" className={styles.toc}>
          <h2 id="contents-title">{t.contents}</h2>
          <ol>
            {document.sections.map((section, i) => (
              <li key={ids[i]}>
                <a href={`#${ids[i]}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <p className={styles.intro}>{document.intro}</p>
          {document.sections.map((section, i) => (
            <section key={ids[i]} id={ids[i]} aria-labelledby={`${ids[i]}-h`}>
              <h2 id={`${ids[i]}-h`}>{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
