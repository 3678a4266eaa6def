import { valuesSection } from '@/content/home';
import { values } from '@/content/values';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import grid from '@/components/ui/card-grid.module.css';

/** The Core Values grid, shared by Home and About. */
export function CoreValues() {
  return (
    <Section id="values" tone="cream" eyebrow="What guides us" title={valuesSection.title} intro={valuesSection.intro}>
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
