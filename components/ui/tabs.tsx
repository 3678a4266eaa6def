'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated, useLocationHash } from '@/components/ui/client-state';
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
  /** Prefix of the panels' ids (their anchors); React's id for the instance by default. */
  idPrefix?: string;
  /** Repeat each tab's label at the top of its panel where the panels are read one after another. */
  labelPanels?: boolean;
  className?: string;
  variant?: 'light' | 'dark';
}

/** Index of the tab an arrow, Home or End key moves to from `index` (wrapping), or undefined for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  const next: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  return next[key];
}

/**
 * Tabs, HTML first. The pre-rendered HTML is a list of in-page links above every panel: without script
 * the panels are read one after another and the links jump to them. Where the head script has marked the
 * page `js`, the CSS shows the selected panel alone from the first paint (so hydration shifts nothing), and
 * until the framework arrives a link shows the panel it targets. Once hydrated they are WAI-ARIA tabs with
 * automatic activation: arrow keys, Home and End move and select.
 */
export function Tabs({ label, items, initialId, idPrefix, labelPanels = false, className, variant = 'light' }: TabsProps) {
  const reactId = useId();
  const prefix = idPrefix ?? reactId;
  // What the visitor chose since the framework arrived; before that, a panel they opened through its
  // link (the address's fragment, also before the framework arrived) or the initial one.
  const [chosen, setSelected] = useState<string | undefined>(undefined);
  const enhanced = useHydrated();
  const hash = useLocationHash();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const panelId = (item: TabItem) => `${prefix}-${item.id}`;
  const tabId = (item: TabItem) => `${prefix}-tab-${item.id}`;

  const selected = chosen ?? items.find((item) => panelId(item) === hash)?.id ?? initialId ?? items[0]?.id;

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, item: TabItem) => {
    event.preventDefault();
    setSelected(item.id);
  };

  return (
    <div className={`${styles.tabs} ${className ?? ''}`} data-variant={variant} data-enhanced={enhanced || undefined}>
      <div role={enhanced ? 'tablist' : undefined} aria-label={enhanced ? label : undefined} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <a
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              href={`#${panelId(item)}`}
              id={tabId(item)}
              className={styles.tab}
              data-selected={isSelected || undefined}
              {...(enhanced && {
                role: 'tab',
                'aria-selected': isSelected,
                'aria-controls': panelId(item),
                tabIndex: isSelected ? 0 : -1,
                onClick: (event: MouseEvent<HTMLAnchorElement>) => onClick(event, item),
                onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, index),
              })}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            id={panelId(item)}
            className={styles.panel}
            data-selected={isSelected || undefined}
            {...(enhanced && {
              role: 'tabpanel',
              'aria-labelledby': tabId(item),
              hidden: !isSelected,
              tabIndex: 0,
            })}
          >
            {labelPanels && <p className={styles.panelLabel}>{item.label}</p>}
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
