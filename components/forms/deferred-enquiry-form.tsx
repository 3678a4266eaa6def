import { Island } from '@/components/islands/island';
import { DRAFT_PREFIX } from '@/lib/storage';
import EnquiryFormIsland from './enquiry-form.importable';
import type { DeferredEnquiryFormProps } from './enquiry-form-types';
import { hasTranslation } from '@/content/page-text';
import { text } from '@/content/text';
import { localePath, type Locale } from '@/lib/i18n/locales';

/** A form's props for a page's language: nothing for English (the island's own English words). */
export function formLanguage(locale: Locale): Pick<DeferredEnquiryFormProps, 'locale' | 'words' | 'privacyHref'> {
  if (locale === 'en') return {};
  const privacy = '/privacy-policy/';
  return { locale, words: text.formWords(locale).formWords, privacyHref: hasTranslation(privacy) ? localePath(locale, privacy) : privacy };
}

/**
 * An enquiry form that works from the first paint (the pre-rendered form posts natively) and is enhanced
 * in place by its React island (enquiry-form.importable.tsx) when the visitor comes near it: React, React
 * Hook Form, zod and ky are loaded only then, so a page that is only read never pays for them. A draft of
 * this form in the session wakes it at once, to restore it.
 */
export function DeferredEnquiryForm(props: DeferredEnquiryFormProps) {
  return <Island name="enquiry-form" when="approach" wakeIfStored={`${DRAFT_PREFIX}draft:${props.formId}`} component={EnquiryFormIsland} props={props} />;
}
