import { SiteLink } from '@/components/ui/site-link';
import type { FormEventHandler, Ref } from 'react';
import type { InquiryFormField } from '@/content/types';
import { apiConfig } from '@/lib/env';
import { endpointPath, SERVICE_ENQUIRY_KIND, type EnquiryKind } from '@/lib/enquiry/kinds';
import { SOURCE_FIELD } from '@/lib/visit/wire';
import { LANGUAGE_FIELD } from '@/lib/i18n/wire';
import type { Locale } from '@/lib/i18n/locales';
import type { FormWords } from '@/content/forms/words';
import { RichText } from '@/components/i18n/rich-text';
import { FieldError, FormField, type ControlBinding } from './form-field';
import styles from './enquiry-form.module.css';

export type EnquiryTarget = { serviceId: string } | { contact: true };

/** The endpoint kind of a form, or undefined for a service id the endpoint table does not know. */
export function targetKind(target: EnquiryTarget): EnquiryKind | undefined {
  if ('contact' in target) return 'contact';
  return Object.hasOwn(SERVICE_ENQUIRY_KIND, target.serviceId) ? SERVICE_ENQUIRY_KIND[target.serviceId as keyof typeof SERVICE_ENQUIRY_KIND] : undefined;
}

/** The endpoint URL a form posts to natively (the enhanced form sends JSON to the same URL). */
export function enquiryAction(kind: EnquiryKind): string {
  return `${apiConfig.baseUrl}${endpointPath(kind, apiConfig.prefix)}`;
}

export interface EnquiryFormMarkupProps {
  fields: readonly InquiryFormField[];
  /** DOM id prefix and draft key. */
  formId: string;
  /** Accessible name of the form. */
  label: string;
  /** Where the browser posts the form when no script handles it. */
  action: string;
  bind: (name: string) => ControlBinding;
  /** True once react-hook-form has taken over: the schema checks instead of the browser (noValidate). */
  enhanced: boolean;
  errors?: Partial<Record<string, string>>;
  busy?: boolean;
  /** Set while the contact form's thanks stand in its place (the form and what it holds stay in the page). */
  hidden?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** The form's words in the page's language. */
  words: FormWords;
  /** The page's language: a translated page's native post says it (the server moves it beside the payload). */
  locale?: Locale;
  /** The privacy policy in the page's language where it has one. */
  privacyHref?: string;
}

/** The empty element above the fields where the enhanced form shows its error summary and outcome. */
export const statusSlotId = (formId: string) => `${formId}-status`;

/**
 * One enquiry form's markup, for the pre-rendered HTML and for the enhanced form alike: a real
 * `<form method="post">` to the endpoint, every control named as the native post mapper expects
 * (lib/enquiry/native.ts), multipart when it holds a file. Without JavaScript it posts as it is.
 */
export function EnquiryFormMarkup({ fields, formId, label, action, bind, enhanced, errors = {}, busy = false, hidden, onSubmit, formRef, words, locale = 'en', privacyHref = '/privacy-policy/' }: EnquiryFormMarkupProps) {
  const fieldId = (name: string) => `${formId}-${name}`;
  const hasFile = fields.some((f) => f.type === 'file');
  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={action}
      encType={hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      noValidate={enhanced}
      aria-label={label}
      onSubmit={onSubmit}
      data-testid={`form-${formId}`}
      data-enhanced={enhanced ? 'true' : 'false'}
      hidden={hidden}
    >
      {/* Filled by the enhanced form through a portal; React never re-renders what the visitor is typing into. */}
      <div id={statusSlotId(formId)} className={styles.slot} />

      <div className={styles.grid}>
        {fields.map((field) => (
          <FormField key={field.name} field={field} id={fieldId(field.name)} bind={bind} error={errors[field.name]} words={words} />
        ))}
      </div>

      {/* Honeypot: hidden from people and assistive technology; only bots fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>{words.honeypot}</label>
        <input id={fieldId('website')} type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
      </div>

      {/* Where the visit came from, filled by the head script (components/layout/visit-source-script.tsx) for a
          native post; the server moves it beside the payload. No value prop: React never resets what the script wrote. */}
      <input type="hidden" name={SOURCE_FIELD} />
      {/* The enquiry's language, beside the payload like its source (English when absent). */}
      {locale !== 'en' && <input type="hidden" name={LANGUAGE_FIELD} value={locale} />}

      {/* No value attribute: the browser posts "on", and react-hook-form reads the box as true/false. */}
      <div className={styles.consent}>
        <input
          id={fieldId('consent')}
          type="checkbox"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${fieldId('consent')}-error` : undefined}
          aria-required
          {...bind('consent')}
        />
        <label htmlFor={fieldId('consent')}>
          <RichText text={words.consent} values={{ privacyPolicy: <SiteLink href={privacyHref}>{words.privacyPolicy}</SiteLink> }} />
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <FieldError id={`${fieldId('consent')}-error`} message={errors.consent} />
      </div>

      <button type="submit" className={styles.submit} disabled={busy} aria-disabled={busy}>
        {busy ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {words.submitting}
          </>
        ) : (
          words.submit
        )}
      </button>
    </form>
  );
}
