'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext, type FieldError } from 'react-hook-form';
import type { InquiryFormField } from '@/content/types';
import type { FormValues } from '@/lib/enquiry/contract';
import { checkPdf, pdfDataUrl } from '@/lib/enquiry/pdf';
import styles from './enquiry-form.module.css';

export interface FileFieldProps {
  field: InquiryFormField;
  id: string;
  label: string;
  marker: ReactNode;
  hint: ReactNode;
  describedBy?: string;
  error?: FieldError;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The resume: checked (type, first bytes, size) as soon as it is chosen, then held as a base64 data URL. */
export function FileField({ field, id, label, marker, hint, describedBy, error }: FileFieldProps) {
  const { control, setError, clearErrors } = useFormContext<FormValues>();
  const { field: controller } = useController({ name: field.name, control });
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const value = typeof controller.value === 'string' ? controller.value : '';
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A reset (after a successful send) empties the value: empty the native input too.
  useEffect(() => {
    if (value === '' && inputRef.current) {
      inputRef.current.value = '';
      setChosen(null);
    }
  }, [value]);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const check = await checkPdf(file);
    if (!check.ok) {
      controller.onChange('');
      setChosen(null);
      input.value = '';
      setError(field.name, { type: 'file', message: check.message }, { shouldFocus: true });
      return;
    }
    controller.onChange(await pdfDataUrl(file));
    setChosen({ name: file.name, size: file.size });
    clearErrors(field.name);
  };

  const remove = () => {
    controller.onChange('');
    inputRef.current?.focus();
  };

  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {marker}
      </label>
      {hint}
      <input
        ref={(element) => {
          inputRef.current = element;
          controller.ref(element);
        }}
        id={id}
        name={controller.name}
        type="file"
        accept="application/pdf,.pdf"
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        onChange={onChange}
        onBlur={controller.onBlur}
      />
      {value && chosen && (
        <p className={styles.fileChosen}>
          <span>
            Attached: <strong>{chosen.name}</strong> ({formatSize(chosen.size)})
          </span>
          <button type="button" className={styles.linkButton} onClick={remove}>
            Remove<span className="visually-hidden"> {chosen.name}</span>
          </button>
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
