'use client';

import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CONSENT_FIELD, HONEYPOT_FIELD } from '@/content/forms/common';
import { contactFormFields } from '@/content/forms/contact-form';
import { serviceForms } from '@/content/forms/service-forms';
import type { FormValues } from '@/lib/enquiry/contract';
import { createDraftStore, sessionBackend, type DraftValues } from '@/lib/storage';

const SAVE_DELAY_MS = 400;

/**
 * Fields never written to storage, in any form: health details (`sensitive` in content/forms), files
 * (the resume: large, and personal), consent (asked each time) and the honeypot. By name across every
 * form, so a name flagged in one form is not kept in another either.
 */
export const NEVER_STORED: ReadonlySet<string> = new Set([
  CONSENT_FIELD,
  HONEYPOT_FIELD,
  ...[...Object.values(serviceForms).flat(), ...contactFormFields].filter((field) => field.sensitive || field.type === 'file').map((field) => field.name),
]);

const isEmpty = (value: unknown) => value === '' || value === undefined || value === null || (Array.isArray(value) && value.length === 0);

/** What of the form's values may be kept in a draft. */
export function draftable(values: FormValues, skip: readonly string[] = []): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_STORED.has(name) && !skip.includes(name)));
}

/**
 * Keeps what the visitor types in this tab's session storage (lib/storage.ts), so a reload or a failed
 * send loses nothing; the browser discards it with the tab, and it expires after 24 h. Health details
 * and files are never stored (NEVER_STORED, plus `skip`). A missing, disabled or full storage only
 * means no draft. `restore` puts a draft back into the fields the visitor has not filled; `clear()` is
 * called on a successful send.
 */
export function useDraft(form: UseFormReturn<FormValues>, draftKey: string, skip: readonly string[], restore: (draft: FormValues) => void) {
  const restored = useRef(false);
  const { watch, getValues } = form;

  useEffect(() => {
    const draft = createDraftStore(sessionBackend()).read(draftKey);
    restored.current = true;
    // Only into fields still empty: anything typed before the form's code arrived stays as it is.
    if (draft) restore(draftable(draft as FormValues, skip) as FormValues);
    // Once: a later draft is this tab's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  useEffect(() => {
    const store = createDraftStore(sessionBackend());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      const kept = draftable(getValues(), skip);
      // An emptied form (after a reset or a successful send) leaves no draft behind.
      if (Object.values(kept).every(isEmpty)) store.remove(draftKey);
      else store.write(draftKey, kept);
    };
    const subscription = watch(() => {
      if (!restored.current) return;
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    });
    // A reload right after a keystroke still finds it.
    const flush = () => {
      if (timer !== undefined) save();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [draftKey, getValues, skip, watch]);

  return {
    clear() {
      createDraftStore(sessionBackend()).remove(draftKey);
    },
  };
}
