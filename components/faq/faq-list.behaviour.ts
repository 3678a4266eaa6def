import type { Behaviour } from '@/components/islands/contract';

/** True when `question` matches what the visitor typed (case-insensitive, surrounding spaces ignored). */
export function matchesQuery(question: string, query: string): boolean {
  return question.toLowerCase().includes(query.trim().toLowerCase());
}

/** Filters the questions (faq-list.tsx) as the visitor types, and says how many match. */
const faqList: Behaviour = (root) => {
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const count = root.querySelector<HTMLElement>('[data-faq="count"]');
  const empty = root.querySelector<HTMLElement>('[data-faq="empty"]');
  const list = root.querySelector('ul');
  if (!input || !count || !empty || !list) return;
  const items = Array.from(list.children) as HTMLElement[];
  const filter = () => {
    const needle = input.value.trim();
    let matching = 0;
    for (const item of items) {
      const match = matchesQuery(item.querySelector('summary')?.textContent ?? '', needle);
      item.hidden = !match;
      if (match) matching += 1;
    }
    list.hidden = matching === 0;
    empty.hidden = matching !== 0;
    // The sentence is the page's language, in the markup, one per plural category the site's languages use.
    const template = new Intl.PluralRules(document.documentElement.lang).select(matching) === 'one' ? count.dataset.one : count.dataset.other;
    count.textContent = needle && template ? template.replace('{n}', String(matching)) : '';
  };
  input.addEventListener('input', filter);
  // What was typed before this woke.
  if (input.value) filter();
};

export default faqList;
