import type { LegalDocument } from '@/content/types';
import { PageHero } from '@/components/ui/page-hero';
import styles from './legal-page.module.css';

export interface LegalPageProps {
  document: LegalDocument;
}

function slug(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** Terms and privacy: a contents list and numbered sections, all static text. */
export function LegalPage({ document }: LegalPageProps) {
  const updated = new Date(`${document.updated}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={`Last updated ${updated}`} />
      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="contents-title" className={styles.toc}>
          <h2 id="contents-title">Contents</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slug(section.heading)}`}>{section.heading.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <p className={styles.intro}>{document.intro}</p>
          {document.sections.map((section) => (
            <section key={section.heading} id={slug(section.heading)} aria-labelledby={`${slug(section.heading)}-h`}>
              <h2 id={`${slug(section.heading)}-h`}>{section.heading}</h2>
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
