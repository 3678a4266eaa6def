'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiNotice } from '@/components/layout/api-notice';
import type { InquiryFormField } from '@/content/types';
import { EnquiryError } from '@/lib/api/client';
import { emptyValues, formSchema, type FormValues } from '@/lib/enquiry/contract';
import { CONSENT_LABEL, plainLabel, summaryLine } from '@/lib/enquiry/labels';
import { MESSAGES } from '@/lib/enquiry/limits';
import { REFERENCE_SENTENCE } from '@/lib/enquiry/reference';
import { kindForService, sendEnquiry } from '@/lib/enquiry/send';
import { FileField } from './file-field';
import { EnquiryFormMarkup, enquiryAction, targetKind, type EnquiryTarget } from './form-markup';
import { useDraft } from './use-draft';
import { useRequestState } from './use-request-state';
import styles from './enquiry-form.module.css';

export type { EnquiryTarget } from './form-markup';

/** What the visitor had done in the pre-rendered form before this one took its place. */
export interface CarriedOver {
  values: FormValues;
  files: Record<string, File>;
  /** The control that had focus: its name, its value (for one box of a group) and the caret. */
  focus?: { name: string; value?: string; start: number | null; end: number | null };
}

export interface EnquiryFormProps {
  target: EnquiryTarget;
  fields: readonly InquiryFormField[];
  /** DOM id prefix and draft key. */
  formId: string;
  /** Accessible name of the form. */
  label: string;
  carried?: CarriedOver;
}

type Status = { kind: 'idle' } | { kind: 'success'; reference?: string } | { kind: 'failure'; reason: string };

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

function ReferenceLine({ reference }: { reference?: string }) {
  return reference ? (
    <>
      {' '}
      {REFERENCE_SENTENCE.before}
      <strong>{reference}</strong>
      {REFERENCE_SENTENCE.after}
    </>
  ) : null;
}

/** Puts focus (and the caret) back where the visitor was in the pre-rendered form. */
function restoreFocus(form: HTMLFormElement | null, focus: CarriedOver['focus']) {
  if (!form || !focus) return;
  const named = form.elements.namedItem(focus.name);
  const candidates = named instanceof RadioNodeList ? Array.from(named) : named ? [named] : [];
  const target = candidates.find((el) => focus.value === undefined || (el as HTMLInputElement).value === focus.value) as HTMLElement | undefined;
  if (!target) return;
  target.focus({ preventScroll: true });
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && focus.start !== null) {
    try {
      target.setSelectionRange(focus.start, focus.end);
    } catch {
      // email and number inputs have no caret API
    }
  }
}

/**
 * The enhanced enquiry form (the ten service forms and the contact form): react-hook-form over the
 * same markup as the pre-rendered form. Validation comes from the schema derived from `fields`; errors
 * show next to each field and in a summary on submit; the enquiry goes as JSON to the same endpoint.
 */
export function EnquiryForm({ target, fields, formId, label, carried }: EnquiryFormProps) {
  const kind = targetKind(target);
  const isContact = kind === 'contact';
  const schema = useMemo(() => formSchema(fields), [fields]);
  const defaults = useMemo(() => emptyValues(fields), [fields]);
  const fileFields = useMemo(() => fields.filter((f) => f.type === 'file').map((f) => f.name), [fields]);
  const [start] = useState<FormValues>(() => ({ ...defaults, ...carried?.values }));
  const form = useForm<FormValues>({ resolver: zodResolver(schema) as Resolver<FormValues>, defaultValues: start, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, reset, formState } = form;
  const { errors, submitCount } = formState;
  const draft = useDraft(form, `draft:${formId}`, fileFields);
  const { loading } = useRequestState();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inFlight = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = loading || formState.isSubmitting;

  // Before paint: the visitor keeps typing where they were.
  const focus = useRef(carried?.focus);
  useLayoutEffect(() => {
    restoreFocus(formRef.current, focus.current);
    focus.current = undefined;
  }, []);

  useEffect(() => {
    if (status.kind !== 'idle') outcomeRef.current?.focus();
  }, [status]);

  const onValid = async (values: FormValues) => {
    // Double submission is impossible: the button is disabled while busy, and this guard covers Enter key repeats.
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: 'idle' });
    try {
      const sendKind = isContact ? 'contact' : kindForService((target as { serviceId: string }).serviceId);
      if (!sendKind) return;
      const result = await sendEnquiry(sendKind, values);
      draft.clear();
      reset(defaults);
      setStatus({ kind: 'success', reference: result.outcome === 'sent' ? result.reference : undefined });
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
  const messages = Object.fromEntries(errorEntries.map(([name, e]) => [name, String(e?.message)]));
  const labelOf = (name: string) => {
    if (name === 'consent') return CONSENT_LABEL;
    const field = fields.find((f) => f.name === name);
    return field ? plainLabel(field) : name;
  };

  if (isContact && status.kind === 'success') {
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{MESSAGES.contactSuccess}</p>
        <p>
          We have received your message and will reply within one working day.
          <ReferenceLine reference={status.reference} />
        </p>
        <button type="button" className={styles.linkButton} onClick={() => setStatus({ kind: 'idle' })}>
          Send another message
        </button>
      </div>
    );
  }

  const before = (
    <>
      {submitCount > 0 && errorEntries.length > 0 && (
        <div className={styles.summary} role="alert">
          <p>Please correct {errorEntries.length === 1 ? 'this field' : `these ${errorEntries.length} fields`}:</p>
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
            <ReferenceLine reference={status.reference} />
          </p>
        )}
        {status.kind === 'failure' && (
          <p className={styles.failure} role="alert">
            {isContact ? <strong>{MESSAGES.contactFailure}</strong> : <strong>Your enquiry was not sent.</strong>} {status.reason} Everything you typed is still here;
            please try again.
          </p>
        )}
      </div>
    </>
  );

  return (
    <FormProvider {...form}>
      <EnquiryFormMarkup
        fields={fields}
        formId={formId}
        label={label}
        action={kind ? enquiryAction(kind) : ''}
        bind={(name) => register(name)}
        enhanced
        errors={messages}
        renderFile={(props) => <FileField key={props.field.name} {...props} initialFile={carried?.files[props.field.name]} />}
        before={before}
        busy={busy}
        onSubmit={(event) => handleSubmit(onValid, onInvalid)(event)}
        formRef={formRef}
      />
      <ApiNotice />
    </FormProvider>
  );
}
