import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import { SiteLink } from '@/components/ui/site-link';
import { calculatorsIn, toolPath } from '@/lib/calculators/index';
import styles from '@/components/ui/card-grid.module.css';

/** The calculators as cards: the tools page, and the migration and work-abroad pages' "check your chances" band. */
export function ToolCards({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const locale = pageLocale();
  const { toolCopy } = text.tools(locale);
  return (
    <ul className={styles.grid}>
      {calculatorsIn(locale).map((calculator) => {
        const copy = toolCopy[calculator.slug];
        return (
          <li key={calculator.slug}>
            <div className={styles.card}>
              <Heading>
                <SiteLink href={toolPath(calculator)}>{copy?.heading ?? calculator.rules.title}</SiteLink>
              </Heading>
              <p>{copy?.card ?? calculator.intro}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
