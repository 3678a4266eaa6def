'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { InquiryFormField } from '@/content/types';
import { EnquiryError } from '@/lib/api/client';
import { emptyValues, formSchema, plainLabel, type FormValues } from '@/lib/enquiry/contract';
import { MESSAGES } from '@/lib/enquiry/limits';
import { kindForService, sendEnquiry } from '@/lib/enquiry/send';
import { FormField } from './form-field';
import { useDraft } from './use-draft';
import { useRequestState } from './use-request-state';
import styles from './enquiry-form.module.css';

export type EnquiryTarget = { serviceId: string } | { contact: true };

export interface EnquiryFormProps {
  target: EnquiryTarget;
  fields: readonly InquiryFormField[];
  /** DOM id prefix and draft key. */
  formId: string;
  /** Accessible name of the form. */
  label: string;
}

/** The summary names the field unless its message already does. */
function summaryLine(label: string, message: string): string {
  return message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;
}

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'failure'; reason: string };

function failureReason(error: unknown): string {
  if (!(error instanceof EnquiryError)) return 'An unexpected error stopped the form.';
  switch (error.event.type) {
    case 'server_down':
      return 'We could not reach our server. Please check your connection.';
    case 'unique':
      return error.event.message;
    case 'error':
      return typeof error.event.detail === 'string' && error.event.detail ? error.event.detail : 'Our server could not accept the enquiry just now.';
    default:
      return 'Our server refused the enquiry.';
  }
}

/**
 * One renderer for every enquiry form: the ten service forms and the contact form. Validation comes
 * from the schema derived from `fields`; errors show next to each field and in a summary on submit.
 */
export function EnquiryForm({ target, fields, formId, label }: EnquiryFormProps) {
  const isContact = 'contact' in target;
  const schema = useMemo(() => formSchema(fields), [fields]);
  const defaults = useMemo(() => emptyValues(fields), [fields]);
  const fileFields = useMemo(() => fields.filter((f) => f.type === 'file').map((f) => f.name), [fields]);
  const form = useForm<FormValues>({ resolver: zodResolver(schema) as Resolver<FormValues>, defaultValues: defaults, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, submitCount } = formState;
  const draft = useDraft(form, `draft:${formId}`, fileFields);
  const { loading } = useRequestState();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inFlight = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = loading || formState.isSubmitting;

  useEffect(() => {
    if (status.kind !== 'idle') outcomeRef.current?.focus();
  }, [status]);

  const onValid = async (values: FormValues) => {
    // Double submission is impossible: the button is disabled while busy, and this guard covers Enter key repeats.
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: 'idle' });
    try {
      const kind = isContact ? 'contact' : kindForService(target.serviceId);
      if (!kind) return;
      await sendEnquiry(kind, values);
      draft.clear();
      reset(defaults);
      setStatus({ kind: 'success' });
    } catch (error) {
      if (!(error instanceof EnquiryError)) console.error(error);
      setStatus({ kind: 'failure', reason: failureReason(error) });
    } finally {
      inFlight.current = false;
    }
  };

  // Focus the first invalid field in page order (react-hook-form's own order is registration order,
  // which puts consent, registered by this component, before the fields).
  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    const first = [...fields.map((f) => f.name), 'consent'].find((name) => invalid[name]);
    if (first) form.setFocus(first);
  };

  const fieldId = (name: string) => `${formId}-${name}`;
  const errorEntries = Object.entries(errors as FieldErrors<FormValues>).filter(([, e]) => e?.message);
  const labelOf = (name: string) => {
    if (name === 'consent') return 'Privacy consent';
    const field = fields.find((f) => f.name === name);
    return field ? plainLabel(field) : name;
  };

  if (isContact && status.kind === 'success') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{MESSAGES.contactSuccess}</p>
        <p>We have received your message and will reply within one working day.</p>
        <button type="button" className={styles.linkButton} onClick={() => setStatus({ kind: 'idle' })}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate aria-label={label} onSubmit={handleSubmit(onValid, onInvalid)} data-testid={`form-${formId}`}>
        {submitCount > 0 && errorEntries.length > 0 && (
          <div className={styles.summary} role="alert">
            <p>
              Please correct {errorEntries.length === 1 ? 'this field' : `these ${errorEntries.length} fields`}:
            </p>
            <ul>
              {errorEntries.map(([name, error]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`}>{summaryLine(labelOf(name), String(error?.message))}</a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div ref={outcomeRef} tabIndex={-1} className={styles.outcomeAnchor}>
          {status.kind === 'success' && (
            <p className={styles.success} role="status">
              Thank you! Your enquiry has been sent. A specialist will contact you within one working day.
            </p>
          )}
          {status.kind === 'failure' && (
            <p className={styles.failure} role="alert">
              {isContact ? <strong>{MESSAGES.contactFailure}</strong> : <strong>Your enquiry was not sent.</strong>} {status.reason} Everything you typed is still here;
              please try again.
            </p>
          )}
        </div>

        <div className={styles.grid}>
          {fields.map((field) => (
            <FormField key={field.name} field={field} id={fieldId(field.name)} register={register} error={errors[field.name] as never} />
          ))}
        </div>

        {/* Honeypot: hidden from people and assistive technology; only bots fill it. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId('website')}>Leave this field empty</label>
          <input id={fieldId('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>

        <div className={styles.consent}>
          <input
            id={fieldId('consent')}
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${fieldId('consent')}-error` : undefined}
            aria-required
            {...register('consent')}
          />
          <label htmlFor={fieldId('consent')}>
            I have read the <Link href="/privacy-policy/">Privacy Policy</Link> and consent to being contacted about my enquiry.
            <span className={styles.required} aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          {errors.consent?.message && (
            <p id={`${fieldId('consent')}-error`} className={styles.error} role="alert">
              {errors.consent.message as string}
            </p>
          )}
        </div>

        <button type="submit" className={styles.submit} disabled={busy} aria-disabled={busy}>
          {busy ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              Submitting...
            </>
          ) : (
            'Submit Inquiry'
          )}
        </button>
      </form>
    </FormProvider>
  );
}
