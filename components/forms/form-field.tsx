'use client';

import type { FieldError, UseFormRegister } from 'react-hook-form';
import type { InquiryFormField } from '@/content/types';
import { plainLabel, type FormValues } from '@/lib/enquiry/contract';
import { FileField } from './file-field';
import styles from './enquiry-form.module.css';

export interface FormFieldProps {
  field: InquiryFormField;
  id: string;
  register: UseFormRegister<FormValues>;
  error?: FieldError;
}

/** Label, optional hint, the control and its inline error, tied together with ids and aria. */
export function FormField({ field, id, register, error }: FormFieldProps) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const label = plainLabel(field);
  const marker = field.required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className={styles.optional}> (optional)</span>
  );
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    className: styles.control,
  };
  const hint = field.hint && (
    <p id={hintId} className={styles.hint}>
      {field.hint}
    </p>
  );
  const message = error?.message && (
    <p id={errorId} className={styles.error} role="alert">
      {error.message}
    </p>
  );

  if (field.type === 'select' && field.multiple) {
    // A multi-select as a group of checkboxes: usable by touch and keyboard, unlike <select multiple>.
    return (
      <fieldset className={`${styles.field} ${styles.wide}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={styles.label}>
          {label}
          {marker}
        </legend>
        {hint}
        <div className={styles.checkGrid}>
          {field.options?.map((option, index) => (
            <label key={option.value} className={styles.check}>
              <input type="checkbox" value={String(option.value)} id={index === 0 ? id : `${id}-${option.value}`} {...register(field.name)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  if (field.type === 'file') {
    return <FileField field={field} id={id} label={label} marker={marker} hint={hint} describedBy={describedBy} error={error} />;
  }

  let control;
  if (field.type === 'select') {
    control = (
      <select {...common} {...register(field.name)}>
        <option value="">Select an option</option>
        {field.options?.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} rows={4} {...register(field.name)} />;
  } else if (field.type === 'number') {
    control = (
      <input
        {...common}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        // A wheel over a focused number input would silently change the value: let the page scroll instead.
        onWheel={(event) => event.currentTarget.blur()}
        {...register(field.name)}
      />
    );
  } else {
    control = <input {...common} type={field.type} autoComplete={field.autoComplete} {...register(field.name)} />;
  }

  return (
    <div className={`${styles.field} ${field.type === 'textarea' ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {marker}
      </label>
      {hint}
      {control}
      {message}
    </div>
  );
}
