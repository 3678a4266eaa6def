import { SiteLink } from '@/components/ui/site-link';
import { servicesSection } from '@/content/home';
import { serviceHref, services } from '@/content/services';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

export function ServicesGrid() {
  return (
    <Section id="service" eyebrow="What we do" title={servicesSection.title} intro={servicesSection.intro}>
      <ul className={grid.grid}>
        {services.map((service) => (
          <li key={service.id} className={grid.card}>
            <span className={grid.icon}>
              <Icon name={service.icon} />
            </span>
            <h3>{service.title}</h3>
            <p>{service.cardDescription}</p>
            <SiteLink href={serviceHref(service.id)} className={grid.more}>
              View Details<span className="visually-hidden">: {service.title}</span>
              <Icon name="arrow-right" size={18} />
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
