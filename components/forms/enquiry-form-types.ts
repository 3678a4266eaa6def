import type { FormEventHandler } from 'react';
import type { InquiryFormField } from '@/content/types';
import type { FormWords } from '@/content/forms/words';
import type { Locale } from '@/lib/i18n/locales';
import type { ControlBinding } from './form-field';
import type { EnquiryTarget } from './form-markup';

/* The types the deferred form and its enhancer share: below both, so neither imports the other. */

export interface DeferredEnquiryFormProps {
  target: EnquiryTarget;
  fields: readonly InquiryFormField[];
  formId: string;
  label: string;
  /** A translated page's language and its form words (absent: English, content/forms/words.ts). */
  locale?: Locale;
  words?: FormWords;
  /** The privacy policy in the page's language where it has one. */
  privacyHref?: string;
}

/** What the enhancement gives the pre-rendered markup: handlers and state, never new elements. */
export interface FormEnhancement {
  bind: (name: string) => ControlBinding;
  errors: Partial<Record<string, string>>;
  busy: boolean;
  hidden: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

export interface EnhancerProps extends DeferredEnquiryFormProps {
  /** The pre-rendered form, enhanced where it stands. */
  form: HTMLFormElement;
  onChange: (enhancement: FormEnhancement) => void;
}
