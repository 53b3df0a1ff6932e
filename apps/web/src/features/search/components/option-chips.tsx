import styles from './search-ui.module.css';

export interface ChipOption<T> {
  value: T;
  label: string;
}

/** One choice of a few, or none: tapping the chosen chip again clears it. */
export function OptionChips<T>({
  options,
  value,
  onChange,
  label,
}: {
  options: ChipOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  label: string;
}) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <li key={String(option.value)}>
            <button
              type="button"
              className={active ? `${styles.option} ${styles.optionActive}` : styles.option}
              aria-pressed={active}
              onClick={() => onChange(active ? undefined : option.value)}
            >
              {option.label}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
