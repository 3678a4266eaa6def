'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiNotice } from '@/components/layout/api-notice';
import { EnquiryError } from '@/lib/api/client';
import { formSchema, PAYLOAD_SOURCES, type FormValues } from '@/lib/enquiry/contract';
import type { EnquiryKind } from '@/lib/enquiry/kinds';
import { plainLabel, summaryLine } from '@/lib/enquiry/labels';
import { formWords, type FormWords } from '@/content/forms/words';
import { fill } from '@/lib/i18n/format';
import { RichText } from '@/components/i18n/rich-text';
import { checkPdf, pdfDataUrl, RESUME_REFUSALS } from '@/lib/enquiry/pdf';
import { kindForService, sendEnquiry } from '@/lib/enquiry/send';
import type { EnhancerProps } from './enquiry-form-types';
import { attachedSlotId, type ControlBinding } from './form-field';
import { statusSlotId, targetKind } from './form-markup';
import { useDraft } from './use-draft';
import { useRequestState } from './use-request-state';
import styles from './enquiry-form.module.css';

type Status = { kind: 'idle' } | { kind: 'success'; reference?: string } | { kind: 'failure'; reason: string };

function failureReason(error: unknown, words: FormWords['outcome']): string {
  if (!(error instanceof EnquiryError)) return words.unexpected;
  switch (error.event.type) {
    case 'server_down':
      return words.unreachable;
    case 'unique':
      return error.event.message;
    case 'error':
      return typeof error.event.detail === 'string' && error.event.detail ? error.event.detail : words.unavailable;
    default:
      return words.refused;
  }
}

/**
 * The form field a server refusal names (`{"error_detail": "<payload key>: <what is wrong>"}`), with the
 * words to show under it: the server checks more than the browser can (a PDF's content, the address
 * grammar), and the visitor should see that next to the field, like any other message.
 */
function fieldRefusal(kind: EnquiryKind, error: unknown): { field: string; message: string } | undefined {
  if (!(error instanceof EnquiryError) || error.event.type !== 'error' || typeof error.event.detail !== 'string') return undefined;
  const match = /^([A-Za-z0-9_]+): (.+)$/.exec(error.event.detail);
  const source = match && Object.hasOwn(PAYLOAD_SOURCES[kind], match[1]!) ? PAYLOAD_SOURCES[kind][match[1]!] : undefined;
  if (!match || !source || !('field' in source)) return undefined;
  const text = match[2]!;
  // A resume the server examined and refused: the words written for a visitor (lib/enquiry/pdf.ts).
  const resume = Object.values(RESUME_REFUSALS).find((refusal) => text.startsWith(refusal.problem));
  if (resume) return { field: source.field, message: resume.visitor };
  return { field: source.field, message: `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}` };
}

