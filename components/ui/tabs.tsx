import type { ReactNode } from 'react';
import { Island } from '@/components/islands/island';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  /** Id of the tab selected at start; the first by default. */
  initialId?: string;
  /** Prefix of the panels' ids (their anchors). */
  idPrefix: string;
  /** Repeat each tab's label at the top of its panel where the panels are read one after another. */
  labelPanels?: boolean;
  className?: string;
  variant?: 'light' | 'dark';
}

/**
 * Tabs, HTML first. The pre-rendered HTML is a list of in-page links above every panel: without script
 * the panels are read one after another and the links jump to them. Where the head script has marked the
 * page `js`, the CSS shows the selected panel alone from the first paint (so nothing shifts when script
 * arrives), and until then a link shows the panel it targets. tabs.behaviour.ts, an island that wakes when
 * the browser is idle after the load (their roles matter to a screen reader wherever they are), makes them
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select.
 */
export function Tabs({ label, items, initialId, idPrefix, labelPanels = false, className, variant = 'light' }: TabsProps) {
  const selected = initialId ?? items[0]?.id;
  return (
    <Island name="tabs" when="idle">
      <div className={`${styles.tabs} ${className ?? ''}`} data-variant={variant} data-label={label}>
        <div className={styles.list}>
          {items.map((item) => (
            <a key={item.id} href={`#${idPrefix}-${item.id}`} id={`${idPrefix}-tab-${item.id}`} className={styles.tab} data-selected={item.id === selected || undefined}>
              {item.label}
            </a>
          ))}
        </div>
        {items.map((item) => (
          <div key={item.id} id={`${idPrefix}-${item.id}`} className={styles.panel} data-selected={item.id === selected || undefined}>
            {labelPanels && <p className={styles.panelLabel}>{item.label}</p>}
            {item.panel}
          </div>
        ))}
      </div>
    </Island>
  );
}
