import type { InquiryFormField } from '@/content/types';
import { plainLabel } from '@/lib/enquiry/contract';
import styles from './enquiry-form.module.css';

export interface FormSkeletonProps {
  fields: readonly InquiryFormField[];
}

/*
 * The pre-rendered stand-in for an enquiry form until its island loads: the same markup and classes as the
 * live form (enquiry-form.tsx, form-field.tsx, file-field.tsx), so the swap moves nothing on the page (no
 * layout shift) and visitors see the form's shape at once. It is inert and hidden from assistive
 * technology; the sentence below says what it is. Keep it in step with the live form's layout.
 */
export function FormSkeleton({ fields }: FormSkeletonProps) {
  return (
    <>
      <p className="visually-hidden">The form loads as you scroll here.</p>
      <div className={styles.form} aria-hidden="true" inert data-testid="form-skeleton">
        <div className={styles.grid}>
          {fields.map((field) => (
            <SkeletonField key={field.name} field={field} />
          ))}
        </div>
        <div className={styles.consent}>
          <input type="checkbox" disabled />
          <span>
            I have read the Privacy Policy and consent to being contacted about my enquiry.
            <span className={styles.required}> *</span>
          </span>
        </div>
        <button type="button" className={styles.submit} disabled>
          Submit Inquiry
        </button>
      </div>
    </>
  );
}

function SkeletonField({ field }: { field: InquiryFormField }) {
  const label = (
    <>
      {plainLabel(field)}
      {field.required ? <span className={styles.required}> *</span> : <span className={styles.optional}> (optional)</span>}
    </>
  );
  const hint = field.hint && <p className={styles.hint}>{field.hint}</p>;

  if (field.type === 'select' && field.multiple) {
    return (
      <fieldset className={`${styles.field} ${styles.wide}`} disabled>
        <legend className={styles.label}>{label}</legend>
        {hint}
        <div className={styles.checkGrid}>
          {field.options?.map((option) => (
            <span key={option.value} className={styles.check}>
              <input type="checkbox" disabled />
              <span>{option.label}</span>
            </span>
          ))}
        </div>
      </fieldset>
    );
  }

  let control;
  if (field.type === 'file') control = <input type="file" className={styles.file} disabled />;
  else if (field.type === 'select')
    control = (
      <select className={styles.control} disabled>
        <option>Select an option</option>
      </select>
    );
  else if (field.type === 'textarea') control = <textarea className={styles.control} rows={4} disabled />;
  else control = <input type="text" className={styles.control} disabled />;

  return (
    <div className={`${styles.field} ${field.type === 'textarea' || field.type === 'file' ? styles.wide : ''}`}>
      <span className={styles.label}>{label}</span>
      {hint}
      {control}
    </div>
  );
}
