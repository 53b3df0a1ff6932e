import { type ReactNode, useId } from 'react';
import fieldStyles from '../../../components/form-field.module.css';

interface NativeSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  placeholder: string;
  onChange(value: string): void;
  error?: string;
  name: string;
  /** Beside the select: a "New project" button, say. */
  addon?: ReactNode;
}

/** The phone's own picker, styled like the other fields, with its message underneath. */
export function NativeSelect({ label, value, options, placeholder, onChange, error, name, addon }: NativeSelectProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.row}>
        <select
          id={id}
          name={name}
          className={fieldStyles.input}
          style={{ fontFamily: 'inherit' }}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
        >
          {!value && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {addon}
      </div>
      {error && (
        <p id={`${id}-message`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
