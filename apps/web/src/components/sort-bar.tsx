import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MEMBER_ONLY_SORTS, type ProductSort } from '@mall/contract';
import type { ReactNode } from 'react';
import { promptLogin } from '../lib/login-prompt';
import styles from './sort-bar.module.css';

type Sort = ProductSort | 'relevance';
type Choice = Exclude<Sort, 'price_asc' | 'price_desc'> | 'price';

const isPrice = (sort: Sort) => (MEMBER_ONLY_SORTS as readonly Sort[]).includes(sort);

interface SortBarProps<S extends Sort> {
  /** The orders offered, in display order; the two price orders show as one toggle. */
  sorts: readonly S[];
  value: S;
  onChange(sort: S): void;
  /** A further control at the end of the bar, such as the way to the filters. */
  extra?: ReactNode;
}

/**
 * The order of a product list. Price is one button that toggles cheapest/dearest first; a visitor
 * who taps it is asked to log in, since only members may order by price.
 */
export function SortBar<S extends Sort>({ sorts, value, onChange, extra }: SortBarProps<S>) {
  const { t } = useTranslation();
  const loggedIn = useClientState((state) => state.userInfo?.login === 1);
  const choices = [...new Set(sorts.map((sort): Choice => (isPrice(sort) ? 'price' : (sort as Choice))))];

  const choose = (choice: Choice) => {
    if (choice !== 'price') return onChange(choice as S);
    if (!loggedIn) return void promptLogin();
    onChange((value === 'price_asc' ? 'price_desc' : 'price_asc') as S);
  };

  return (
    <div className={styles.bar} role="toolbar" aria-label={t('sort.label')}>
      {choices.map((choice) => {
        const active = choice === 'price' ? isPrice(value) : value === choice;
        const direction = value === 'price_desc' ? 'desc' : 'asc';
        return (
          <button
            key={choice}
            type="button"
            className={active ? `${styles.option} ${styles.active}` : styles.option}
            aria-pressed={active}
            title={choice === 'price' && active ? t(`sort.price_${direction}`) : undefined}
            onClick={() => choose(choice)}
            data-testid={`sort-${choice}`}
          >
            {t(`sort.${choice}`)}
            {choice === 'price' && (
              <span className={styles.arrows} aria-hidden>
                <span className={active && direction === 'asc' ? styles.on : undefined}>▲</span>
                <span className={active && direction === 'desc' ? styles.on : undefined}>▼</span>
              </span>
            )}
          </button>
        );
      })}
      {extra}
    </div>
  );
}
