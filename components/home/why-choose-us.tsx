import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

export function WhyChooseUs() {
  const locale = pageLocale();
  const { whyChooseUs } = text.home(locale);
  return (
    <Section id="why-choose-us" eyebrow={text.ui(locale).ui.home.whyEyebrow} title={whyChooseUs.title} intro={whyChooseUs.intro}>
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
