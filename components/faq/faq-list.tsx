'use client';

import { useId, useState } from 'react';
import type { FaqItem } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import styles from './faq-list.module.css';

export interface FaqListProps {
  items: readonly FaqItem[];
}

/** Search box plus a single-open accordion: clicking the open question closes it. */
export function FaqList({ items }: FaqListProps) {
  const baseId = useId();
  const [query, setQuery] = useState('');
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  const needle = query.trim().toLowerCase();
  const visible = items.map((item, index) => ({ item, index })).filter(({ item }) => item.question.toLowerCase().includes(needle));

  return (
    <div className={styles.wrapper}>
      <div className={styles.search}>
        <label htmlFor={`${baseId}-search`} className="visually-hidden">
          Search questions
        </label>
        <Icon name="search" size={20} className={styles.searchIcon} />
        <input
          id={`${baseId}-search`}
          type="search"
          placeholder="Search questions..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={styles.input}
          autoComplete="off"
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {needle ? `${visible.length} matching ${visible.length === 1 ? 'question' : 'questions'}` : ''}
      </p>
      {visible.length === 0 ? (
        <p className={styles.empty}>No matching questions found.</p>
      ) : (
        <ul className={styles.list}>
          {visible.map(({ item, index }) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-q-${index}`;
            const panelId = `${baseId}-a-${index}`;
            return (
              <li key={item.question} className={styles.item} data-open={open || undefined}>
                <h2 className={styles.heading}>
                  <button
                    id={buttonId}
                    type="button"
                    className={styles.question}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.question}</span>
                    <Icon name="chevron-down" size={20} className={styles.chevron} />
                  </button>
                </h2>
                <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
                  <p>{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
