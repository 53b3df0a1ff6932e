import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** How the API writes a day, and how the picker shows it. */
const DAY_FORMAT = 'YYYY-MM-DD';

interface DayPickerProps {
  id?: string;
  /** The day chosen (YYYY-MM-DD), or '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** Days that may be chosen; the others are greyed out in the calendar. */
  isAllowed?(day: string): boolean;
  invalid?: boolean;
}

/**
 * antd's date picker over a day as the API writes it, for the desktop front ends: its calendar and
 * placeholder in the interface language (a native date input speaks the browser's instead).
 */
export function DayPicker({ id, value, onChange, onBlur, isAllowed, invalid = false }: DayPickerProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DAY_FORMAT}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange(day ? day.format(DAY_FORMAT) : '')}
      onBlur={onBlur}
      disabledDate={isAllowed ? (day) => !isAllowed(day.format(DAY_FORMAT)) : undefined}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
    />
  );
}
