import { RFQ_DESCRIPTION_MAX_LENGTH } from '@mall/contract';
import { useId } from 'react';
import fieldStyles from '../../../components/form-field.module.css';

interface TextAreaFieldProps {
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  optionalText: string;
}

/** A longer optional text (the description), with its length counted. */
export function TextAreaField({ label, value, onValueChange, error, optionalText }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={fieldStyles.field} data-invalid={error ? 'true' : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
        <span className={fieldStyles.optional}>{optionalText}</span>
      </label>
      <textarea
        id={id}
        name="description"
        className={fieldStyles.input}
        rows={4}
        maxLength={RFQ_DESCRIPTION_MAX_LENGTH}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      <p className={error ? fieldStyles.error : fieldStyles.hint} role={error ? 'alert' : undefined}>
        {error ?? `${value.length}/${RFQ_DESCRIPTION_MAX_LENGTH}`}
      </p>
    </div>
  );
}