function ReferenceLine({ reference, words }: { reference?: string; words: FormWords['outcome'] }) {
  return reference ? (
    <>
      {' '}
      {words.referenceBefore}
      <strong>{reference}</strong>
      {words.referenceAfter}
    </>
  ) : null;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

const isEmpty = (value: unknown) => value === '' || value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/**
 * The enhancement of a pre-rendered enquiry form (the ten service forms and the contact form), attached to
 * the very elements the visitor has been using: react-hook-form registers the existing controls (no default
 * values, so it reads what they hold and never writes to them), the markup only gains attributes and
 * handlers, and what this adds (error summary, outcome, the attached file) goes into empty slots of the
 * form through portals. Validation comes from the schema derived from `fields`; the enquiry goes as JSON
 * to the form's own endpoint. Nothing the visitor typed, or is typing through an input method, is touched.
 *
 * Two kinds of field keep their value here rather than in the DOM: a file (the PDF as a data URL, once
 * checked) and a multi-select's group of checkboxes (read from the boxes on each change: registering the
 * boxes one by one would have react-hook-form write to them).
 */
export function EnquiryEnhancer({ form: element, target, fields, formId, onChange, locale, words = formWords }: EnhancerProps) {
  const kind = targetKind(target);
  const isContact = kind === 'contact';
  const said = words.outcome;
  const schema = useMemo(() => formSchema(fields, words), [fields, words]);
  const files = useMemo(() => fields.filter((f) => f.type === 'file').map((f) => f.name), [fields]);
  const groups = useMemo(() => fields.filter((f) => f.type === 'select' && f.multiple).map((f) => f.name), [fields]);
  // Only what has no DOM value of its own: every other control is read from the element as it is.
  const [defaultValues] = useState<FormValues>(() => Object.fromEntries([...files.map((name) => [name, '']), ...groups.map((name) => [name, []])]));
  const form = useForm<FormValues>({ resolver: zodResolver(schema) as Resolver<FormValues>, defaultValues, mode: 'onTouched', shouldFocusError: false });
  const { register, handleSubmit, reset, setValue, setError, clearErrors, formState } = form;
  const { errors, submitCount, isSubmitted } = formState;
  const { loading } = useRequestState();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attached, setAttached] = useState<Record<string, { name: string; size: number }>>({});
  const inFlight = useRef(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = loading || formState.isSubmitting;
  const fieldId = useCallback((name: string) => `${formId}-${name}`, [formId]);

  /** The boxes of a multi-select, as checked now. */
  const readGroup = useCallback((name: string) => {
    const named = element.elements.namedItem(name);
    const boxes = named instanceof RadioNodeList ? Array.from(named) : named ? [named] : [];
    return boxes.filter((box): box is HTMLInputElement => box instanceof HTMLInputElement && box.checked).map((box) => box.value);
  }, [element]);

  const acceptFile = useCallback(
    async (name: string, input: HTMLInputElement) => {
      const file = input.files?.[0];
      if (!file) {
        setValue(name, '', { shouldValidate: isSubmitted });
        setAttached((current) => without(current, name));
        return;
      }
      const check = await checkPdf(file, words.messages);
      if (!check.ok) {
        setValue(name, '');
        setAttached((current) => without(current, name));
        input.value = '';
        setError(name, { type: 'file', message: check.message });
        input.focus();
        return;
      }
      setValue(name, await pdfDataUrl(file));
      setAttached((current) => ({ ...current, [name]: { name: file.name, size: file.size } }));
      clearErrors(name);
    },
    [clearErrors, isSubmitted, setError, setValue, words],
  );

  const restore = useCallback(
    (draft: FormValues) => {
      for (const [name, value] of Object.entries(draft)) {
        const named = element.elements.namedItem(name);
        if (!named) continue;
        if (groups.includes(name)) {
          if (!Array.isArray(value) || readGroup(name).length > 0) continue;
          for (const box of Array.from(named instanceof RadioNodeList ? named : [named])) if (box instanceof HTMLInputElement) box.checked = value.includes(box.value);
          setValue(name, readGroup(name));
        } else if ((named instanceof HTMLInputElement || named instanceof HTMLTextAreaElement || named instanceof HTMLSelectElement) && named.type !== 'checkbox') {
          // Only a field the visitor has not reached yet: never one they are in or have typed into.
          if (named.value !== '' || named === document.activeElement || typeof value !== 'string') continue;
          setValue(name, value);
        }
      }
    },
    [element, groups, readGroup, setValue],
  );
  const draft = useDraft(form, `draft:${formId}`, files, restore);

  // Files chosen and boxes ticked before this arrived, and every change to them from now on.
  useLayoutEffect(() => {
    const onControlChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      if (input.type === 'file' && files.includes(input.name)) void acceptFile(input.name, input);
      else if (input.type === 'checkbox' && groups.includes(input.name)) setValue(input.name, readGroup(input.name), { shouldValidate: isSubmitted, shouldDirty: true });
    };
    element.addEventListener('change', onControlChange);
    for (const name of groups) if (readGroup(name).length > 0) setValue(name, readGroup(name));
    return () => element.removeEventListener('change', onControlChange);
  }, [acceptFile, element, files, groups, isSubmitted, readGroup, setValue]);

  const filesAtStart = useRef(true);
  useEffect(() => {
    if (!filesAtStart.current) return;
    filesAtStart.current = false;
    for (const name of files) {
      const input = element.elements.namedItem(name);
      // Checked like a new choice (asynchronously: the file is read).
      if (input instanceof HTMLInputElement && input.files?.length) queueMicrotask(() => void acceptFile(name, input));
    }
  }, [acceptFile, element, files]);

  useEffect(() => {
    if (status.kind !== 'idle') outcomeRef.current?.focus();
  }, [status]);

  const onValid = async (values: FormValues) => {
    // Double submission is impossible: the button is disabled while busy, and this guard covers Enter key repeats.
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ kind: 'idle' });
    const sendKind = isContact ? 'contact' : kindForService((target as { serviceId: string }).serviceId);
    try {
      if (!sendKind) return;
      const result = await sendEnquiry(sendKind, values, locale);
      draft.clear();
      // The form's own reset empties every control (react-hook-form calls it), then the values start again.
      reset();
      setAttached({});
      setStatus({ kind: 'success', reference: result.outcome === 'sent' ? result.reference : undefined });
    } catch (error) {
      if (!(error instanceof EnquiryError)) console.error(error);
      const refusal = sendKind && fieldRefusal(sendKind, error);
      setStatus({ kind: 'failure', reason: refusal ? said.changeField : failureReason(error, said) });
      if (refusal) setError(refusal.field, { type: 'server', message: refusal.message });
    } finally {
      inFlight.current = false;
    }
  };

  // Focus the first invalid field in page order.
  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    const first = [...fields.map((f) => f.name), 'consent'].find((name) => invalid[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const errorEntries = Object.entries(errors as FieldErrors<FormValues>).filter(([, e]) => e?.message);
  const messages = Object.fromEntries(errorEntries.map(([name, e]) => [name, String(e?.message)]));
  const messagesKey = JSON.stringify(messages);
  const labelOf = (name: string) => {
    if (name === 'consent') return words.consentLabel;
    const field = fields.find((f) => f.name === name);
    return field ? plainLabel(field) : name;
  };

  // Files and multi-selects are registered without an element (their value is kept here); the rest with
  // the element the markup already has, which react-hook-form reads when it is attached.
  const bind = useCallback(
    (name: string): ControlBinding => {
      if (files.includes(name) || groups.includes(name)) {
        register(name);
        return { name };
      }
      return register(name);
    },
    [files, groups, register],
  );
  // One submit handler for the markup, calling this render's onValid/onInvalid.
  const handlers = useRef({ onValid, onInvalid });
  useLayoutEffect(() => {
    handlers.current = { onValid, onInvalid };
  });
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => handleSubmit((values) => handlers.current.onValid(values), (invalid) => handlers.current.onInvalid(invalid))(event),
    [handleSubmit],
  );
  const thanks = isContact && status.kind === 'success';

  // What the pre-rendered markup gains: handlers, the schema's messages, the pending state. A new `bind`
  // after a reset re-registers the same elements.
  useLayoutEffect(() => {
    onChange({ bind, errors: JSON.parse(messagesKey) as Record<string, string>, busy, hidden: thanks, onSubmit });
  }, [bind, busy, messagesKey, onChange, onSubmit, status, thanks]);

  const statusSlot = element.querySelector(`#${CSS.escape(statusSlotId(formId))}`);
  const summary = submitCount > 0 && errorEntries.length > 0 && (
    <div className={styles.summary} role="alert">
      <p>{errorEntries.length === 1 ? said.correctOne : fill(said.correctMany, { count: String(errorEntries.length) })}</p>
      <ul>
        {errorEntries.map(([name, error]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{summaryLine(labelOf(name), String(error?.message))}</a>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <>
      {statusSlot &&
        createPortal(
          <>
            {summary}
            {/* Only while there is an outcome: an empty slot takes no room, so the form keeps its height. */}
            {status.kind !== 'idle' && !thanks && (
              <div ref={outcomeRef} tabIndex={-1} className={styles.outcomeAnchor}>
                {status.kind === 'success' ? (
                  <p className={styles.success} role="status">
                    {said.sent}
                    <ReferenceLine reference={status.reference} words={said} />
                  </p>
                ) : (
                  <p className={styles.failure} role="alert">
                    {isContact ? <strong>{words.messages.contactFailure}</strong> : <strong>{said.notSent}</strong>} {status.reason} {said.stillHere}
                  </p>
                )}
              </div>
            )}
          </>,
          statusSlot,
        )}
      {files.map((name) => {
        const slot = element.querySelector(`#${CSS.escape(attachedSlotId(fieldId(name)))}`);
        const file = attached[name];
        if (!slot || !file || isEmpty(form.getValues(name))) return null;
        return createPortal(
          <p className={styles.fileChosen}>
            <span>
              <RichText text={said.attached} values={{ file: <strong>{file.name}</strong>, size: formatSize(file.size) }} />
            </span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                const input = element.elements.namedItem(name);
                if (input instanceof HTMLInputElement) {
                  input.value = '';
                  input.focus();
                }
                setValue(name, '', { shouldValidate: isSubmitted });
                setAttached((current) => without(current, name));
              }}
            >
              {said.remove}
              <span className="visually-hidden"> {file.name}</span>
            </button>
          </p>,
          slot,
          name,
        );
      })}
      {thanks && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.thanks} role="status">
          <p className={styles.thanksTitle}>{words.messages.contactSuccess}</p>
          <p>
            {said.received}
            <ReferenceLine reference={status.reference} words={said} />
          </p>
          <button type="button" className={styles.linkButton} onClick={() => setStatus({ kind: 'idle' })}>
            {said.sendAnother}
          </button>
        </div>
      )}
      <ApiNotice />
    </>
  );
}
