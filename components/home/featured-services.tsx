import { SiteLink } from '@/components/ui/site-link';
import { serviceHref } from '@/content/services';
import { servicesIn } from '@/content/localized';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { Icon } from '@/components/ui/icon';
import { LazyVideo } from '@/components/ui/lazy-video';
import { Section } from '@/components/ui/section';
import { FEATURED_SERVICE_COUNT } from '@/lib/constants';
import styles from './featured-services.module.css';

export function FeaturedServices() {
  const locale = pageLocale();
  const { featuredSection } = text.home(locale);
  const t = text.ui(locale).ui.home;
  const featured = servicesIn(locale).slice(0, FEATURED_SERVICE_COUNT);
  return (
    <Section id="featured" tone="navy" eyebrow={t.featuredEyebrow} title={featuredSection.title} intro={featuredSection.intro}>
      <div className={styles.layout}>
        <LazyVideo video={featuredSection.video} />
        <ol className={styles.list}>
          {featured.map((service) => (
            <li key={service.id} className={styles.item}>
              <span className={styles.icon}>
                <Icon name={service.icon} />
              </span>
              <div>
                <h3>{service.title}</h3>
                <p>{service.cardDescription}</p>
                <SiteLink href={localePath(locale, serviceHref(service.id))} className={styles.link}>
                  {t.viewDetails}<span className="visually-hidden">: {service.title}</span>
                </SiteLink>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
