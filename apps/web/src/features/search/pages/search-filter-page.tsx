import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSearchFacets } from '@mall/client/search/get-search-facets';
import {
  filtersFromQuery,
  LEAD_TIME_CHOICES,
  type SearchFilters,
  STORE_SCORE_CHOICES,
} from '@mall/client/search/search-filters';
import {
  DEFAULT_SEARCH_SORT,
  ErrorCode,
  QUANTITY_MAX,
  SEARCH_PRICE_MAX,
  SEARCH_SORTS,
  type SearchSort,
} from '@mall/contract';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { currentRoute, loginUrl } from '../../../lib/navigation';
import type { PageProps } from '../../../lib/page-props';
import { useChipLabel } from '../components/active-filters';
import { KeywordMissing } from '../components/keyword-missing';
import { type ChipOption, OptionChips } from '../components/option-chips';
import { resultsPath } from '../components/search-link';
import styles from '../components/search-ui.module.css';

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The offered choices, and the chosen one too when it is not among them, so it shows as selected. */
function withChosen<T>(options: ChipOption<T>[], chosen: T | undefined, label: (value: T) => string): ChipOption<T>[] {
  if (chosen === undefined || options.some((option) => option.value === chosen)) return options;
  return [{ value: chosen, label: label(chosen) }, ...options];
}

/**
 * `/pages/home/searchFilter?keyword=&sort=&<filters>`: categories and brands of the keyword's hits,
 * price range (members), MOQ, lead time and store score, starting from the filters of the search it
 * was opened from. Applying shows the results of the keyword with the new filters.
 */
export default function SearchFilterPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keyword = (query.keyword ?? '').trim();
  const sort: SearchSort = SEARCH_SORTS.find((known) => known === query.sort) ?? DEFAULT_SEARCH_SORT;
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const [draft, setDraft] = useState<SearchFilters>(() => filtersFromQuery(query));
  const [priceMin, setPriceMin] = useState(draft.price_min?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(draft.price_max?.toString() ?? '');
  const [moqMax, setMoqMax] = useState(draft.moq_max?.toString() ?? '');
  const results = useSearchFacets(keyword);
  const facets = results.data;
  const chipLabel = useChipLabel();

  const min = numberOrUndefined(priceMin);
  const max = numberOrUndefined(priceMax);
  const moq = numberOrUndefined(moqMax);
  const priceInvalid = min !== undefined && max !== undefined && min > max;
  const moqInvalid = moq !== undefined && (!Number.isInteger(moq) || moq < 1 || moq > QUANTITY_MAX);

  const apply = () => {
    if (priceInvalid || moqInvalid) return;
    const filters: SearchFilters = {
      category_id: draft.category_id,
      brand: draft.brand,
      lead_time_max: draft.lead_time_max,
      score_min: draft.score_min,
      moq_max: moq,
      ...(member ? { price_min: min, price_max: max } : {}),
    };
    // In place of this page, so going back does not reopen it.
    navigate(resultsPath(keyword, filters, sort), { replace: true });
  };

  const reset = () => {
    setDraft({});
    setPriceMin('');
    setPriceMax('');
    setMoqMax('');
  };

  if (keyword === '') return <KeywordMissing />;
  return (
    <>
      <div className={styles.filters}>
        <section className={styles.group} aria-busy={results.isPending}>
          <h2>{t('search.categories')}</h2>
          {results.isPending ? (
            <DotLoading />
          ) : (
            <OptionChips
              label={t('search.categories')}
              options={withChosen(
                (facets?.categories ?? []).map((c) => ({
                  value: c.category_id,
                  label: `${c.category_name} (${c.count})`,
                })),
                draft.category_id,
                (categoryId) => chipLabel({ kind: 'category', categoryId }),
              )}
              value={draft.category_id}
              onChange={(category_id) => setDraft({ ...draft, category_id })}
            />
          )}
        </section>
        <section className={styles.group}>
          <h2>{t('search.brands')}</h2>
          {results.isPending ? (
            <DotLoading />
          ) : (
            <OptionChips
              label={t('search.brands')}
              options={withChosen(
                (facets?.brands ?? []).map((b) => ({ value: b.brand, label: `${b.brand} (${b.count})` })),
                draft.brand,
                (brand) => brand,
              )}
              value={draft.brand}
              onChange={(brand) => setDraft({ ...draft, brand })}
            />
          )}
        </section>
        <section className={styles.group}>
          <h2>{t('search.price')}</h2>
          {member ? (
            <>
              <div className={styles.range}>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SEARCH_PRICE_MAX}
                  aria-label={t('search.priceMin')}
                  placeholder={t('search.priceMin')}
                  value={priceMin}
                  onChange={(event) => setPriceMin(event.target.value)}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SEARCH_PRICE_MAX}
                  aria-label={t('search.priceMax')}
                  placeholder={t('search.priceMax')}
                  value={priceMax}
                  onChange={(event) => setPriceMax(event.target.value)}
                />
              </div>
              {priceInvalid && (
                <p className={styles.error} role="alert">
                  {t(`errors.${ErrorCode.SEARCH_PRICE_RANGE_INVALID}`)}
                </p>
              )}
            </>
          ) : (
            <Link className="text-link" to={loginUrl(currentRoute())}>
              {t('search.priceLogin')}
            </Link>
          )}
        </section>
        <section className={styles.group}>
          <h2>
            <label htmlFor="search-moq-max">{t('search.moqMax')}</label>
          </h2>
          <input
            id="search-moq-max"
            className={styles.number}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUANTITY_MAX}
            placeholder={t('search.moqPlaceholder')}
            value={moqMax}
            onChange={(event) => setMoqMax(event.target.value)}
          />
          {moqInvalid && (
            <p className={styles.error} role="alert">
              {t('search.moqInvalid')}
            </p>
          )}
        </section>
        <section className={styles.group}>
          <h2>{t('search.leadTime')}</h2>
          <OptionChips
            label={t('search.leadTime')}
            options={withChosen(
              LEAD_TIME_CHOICES.map((days) => ({ value: days, label: t('search.days', { count: days }) })),
              draft.lead_time_max,
              (days) => t('search.days', { count: days }),
            )}
            value={draft.lead_time_max}
            onChange={(lead_time_max) => setDraft({ ...draft, lead_time_max })}
          />
        </section>
        <section className={styles.group}>
          <h2>{t('search.score')}</h2>
          <OptionChips
            label={t('search.score')}
            options={withChosen(
              STORE_SCORE_CHOICES.map((score) => ({ value: score, label: t('search.scoreAtLeast', { score }) })),
              draft.score_min,
              (score) => t('search.scoreAtLeast', { score }),
            )}
            value={draft.score_min}
            onChange={(score_min) => setDraft({ ...draft, score_min })}
          />
        </section>
      </div>
      <div className={styles.actions}>
        <Button onClick={reset}>{t('search.reset')}</Button>
        <Button color="primary" onClick={apply}>
          {t('search.apply')}
        </Button>
      </div>
    </>
  );
}
