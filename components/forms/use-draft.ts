'use client';

import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '@/lib/enquiry/contract';
import { browserStorage } from '@/lib/storage';

export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 400;

type Draft = {
  savedAt: number;
  values: FormValues;
};

/** Fields never kept in a draft: the file (too large, and personal), consent (asked each time), the honeypot. */
function draftable(values: FormValues, skip: readonly string[]): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !skip.includes(name) && name !== 'consent' && name !== 'website'));
}

/**
 * Keeps what the visitor types in encrypted local storage (per form), restores it on return, and
 * drops it after 7 days. `clear()` is called on a successful send.
 */
export function useDraft(form: UseFormReturn<FormValues>, draftKey: string, skip: readonly string[]) {
  const restored = useRef(false);
  const { watch, reset, getValues } = form;

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    let cancelled = false;
    void storage.get<Draft>(draftKey).then((draft) => {
      if (cancelled) return;
      restored.current = true;
      if (!draft || typeof draft !== 'object' || Date.now() - draft.savedAt > DRAFT_MAX_AGE_MS) {
        if (draft) storage.remove(draftKey);
        return;
      }
      // Keep anything typed before the draft finished decrypting.
      const current = getValues();
      const merged: FormValues = { ...current };
      for (const [name, value] of Object.entries(draft.values)) {
        const now = current[name];
        const untouched = now === '' || (Array.isArray(now) && now.length === 0);
        if (name in current && untouched) merged[name] = value;
      }
      reset(merged, { keepDefaultValues: true });
    });
    return () => {
      cancelled = true;
    };
  }, [draftKey, getValues, reset]);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = watch((values) => {
      if (!restored.current) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const kept = draftable(values as FormValues, skip);
        const empty = Object.values(kept).every((v) => v === '' || (Array.isArray(v) && v.length === 0));
        // An emptied form (after a reset or a successful send) leaves no draft behind.
        if (empty) storage.remove(draftKey);
        else void storage.set(draftKey, { savedAt: Date.now(), values: kept } satisfies Draft);
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [draftKey, skip, watch]);

  return {
    clear() {
      browserStorage()?.remove(draftKey);
    },
  };
}
