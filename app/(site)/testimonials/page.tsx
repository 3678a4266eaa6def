import { pageSeo } from '@/content/pages';
import { testimonials, testimonialsPageCount } from '@/content/testimonials';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { assetPath } from '@/lib/env';
import { pageMetadata } from '@/lib/metadata';
import styles from './testimonials.module.css';

export const metadata = pageMetadata(pageSeo.testimonials);

export default function TestimonialsPage() {
  return (
    <>
      <PageHero eyebrow="Testimonials" title="What Our Clients Say" lead="Entrepreneurs, professionals and families on working with Sarthi Global across borders." />
      <Section reveal={false}>
        <ul className={styles.grid}>
          {testimonials.slice(0, testimonialsPageCount).map((t) => (
            <li key={t.name} className={styles.card}>
              <figure>
                <blockquote>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={assetPath(t.image)} alt={`Portrait of ${t.name}`} width={72} height={72} loading="lazy" />
                  <span>
                    <strong>{t.name}</strong>
                    <span>{t.title}</span>
                    <span className={styles.company}>{t.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
