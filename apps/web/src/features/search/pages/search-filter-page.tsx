import { ErrorCode, PAGES, QUANTITY_MAX, SEARCH_PRICE_MAX } from '@mall/contract';
import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  isLoggedIn,
  type SelectedCategory,
  setSelectedCategories,
  setSelectedLabels,
  useClientState,
} from '../../../lib/client-state';
import { currentRoute, loginUrl } from '../../../lib/navigation';
import type { PageProps } from '../../../lib/page-props';
import { useSearchFacets } from '../api/get-search-facets';
import { KeywordMissing } from '../components/keyword-missing';
import { OptionChips } from '../components/option-chips';
import { filtersFromState, labelsFromFilters, type SearchFilters } from '../components/search-filters';
import styles from '../components/search-ui.module.css';

/** Offered bounds: lead time in days (at most), store score (at least). */
const LEAD_TIMES = [3, 7, 15, 30];
const STORE_SCORES = [4, 4.5, 4.8];

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * `/pages/home/searchFilter?keyword=`: categories and brands of the keyword's hits, price range
 * (members), MOQ, lead time and store score. Applying stores the choices in the client state.
 */
export default function SearchFilterPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const keyword = (query.keyword ?? '').trim();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const labels = useClientState((state) => state.selectedLabels);
  const selected = useClientState((state) => state.selectedCategories);
  const [draft, setDraft] = useState<SearchFilters>(() => filtersFromState(labels, selected));
  const [category, setCategory] = useState<SelectedCategory | undefined>(selected[0]);
  const [priceMin, setPriceMin] = useState(draft.price_min?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(draft.price_max?.toString() ?? '');
  const [moqMax, setMoqMax] = useState(draft.moq_max?.toString() ?? '');
  const results = useSearchFacets(keyword);
  const facets = results.data;

  const min = numberOrUndefined(priceMin);
  const max = numberOrUndefined(priceMax);
  const moq = numberOrUndefined(moqMax);
  const priceInvalid = min !== undefined && max !== undefined && min > max;
  const moqInvalid = moq !== undefined && (!Number.isInteger(moq) || moq < 1 || moq > QUANTITY_MAX);

  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(`${PAGES.searchProduct.route}?keyword=${encodeURIComponent(keyword)}`, { replace: true });
  };

  const apply = () => {
    if (priceInvalid || moqInvalid) return;
    const filters: SearchFilters = {
      brand: draft.brand,
      lead_time_max: draft.lead_time_max,
      score_min: draft.score_min,
      moq_max: moq,
      ...(member ? { price_min: min, price_max: max } : {}),
    };
    setSelectedLabels(labelsFromFilters(filters));
    setSelectedCategories(category ? [category] : []);
    back();
  };

  const reset = () => {
    setDraft({});
    setCategory(undefined);
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
              options={(facets?.categories ?? []).map((c) => ({
                value: c.category_id,
                label: `${c.category_name} (${c.count})`,
              }))}
              value={category?.category_id}
              onChange={(id) => {
                const chosen = facets?.categories.find((c) => c.category_id === id);
                setCategory(
                  chosen ? { category_id: chosen.category_id, category_name: chosen.category_name } : undefined,
                );
              }}
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
              options={(facets?.brands ?? []).map((b) => ({ value: b.brand, label: `${b.brand} (${b.count})` }))}
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
            options={LEAD_TIMES.map((days) => ({ value: days, label: t('search.days', { count: days }) }))}
            value={draft.lead_time_max}
            onChange={(lead_time_max) => setDraft({ ...draft, lead_time_max })}
          />
        </section>
        <section className={styles.group}>
          <h2>{t('search.score')}</h2>
          <OptionChips
            label={t('search.score')}
            options={STORE_SCORES.map((score) => ({ value: score, label: t('search.scoreAtLeast', { score }) }))}
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
