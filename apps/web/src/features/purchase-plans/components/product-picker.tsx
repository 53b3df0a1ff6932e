import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useDebounced } from '@mall/client/lib/use-debounced';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSearchResults } from '@mall/client/search/get-search-results';
import { DEFAULT_SEARCH_SORT, type Product } from '@mall/contract';
import { Popup } from 'antd-mobile';
import { CloseOutline, PictureOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { InfiniteMore } from '../../../components/infinite-more';
import { ListFailed, ListSkeleton } from '../../../components/list-states';
import styles from './purchase-plans.module.css';

/** A pause in typing sends one search, not one per key. */
const TYPING_PAUSE_MS = 300;

/** A sheet to find a catalogue product by the search the shop uses, and pick it for a line. */
export function ProductPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose(): void;
  onPick(product: Product): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ height: '85vh', borderRadius: '12px 12px 0 0', display: 'flex', flexDirection: 'column' }}
    >
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            {t('purchasePlans.searchProduct')}
          </h2>
          <button type="button" className={styles.iconButton} aria-label={t('purchasePlans.close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <ProductSearch onPick={onPick} />
      </div>
    </Popup>
  );
}

function ProductSearch({ onPick }: { onPick(product: Product): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword.trim(), TYPING_PAUSE_MS);
  const results = useSearchResults({ keyword: settled, sort: DEFAULT_SEARCH_SORT, filters: {} });
  const hits = results.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <FormField
        label={t('purchasePlans.searchProduct')}
        type="search"
        enterKeyHint="search"
        value={keyword}
        onValueChange={setKeyword}
        hint={t('purchasePlans.searchHint')}
        name="product_search"
      />
      <div className={styles.sheetBody}>
        {settled === '' ? null : results.isPending ? (
          <ListSkeleton />
        ) : results.isError ? (
          <ListFailed message={t('purchasePlans.searchFailed')} onRetry={() => results.refetch()} />
        ) : hits.length === 0 ? (
          <p className={styles.sheetNote} data-testid="product-search-none">
            {t('purchasePlans.searchNone', { keyword: settled })}
          </p>
        ) : (
          <>
            <ul className={styles.hits}>
              {hits.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className={styles.hit}
                    aria-label={t('purchasePlans.pick', { name: product.name })}
                    onClick={() => onPick(product)}
                    data-testid="product-hit"
                  >
                    {product.image ? (
                      <PictureImg
                        className={styles.thumb}
                        src={product.image}
                        place={PICTURE_PLACES.thumb}
                        alt=""
                        loading="lazy"
                      />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true">
                        <PictureOutline />
                      </span>
                    )}
                    <span className={styles.hitText}>
                      <span className={styles.hitName}>{product.name}</span>
                      <small className={styles.hitNote}>
                        {[product.brand, product.unit].filter(Boolean).join(' · ')}
                      </small>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {results.hasNextPage && <InfiniteMore pages={results} />}
          </>
        )}
      </div>
    </>
  );
}
