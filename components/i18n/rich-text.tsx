import { Fragment, type ReactNode } from 'react';
import { templateParts } from '@/lib/i18n/format';

export interface RichTextProps {
  /** A translated sentence with `{name}` placeholders. */
  text: string;
  /** What goes in each placeholder: a link, a strong word, a number. */
  values: Record<string, ReactNode>;
}

/** A sentence whose words come from a translation and whose links and emphasis come from the page. */
export function RichText({ text, values }: RichTextProps) {
  return (
    <>
      {templateParts(text).map((part, i) => {
        if (part.key === undefined) return <Fragment key={i}>{part.text}</Fragment>;
        if (!(part.key in values)) throw new Error(`RichText: no value for {${part.key}} in "${text}"`);
        return <Fragment key={i}>{values[part.key]}</Fragment>;
      })}
    </>
  );
}
