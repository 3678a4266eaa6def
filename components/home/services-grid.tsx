import { SiteLink } from '@/components/ui/site-link';
import { serviceHref } from '@/content/services';
import { servicesIn } from '@/content/localized';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { localePath } from '@/lib/i18n/locales';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

export function ServicesGrid() {
  const locale = pageLocale();
  const { servicesSection } = text.home(locale);
  const t = text.ui(locale).ui.home;
  return (
    <Section id="service" eyebrow={t.servicesEyebrow} title={servicesSection.title} intro={servicesSection.intro}>
      <ul className={grid.grid}>
        {servicesIn(locale).map((service) => (
          <li key={service.id} className={grid.card}>
            <span className={grid.icon}>
              <Icon name={service.icon} />
            </span>
            <h3>{service.title}</h3>
            <p>{service.cardDescription}</p>
            <SiteLink href={localePath(locale, serviceHref(service.id))} className={grid.more}>
              {t.viewDetails}<span className="visually-hidden">: {service.title}</span>
              <Icon name="arrow-right" size={18} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
