import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  /** Shown under the field while it has no error (a hint, an example). */
  hint?: string;
  optional?: boolean;
  optionalText?: string;
  /** Beside the input: a "Send code" button, say. */
  addon?: ReactNode;
}

/** A labelled input with its message underneath, in the user's language (UI.md: errors under the field). */
export function FormField({
  label,
  value,
  onValueChange,
  error,
  hint,
  optional,
  optionalText,
  addon,
  ...input
}: FormFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional && optionalText && <span className={styles.optional}>{optionalText}</span>}
      </label>
      <div className={styles.row}>
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {addon}
      </div>
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}

/** A row that opens a picker: looks like a field, behaves like a button. */
export function PickerField({
  label,
  display,
  placeholder,
  error,
  onOpen,
}: {
  label: string;
  display: string;
  placeholder: string;
  error?: string;
  onOpen(): void;
}) {
  const id = useId();
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`${styles.input} ${styles.picker}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onClick={onOpen}
      >
        <span id={`${id}-value`} className={display ? undefined : styles.placeholder}>
          {display || placeholder}
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </button>
      {error && (
        <p id={`${id}-message`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
