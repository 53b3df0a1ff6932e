import { useTranslation } from '@mall/client/lib/use-translation';
import type { SearchHistory } from '@mall/client/search/use-search-history';
import { Dialog } from 'antd-mobile';
import { CloseOutline, DeleteOutline } from 'antd-mobile-icons';
import styles from './search-ui.module.css';

/** The buyer's past keywords, newest first; each can be searched again or deleted, or all at once. */
export function HistorySection({ history, onPick }: { history: SearchHistory; onPick: (keyword: string) => void }) {
  const { t } = useTranslation();

  const remove = async (keyword: string | undefined) => {
    const confirmed = await Dialog.confirm({
      content: keyword === undefined ? t('search.clearHistoryConfirm') : t('search.deleteOneConfirm', { keyword }),
      confirmText: t('search.delete'),
      cancelText: t('search.cancel'),
    });
    if (!confirmed) return;
    try {
      await history.remove(keyword);
    } catch {
      // the API client has told the buyer
    }
  };

  if (history.loading || history.list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-history-title">
      <div className={styles.sectionHead}>
        <h2 id="search-history-title">{t('search.history')}</h2>
        <button type="button" className={styles.textButton} onClick={() => void remove(undefined)}>
          <DeleteOutline aria-hidden="true" /> {t('search.clearHistory')}
        </button>
      </div>
      <ul className={styles.chips}>
        {history.list.map((record) => (
          <li key={record.keyword} className={styles.chip}>
            <button type="button" className={styles.chipText} onClick={() => onPick(record.keyword)}>
              {record.keyword}
            </button>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t('search.deleteOne', { keyword: record.keyword })}
              onClick={() => void remove(record.keyword)}
            >
              <CloseOutline aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
