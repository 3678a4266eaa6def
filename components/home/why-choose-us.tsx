import { whyChooseUs } from '@/content/home';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

export function WhyChooseUs() {
  return (
    <Section id="why-choose-us" eyebrow="Why Sarthi Global" title={whyChooseUs.title} intro={whyChooseUs.intro}>
      <ul className={grid.grid}>
        {whyChooseUs.reasons.map((reason) => (
          <li key={reason.title} className={grid.card}>
            <span className={grid.icon}>
              <Icon name={reason.icon} />
            </span>
            <h3>{reason.title}</h3>
            <p>{reason.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
