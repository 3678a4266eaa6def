import { SiteLink } from '@/components/ui/site-link';
import { featuredSection } from '@/content/home';
import { serviceHref, services } from '@/content/services';
import { Icon } from '@/components/ui/icon';
import { LazyVideo } from '@/components/ui/lazy-video';
import { Section } from '@/components/ui/section';
import { FEATURED_SERVICE_COUNT } from '@/lib/constants';
import styles from './featured-services.module.css';

export function FeaturedServices() {
  const featured = services.slice(0, FEATURED_SERVICE_COUNT);
  return (
    <Section id="featured" tone="navy" eyebrow="Featured" title={featuredSection.title} intro={featuredSection.intro}>
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
                <SiteLink href={serviceHref(service.id)} className={styles.link}>
                  View Details<span className="visually-hidden">: {service.title}</span>
                </SiteLink>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
