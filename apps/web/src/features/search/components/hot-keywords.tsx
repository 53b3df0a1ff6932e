import { useTranslation } from '@mall/client/lib/use-translation';
import { useKeywordGuide } from '@mall/client/search/get-keyword-guide';
import styles from './search-ui.module.css';

/** What other buyers search and buy most, one tap to search it. */
export function HotKeywords({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const guide = useKeywordGuide();
  return (
    <section className={styles.section} aria-labelledby="search-hot-title" aria-busy={guide.isPending}>
      <div className={styles.sectionHead}>
        <h2 id="search-hot-title">{t('search.hot')}</h2>
      </div>
      {guide.isPending ? (
        <p className={styles.hint}>{t('search.loading')}</p>
      ) : guide.isError ? (
        <button type="button" className={styles.textButton} onClick={() => void guide.refetch()}>
          {t('list.retry')}
        </button>
      ) : guide.data.list.length === 0 ? (
        <p className={styles.hint}>{t('search.hotEmpty')}</p>
      ) : (
        <ul className={styles.chips}>
          {guide.data.list.map((keyword) => (
            <li key={keyword} className={styles.chip}>
              <button type="button" className={styles.chipText} onClick={() => onPick(keyword)}>
                {keyword}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
