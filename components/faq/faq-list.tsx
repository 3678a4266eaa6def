'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { FaqItem } from '@/content/types';
import { UiIcon } from '@/components/ui/ui-icon';
import styles from './faq-list.module.css';

export interface FaqListProps {
  items: readonly FaqItem[];
}

/** True when `question` matches what the visitor typed (case-insensitive, surrounding spaces ignored). */
export function matchesQuery(question: string, query: string): boolean {
  return question.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * The questions as an exclusive group of `<details>` (the platform keeps one answer open at a time and
 * opens them without script). The search box is an enhancement: its CSS shows it only where the head
 * script has marked the page `js`, and it filters once hydrated (what was typed before is applied then).
 */
export function FaqList({ items }: FaqListProps) {
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (inputRef.current?.value) setQuery(inputRef.current.value);
  }, []);

  const needle = query.trim();
  const matches = items.map((item) => matchesQuery(item.question, needle));
  const count = matches.filter(Boolean).length;

  return (
    <div className={styles.wrapper}>
      <div className={styles.search}>
        <label htmlFor={`${baseId}-search`} className="visually-hidden">
          Search questions
        </label>
        <UiIcon name="search" size={20} className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={`${baseId}-search`}
          type="search"
          placeholder="Search questions..."
          onChange={(event) => setQuery(event.target.value)}
          className={styles.input}
          autoComplete="off"
        />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {needle ? `${count} matching ${count === 1 ? 'question' : 'questions'}` : ''}
      </p>
      {count === 0 && <p className={styles.empty}>No matching questions found.</p>}
      <ul className={styles.list} hidden={count === 0}>
        {items.map((item, index) => (
          <li key={item.question} className={styles.item} hidden={!matches[index]}>
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
  );
}
