import { PageFrame } from '@/components/i18n/page-frame';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { text } from '@/content/text';
import { assetPath } from '@/lib/env';
import { fill } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import styles from './testimonials-page.module.css';

export function testimonialsMetadata(locale: Locale) {
  return pageMetadata({ ...text.pages(locale).pageSeo.testimonials, path: '/testimonials/', locale });
}

export function TestimonialsPage({ locale }: { locale: Locale }) {
  const { testimonials, testimonialsPageCount } = text.testimonials(locale);
  const seo = text.pages(locale).pageSeo.testimonials;
  const t = text.ui(locale).ui.testimonials;
  return (
    <PageFrame locale={locale} path="/testimonials/" title={seo.title} description={seo.description}>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section reveal={false}>
        <ul className={styles.grid}>
          {testimonials.slice(0, testimonialsPageCount).map((item) => (
            <li key={item.name} className={styles.card}>
              <figure>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={assetPath(item.image)} alt={fill(t.portraitOf, { name: item.name })} width={72} height={72} loading="lazy" />
                  <span>
                    <strong>{item.name}</strong>
                    <span>{item.title}</span>
                    <span className={styles.company}>{item.company}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </PageFrame>
  );
}
