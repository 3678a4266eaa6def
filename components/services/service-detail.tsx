import { SiteLink } from '@/components/ui/site-link';
import type { Service } from '@/content/types';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { LazyVideo } from '@/components/ui/lazy-video';
import { toolServiceIds } from '@/content/tools';
import { ToolCards } from '@/components/tools/tools-index';
import { Section } from '@/components/ui/section';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { InquirySection } from './inquiry-section';
import styles from './service-detail.module.css';

export interface ServiceDetailProps {
  service: Service;
}

/** Splits a 'Name: explanation' feature line at its first colon. */
export function splitFeature(line: string): { name: string; text: string } {
  const at = line.indexOf(':');
  return at === -1 ? { name: line, text: '' } : { name: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
}

export function ServiceDetail({ service }: ServiceDetailProps) {
  const locale = pageLocale();
  const ui = text.ui(locale).ui;
  const t = ui.service;
  const { toolsBand } = text.tools(locale);
  return (
    <article>
      <div className={styles.hero}>
        <div className="container">
          <nav aria-label={ui.layout.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <SiteLink href={localePath(locale, '/')}>{t.breadcrumbHome}</SiteLink>
              </li>
              <li>
                <SiteLink href={`${localePath(locale, '/')}#service`}>{ui.layout.services}</SiteLink>
              </li>
              <li aria-current="page">{service.title}</li>
            </ol>
          </nav>
          <h1 className={styles.title}>{service.title}</h1>
          <p className={styles.lead}>{service.metaDescription}</p>
          <div className={styles.heroActions}>
            <ButtonLink href="#inquiry" variant="gold">
              {t.enquireNow}
            </ButtonLink>
          </div>
        </div>
      </div>

      <section className={`container ${styles.intro}`} aria-labelledby="overview-title">
        {/* The copy's own headings are h3s: this keeps the outline h1 > h2 > h3. */}
        <h2 id="overview-title" className="visually-hidden">
          {t.overview}
        </h2>
        <div className={styles.mainContent} dangerouslySetInnerHTML={{ __html: service.mainContent }} />
        <div className={styles.aside}>
          <LazyVideo video={service.video} />
        </div>
      </section>

      {service.features.length > 0 && (
        <section className={styles.band} aria-labelledby="features-title">
          <div className="container" data-reveal="">
            <h2 id="features-title">{service.featuresTitle}</h2>
            <ul className={styles.features}>
              {service.features.map((line) => {
                const { name, text } = splitFeature(line);
                return (
                  <li key={name} className={styles.feature}>
                    <h3>{name}</h3>
                    {text && <p>{text}</p>}
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      {service.propertyTypes && service.propertyTypes.length > 0 && (
        <section className={`container ${styles.block}`} aria-labelledby="property-types-title" data-reveal="">
          <h2 id="property-types-title">{t.propertyTypes}</h2>
          <ul className={styles.chips}>
            {service.propertyTypes.map((type) => (
              <li key={type}>{type}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={`container ${styles.block} ${styles.why}`} aria-labelledby="why-title">
        <div data-reveal="">
          <h2 id="why-title">{service.whyChooseTitle}</h2>
          <ul className={styles.checklist}>
            {service.whyChoosePoints.map((point) => (
              <li key={point}>
                <span className={styles.check}>
                  <Icon name="check" size={18} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className={styles.testimonial} data-reveal="">
          <blockquote>
            <p>{service.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <strong>{service.testimonial.author}</strong>
            <span>{service.testimonial.designation}</span>
          </figcaption>
        </figure>
      </section>

      {toolServiceIds.includes(service.id) && (
        <Section id="check-your-chances" tone="tint" eyebrow={toolsBand.eyebrow} title={toolsBand.title} intro={toolsBand.intro}>
          <ToolCards headingLevel="h3" />
        </Section>
      )}

      <InquirySection service={service} />
    </article>
  );
}
