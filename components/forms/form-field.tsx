import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { InquiryFormField } from '@/content/types';
import type { FormWords } from '@/content/forms/words';
import { plainLabel } from '@/lib/enquiry/labels';
import styles from './enquiry-form.module.css';

/**
 * What a control is bound with: its name alone in the pre-rendered form (the browser posts it), or
 * react-hook-form's `register(name)` once the enhanced form has taken over. The markup is the same.
 */
export type ControlBinding = Pick<UseFormRegisterReturn, 'name'> & Partial<Omit<UseFormRegisterReturn, 'name'>>;

export interface FormFieldProps {
  field: InquiryFormField;
  id: string;
  bind: (name: string) => ControlBinding;
  error?: string;
  /** The form's words in the page's language. */
  words: FieldWords;
}

export type FieldWords = Pick<FormWords, 'optional' | 'selectOption'>;

/** The empty element after a file input where the enhanced form names the attached file. */
export const attachedSlotId = (id: string) => `${id}-attached`;

function Marker({ required, optional }: { required: boolean; optional: string }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  ) : (
    <span className={styles.optional}> {optional}</span>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** Label, hint, the control (children) and the inline error of a file field. */
function FileFrame({ field, id, error, words, children }: { field: InquiryFormField; id: string; error?: string; words: FieldWords; children: ReactNode }) {
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label htmlFor={id} className={styles.label}>
        {plainLabel(field)}
        <Marker required={field.required} optional={words.optional} />
      </label>
      {field.hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

const PDF_ACCEPT = 'application/pdf,.pdf';

/** Label, optional hint, the control and its inline error, tied together with ids and aria. */
export function FormField({ field, id, bind, error, words }: FormFieldProps) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const label = plainLabel(field);
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    // Without JavaScript the browser checks what it can before posting; the enhanced form sets noValidate
    // and shows the schema's messages instead.
    required: field.required,
    className: styles.control,
  };
  const hint = field.hint && (
    <p id={hintId} className={styles.hint}>
      {field.hint}
    </p>
  );

  if (field.type === 'select' && field.multiple) {
    // A multi-select as a group of checkboxes: usable by touch and keyboard, unlike <select multiple>;
    // without JavaScript each ticked box posts the same name once.
    return (
      <fieldset className={`${styles.field} ${styles.wide}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className={styles.label}>
          {label}
          <Marker required={field.required} optional={words.optional} />
        </legend>
        {hint}
        <div className={styles.checkGrid}>
          {field.options?.map((option, index) => (
            <label key={option.value} className={styles.check}>
              <input type="checkbox" value={String(option.value)} id={index === 0 ? id : `${id}-${option.value}`} {...bind(field.name)} />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  if (field.type === 'file') {
    return (
      <FileFrame field={field} id={id} error={error} words={words}>
        <input
          id={id}
          type="file"
          accept={PDF_ACCEPT}
          className={styles.file}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          required={field.required}
          {...bind(field.name)}
        />
        <div id={attachedSlotId(id)} className={styles.slot} />
      </FileFrame>
    );
  }

  let control;
  if (field.type === 'select') {
    control = (
      <select {...common} {...bind(field.name)}>
        <option value="">{words.selectOption}</option>
        {field.options?.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = <textarea {...common} rows={4} {...bind(field.name)} />;
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
        {...bind(field.name)}
      />
    );
  } else {
    control = <input {...common} type={field.type} autoComplete={field.autoComplete} {...bind(field.name)} />;
  }

  return (
    <div className={`${styles.field} ${field.type === 'textarea' ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <Marker required={field.required} optional={words.optional} />
      </label>
      {hint}
      {control}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
