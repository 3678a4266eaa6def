'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { InquiryFormField } from '@/content/types';
import type { FormValues } from '@/lib/enquiry/contract';
import type { CarriedOver, EnquiryFormProps } from './enquiry-form';
import { createDraftStore, sessionBackend } from '@/lib/storage';
import { EnquiryFormMarkup, enquiryAction, targetKind, type EnquiryTarget } from './form-markup';

export interface DeferredEnquiryFormProps {
  target: EnquiryTarget;
  fields: readonly InquiryFormField[];
  formId: string;
  label: string;
}

const plain = (name: string) => ({ name });

/** What the visitor has put into the pre-rendered form so far, and where they are in it. */
function readForm(form: HTMLFormElement, fields: readonly InquiryFormField[]): CarriedOver {
  const data = new FormData(form);
  const values: FormValues = {};
  const files: Record<string, File> = {};
  for (const field of fields) {
    if (field.type === 'file') {
      const file = data.get(field.name);
      if (file instanceof File && file.size > 0) files[field.name] = file;
    } else if (field.multiple) {
      values[field.name] = data.getAll(field.name).map(String);
    } else {
      const value = data.get(field.name);
      values[field.name] = typeof value === 'string' ? value : '';
    }
  }
  values.consent = data.has('consent');
  values.website = String(data.get('website') ?? '');
  const active = document.activeElement;
  let focus: CarriedOver['focus'];
  if ((active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) && active.form === form && active.name) {
    const caret = active instanceof HTMLSelectElement ? null : active.selectionStart;
    focus = {
      name: active.name,
      value: active instanceof HTMLInputElement && active.type === 'checkbox' ? active.value : undefined,
      start: caret ?? null,
      end: active instanceof HTMLSelectElement ? null : (active.selectionEnd ?? null),
    };
  }
  return { values, files, focus };
}

/** Whether the visitor has already been at the form: focus in it, or a field that no longer holds its pre-rendered value. */
function startedOn(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement)) return true;
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked;
      if (element.type === 'file') return (element.files?.length ?? 0) > 0;
      return element.type !== 'hidden' && element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      if (element.multiple) return options.some((option) => option.selected !== option.defaultSelected);
      // Without a `selected` attribute the browser starts on the first option it can select.
      const initial = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
      return element.selectedIndex !== (initial?.index ?? -1);
    }
    return false;
  });
}

/**
 * An enquiry form that works from the first paint: the pre-rendered HTML holds the real form (same markup
 * as the enhanced one), which posts natively to the endpoint. React Hook Form, zod and ky load only when
 * the form is first used (focus, a pointer over it, or already filled in when the framework arrives), as
 * it nears the viewport once the visitor scrolls, or at once for a link to the form or a draft to
 * restore: a page that is only read never pays for them
 * (the contact form sits in the first screen). Then the enhanced form takes its place with whatever the
 * visitor has typed, chosen and focused so far, in one synchronous render (no input in between, no shift).
 * If that code never arrives, the pre-rendered form keeps working as it is.
 */
export function DeferredEnquiryForm({ target, fields, formId, label }: DeferredEnquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState<{ Form: ComponentType<EnquiryFormProps>; carried: CarriedOver } | null>(null);
  const kind = targetKind(target);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    let started = false;
    let cancelled = false;
    // A press in progress (e.g. on Submit Inquiry) finishes on the form it started on: the swap waits for
    // it, and a native submission it started is left to go ahead.
    let pressing = false;
    let submitted = false;
    let pendingSwap: (() => void) | null = null;
    let loaded: ComponentType<EnquiryFormProps> | null = null;
    const swap = () => {
      const current = formRef.current;
      if (cancelled || submitted || !current || !loaded) return;
      const carried = readForm(current, fields);
      const Form = loaded;
      flushSync(() => setEnhanced({ Form, carried }));
    };
    const load = () => {
      if (started) return;
      started = true;
      import('./enquiry-form').then(
        ({ EnquiryForm }) => {
          loaded = EnquiryForm;
          if (pressing) pendingSwap = swap;
          else swap();
        },
        (error: unknown) => {
          // The pre-rendered form still posts natively; a later interaction may try again.
          started = false;
          console.warn('The enquiry form could not load its script; it will be sent without it.', error);
        },
      );
    };
    const onPointerDown = () => {
      pressing = true;
      load();
    };
    const onPointerUp = () => {
      // After the click (and any submission) this press causes.
      setTimeout(() => {
        pressing = false;
        const swap = pendingSwap;
        pendingSwap = null;
        swap?.();
      }, 0);
    };
    const onSubmit = () => {
      submitted = true;
    };
    // Back from the confirmation or "please correct" page, restored as it was: take over now.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !submitted) return;
      submitted = false;
      swap();
    };
    window.addEventListener('pageshow', onPageShow);
    // At once when the visitor came for the form (its hash), comes back to a draft of it (a reload) or
    // was already filling it in before the framework arrived; otherwise not before they act: a page that
    // is only read never pays for the form's code.
    if (window.location.hash === '#inquiry' || window.location.hash === '#contact-form' || createDraftStore(sessionBackend()).read(`draft:${formId}`) || startedOn(element)) load();
    // Once they scroll, as the form nears the viewport.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '600px 0px' });
    const onScroll = () => observer.observe(element);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    // Keyboard and assistive-technology users may jump here without scrolling; a mouse over the form
    // announces a click.
    element.addEventListener('focusin', load);
    element.addEventListener('pointerover', load);
    element.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
    element.addEventListener('submit', onSubmit);
    return () => {
      cancelled = true;
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerover', load);
      element.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      element.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [fields, formId]);

  if (enhanced) {
    const { Form, carried } = enhanced;
    return <Form target={target} fields={fields} formId={formId} label={label} carried={carried} />;
  }
  return <EnquiryFormMarkup fields={fields} formId={formId} label={label} action={kind ? enquiryAction(kind) : ''} bind={plain} enhanced={false} formRef={formRef} />;
}
