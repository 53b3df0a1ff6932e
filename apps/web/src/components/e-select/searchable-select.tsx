import { filterOptions, type SelectType, useSelectOptions } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Popup, SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import styles from './searchable-select.module.css';

interface SelectListProps {
  type: SelectType;
  value: string;
  onSelect(value: string, label: string): void;
}

/** A search box over a list; the chosen entry is ticked. The body of the select page and popup. */
export function SelectList({ type, value, onSelect }: SelectListProps) {
  const { t } = useTranslation();
  const options = useSelectOptions(type);
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterOptions(options.data ?? [], keyword), [options.data, keyword]);

  return (
    <div className={styles.select}>
      <div className={styles.search}>
        <SearchBar
          placeholder={t('select.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          aria-label={t('select.searchLabel')}
        />
      </div>
      {options.isPending ? (
        <div className="page-skeleton" role="status" aria-label={t('app.loading')}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-short" />
        </div>
      ) : options.isError ? (
        <div className="page-message">
          <p>{t('select.loadFailed')}</p>
          <button type="button" className="text-link" onClick={() => void options.refetch()}>
            {t('app.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="page-message">{t('select.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t(`select.types.${type}`)}>
          {shown.map((option) => {
            const chosen = option.value === value;
            return (
              <li key={option.value}>
                <button
                  type="button"
                  className={styles.option}
                  aria-pressed={chosen}
                  onClick={() => onSelect(option.value, option.label)}
                >
                  <span>{option.label}</span>
                  {chosen && <CheckOutline aria-hidden="true" className={styles.check} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The same list in a bottom sheet, for forms that must not lose what was typed. */
export function SelectPopup({ visible, onClose, ...list }: SelectListProps & { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
      destroyOnClose
      aria-label={t(`select.types.${list.type}`)}
    >
      <div className={styles.popupHeader}>
        <h2>{t(`select.types.${list.type}`)}</h2>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('select.cancel')}
        </button>
      </div>
      <SelectList
        {...list}
        onSelect={(value, label) => {
          list.onSelect(value, label);
          onClose();
        }}
      />
    </Popup>
  );
}
