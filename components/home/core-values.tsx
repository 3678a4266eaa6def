import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

/** The Core Values grid, shared by Home and About. */
export function CoreValues() {
  const locale = pageLocale();
  const { valuesSection } = text.home(locale);
  const { values } = text.values(locale);
  return (
    <Section id="values" tone="cream" eyebrow={text.ui(locale).ui.home.valuesEyebrow} title={valuesSection.title} intro={valuesSection.intro}>
      <ul className={`${grid.grid} ${grid.five}`}>
        {values.map((value) => (
          <li key={value.name} className={grid.card}>
            <span className={grid.icon}>
              <Icon name={value.icon} />
            </span>
            <h3>{value.name}</h3>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
