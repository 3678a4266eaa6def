'use client';

import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { FormValues } from '@/lib/enquiry/contract';
import { checkPdf, pdfDataUrl } from '@/lib/enquiry/pdf';
import { FileFrame, PDF_ACCEPT, type FileSlotProps } from './form-field';
import styles from './enquiry-form.module.css';

export interface FileFieldProps extends FileSlotProps {
  /** A file chosen in the pre-rendered form before this one took over: checked and kept. */
  initialFile?: File;
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The resume: checked (type, first bytes, size) as soon as it is chosen, then held as a base64 data URL. */
export function FileField({ field, id, describedBy, error, initialFile }: FileFieldProps) {
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

  const accept = async (file: File, input: HTMLInputElement | null) => {
    const check = await checkPdf(file);
    if (!check.ok) {
      controller.onChange('');
      setChosen(null);
      if (input) input.value = '';
      setError(field.name, { type: 'file', message: check.message }, { shouldFocus: true });
      return;
    }
    controller.onChange(await pdfDataUrl(file));
    setChosen({ name: file.name, size: file.size });
    clearErrors(field.name);
  };

  // Carried over from the pre-rendered form: shown in the input again and checked like a new choice.
  const carried = useRef(initialFile);
  useEffect(() => {
    const file = carried.current;
    carried.current = undefined;
    if (!file || !inputRef.current) return;
    try {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      inputRef.current.files = transfer.files;
    } catch {
      // Older browsers cannot set files; the value is kept all the same.
    }
    void accept(file, inputRef.current);
    // Once, on mount: the carried file is read from a ref, and `accept` of the first render is the one to use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file) await accept(file, input);
  };

  const remove = () => {
    controller.onChange('');
    inputRef.current?.focus();
  };

  return (
    <FileFrame field={field} id={id} error={error}>
      <input
        ref={(element) => {
          inputRef.current = element;
          controller.ref(element);
        }}
        id={id}
        name={controller.name}
        type="file"
        accept={PDF_ACCEPT}
        className={styles.file}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        required={field.required}
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
    </FileFrame>
  );
}
