import type { FaqItem } from '@/content/types';
import { Island } from '@/components/islands/island';
import { UiIcon } from '@/components/ui/ui-icon';
import { text } from '@/content/text';
import { pageLocale } from '@/components/i18n/page-locale';
import styles from './faq-list.module.css';

export interface FaqListProps {
  items: readonly FaqItem[];
}

type FaqWords = ReturnType<typeof text.ui>['ui']['faq'];

/** The search box's id (one list per page). */
const SEARCH_ID = 'faq-search';

/**
 * The questions as an exclusive group of `<details>` (the platform keeps one answer open at a time and
 * opens them without script). The search box is an enhancement: its CSS shows it only where the head
 * script has marked the page `js`, and faq-list.behaviour.ts filters as the visitor types (what was typed
 * before it woke is applied then).
 */
export function FaqList({ items }: FaqListProps) {
  const t: FaqWords = text.ui(pageLocale()).ui.faq;
  return (
    <Island name="faq-list" when="idle">
      <div className={styles.wrapper}>
        <div className={styles.search}>
          <label htmlFor={SEARCH_ID} className="visually-hidden">
            {t.searchLabel}
          </label>
          <UiIcon name="search" size={20} className={styles.searchIcon} />
          <input id={SEARCH_ID} type="search" placeholder={t.searchPlaceholder} className={styles.input} autoComplete="off" />
        </div>
        <p className="visually-hidden" aria-live="polite" data-faq="count" data-one={t.countOne} data-other={t.countOther} />
        <p className={styles.empty} data-faq="empty" hidden>
          {t.noMatch}
        </p>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.question} className={styles.item}>
              <details name="faq" className={styles.details}>
                <summary className={styles.question}>
                  <h2 className={styles.heading}>{item.question}</h2>
                  <UiIcon name="chevron-down" size={20} className={styles.chevron} />
                </summary>
                <div className={styles.answer}>
                  <p>{item.answer}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </Island>
  );
}
