'use client';

import { useEffect, useRef, useState } from 'react';
import { formWords } from '@/content/forms/words';
import { EnquiryEnhancer } from './enquiry-enhancer';
import { EnquiryFormMarkup, enquiryAction, targetKind } from './form-markup';
import type { DeferredEnquiryFormProps, FormEnhancement } from './enquiry-form-types';

const plain = (name: string) => ({ name });

/**
 * The enquiry form's island (deferred-enquiry-form.tsx places it): the pre-rendered HTML holds the real
 * form, which posts natively to the endpoint. When the island wakes (as the form nears the viewport once
 * the visitor scrolls, at the first focus, pointer or key in it, or at once for a link to the form or a
 * draft to restore) it hydrates, and EnquiryEnhancer (React Hook Form, zod, ky) attaches to this same form
 * and its controls: the markup is rendered once, by this component, and only gains handlers and
 * attributes, so the code may arrive at any moment, even mid-word in an input method, and nothing the
 * visitor is doing is disturbed. If that code never arrives, the pre-rendered form keeps working as it is.
 */
export default function EnquiryFormIsland({ target, fields, formId, label, locale, words = formWords, privacyHref }: DeferredEnquiryFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [enhancement, setEnhancement] = useState<FormEnhancement | null>(null);
  const kind = targetKind(target);

  // Hydrated: the enhancer takes the form over in the next commit.
  useEffect(() => setForm(formRef.current), []);

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
        words={words}
        locale={locale}
        privacyHref={privacyHref}
      />
      {form && <EnquiryEnhancer form={form} target={target} fields={fields} formId={formId} label={label} locale={locale} words={words} onChange={setEnhancement} />}
    </>
  );
}
