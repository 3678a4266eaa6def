'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import { differsFromDefault } from '@/lib/form-controls';
import { createDraftStore, sessionBackend } from '@/lib/storage';
import { EnquiryFormMarkup, enquiryAction, targetKind } from './form-markup';
import type { DeferredEnquiryFormProps, EnhancerProps, FormEnhancement } from './enquiry-form-types';

const plain = (name: string) => ({ name });

/** Whether the visitor has already been at the form: focus in it, or a field that no longer holds its pre-rendered value. */
function startedOn(form: HTMLFormElement): boolean {
  return form.contains(document.activeElement) || Array.from(form.elements).some(differsFromDefault);
}

/**
 * An enquiry form that works from the first paint: the pre-rendered HTML holds the real form, which posts
 * natively to the endpoint. React Hook Form, zod and ky load only when the form is first used (focus, a
 * pointer over it, or already filled in when the framework arrives), as it nears the viewport once the
 * visitor scrolls, or at once for a link to the form or a draft to restore: a page that is only read never
 * pays for them. Then EnquiryEnhancer attaches to this same form and its controls: the markup is rendered
 * once, by this component, and only gains handlers and attributes, so the code may arrive at any moment,
 * even mid-word in an input method, and nothing the visitor is doing is disturbed. If that code never
 * arrives, the pre-rendered form keeps working as it is.
 */
export function DeferredEnquiryForm({ target, fields, formId, label }: DeferredEnquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [enhancer, setEnhancer] = useState<{ Enhancer: ComponentType<EnhancerProps>; form: HTMLFormElement } | null>(null);
  const [enhancement, setEnhancement] = useState<FormEnhancement | null>(null);
  const kind = targetKind(target);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    let started = false;
    let cancelled = false;
    const load = () => {
      if (started) return;
      started = true;
      import('./enquiry-enhancer').then(
        ({ EnquiryEnhancer }) => {
          if (!cancelled) setEnhancer({ Enhancer: EnquiryEnhancer, form: element });
        },
        (error: unknown) => {
          // The pre-rendered form still posts natively; a later interaction may try again.
          started = false;
          console.warn('The enquiry form could not load its script; it will be sent without it.', error);
        },
      );
    };
    // At once when the visitor came for the form (its hash), comes back to a draft of it (a reload) or
    // was already filling it in before the framework arrived; otherwise not before they act: a page that
    // is only read never pays for the form's code.
    if (window.location.hash === '#inquiry' || window.location.hash === '#contact-form' || createDraftStore(sessionBackend()).read(`draft:${formId}`) || startedOn(element)) load();
    // Once they scroll, as the form nears the viewport.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: '600px 0px' });
    const onScroll = () => observer.observe(element);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    // Keyboard and assistive-technology users may jump here without scrolling; a pointer over the form or
    // a touch on it announces a tap.
    const events = ['focusin', 'pointerover', 'pointerdown'] as const;
    for (const type of events) element.addEventListener(type, load);
    return () => {
      cancelled = true;
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      for (const type of events) element.removeEventListener(type, load);
    };
  }, [formId]);

  const Enhancer = enhancer?.Enhancer;
  return (
    <>
      <EnquiryFormMarkup
        fields={fields}
        formId={formId}
        label={label}
        action={kind ? enquiryAction(kind) : ''}
        bind={enhancement?.bind ?? plain}
        enhanced={enhancement !== null}
        errors={enhancement?.errors}
        busy={enhancement?.busy}
        hidden={enhancement?.hidden}
        onSubmit={enhancement?.onSubmit}
        formRef={formRef}
      />
      {Enhancer && <Enhancer form={enhancer.form} target={target} fields={fields} formId={formId} label={label} onChange={setEnhancement} />}
    </>
  );
}
