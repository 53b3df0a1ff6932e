import { useId } from 'react';
import fieldStyles from '../../../components/form-field.module.css';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  placeholder: string;
  maxLength: number;
  error?: string;
  /** Said beside the label of a field that may stay empty. */
  optionalText?: string;
  name: string;
}

/** A labelled text of several lines with its message underneath, like the form's other fields. */
export function TextAreaField({
  label,
  value,
  onValueChange,
  onBlur,
  placeholder,
  maxLength,
  error,
  optionalText,
  name,
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
        {optionalText && <span className={fieldStyles.optional}>{optionalText}</span>}
      </label>
      <textarea
        id={id}
        name={name}
        className={fieldStyles.input}
        rows={3}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
      />
      {error && (
        <p id={`${id}-message`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
