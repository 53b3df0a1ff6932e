import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSearchFacets } from '@mall/client/search/get-search-facets';
import { LEAD_TIME_CHOICES, type SearchFilters, STORE_SCORE_CHOICES } from '@mall/client/search/search-filters';
import { ErrorCode, QUANTITY_MAX, SEARCH_PRICE_MAX } from '@mall/contract';
import { Button, InputNumber, Radio, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginAddress } from '../../../app/navigation';

interface Props {
  keyword: string;
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

/** A group of choices where choosing the chosen one again clears it. */
function Choices<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Radio.Group
      aria-label={label}
      className="filter-choices"
      value={value ?? null}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <Radio
          key={String(option.value)}
          value={option.value}
          onClick={() => option.value === value && onChange(undefined)}
        >
          {option.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

/**
 * The filters of a search as a left panel: the keyword's categories and brands (with counts), a
 * price range for members, MOQ, lead time and store score. Choices apply at once; numbers on
 * Apply. Everything lives in the address, so a filtered search can be shared.
 */
export function FilterPanel({ keyword, filters, onChange }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const facets = useSearchFacets(keyword);
  const [priceMin, setPriceMin] = useState<number | null>(filters.price_min ?? null);
  const [priceMax, setPriceMax] = useState<number | null>(filters.price_max ?? null);
  const [moqMax, setMoqMax] = useState<number | null>(filters.moq_max ?? null);
  useEffect(() => {
    setPriceMin(filters.price_min ?? null);
    setPriceMax(filters.price_max ?? null);
    setMoqMax(filters.moq_max ?? null);
  }, [filters.price_min, filters.price_max, filters.moq_max]);
  const priceInvalid = priceMin !== null && priceMax !== null && priceMin > priceMax;

  const set = (next: Partial<SearchFilters>) => onChange({ ...filters, ...next });
  const applyNumbers = () => {
    if (priceInvalid) return;
    set({
      moq_max: moqMax ?? undefined,
      ...(member ? { price_min: priceMin ?? undefined, price_max: priceMax ?? undefined } : {}),
    });
  };

  return (
    <aside className="filter-panel" aria-label={t('search.filter')} data-testid="filter-panel">
      <section>
        <h2>{t('search.categories')}</h2>
        {facets.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <Choices
            label={t('search.categories')}
            options={(facets.data?.categories ?? []).map((c) => ({
              value: c.category_id,
              label: `${c.category_name} (${c.count})`,
            }))}
            value={filters.category_id}
            onChange={(category_id) => set({ category_id })}
          />
        )}
      </section>
      <section>
        <h2>{t('search.brands')}</h2>
        {facets.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        ) : (
          <Choices
            label={t('search.brands')}
            options={(facets.data?.brands ?? []).map((b) => ({ value: b.brand, label: `${b.brand} (${b.count})` }))}
            value={filters.brand}
            onChange={(brand) => set({ brand })}
          />
        )}
      </section>
      <section>
        <h2>{t('search.price')}</h2>
        {member ? (
          <Space.Compact>
            <InputNumber
              min={0}
              max={SEARCH_PRICE_MAX}
              aria-label={t('search.priceMin')}
              placeholder={t('search.priceMin')}
              value={priceMin}
              onChange={setPriceMin}
              status={priceInvalid ? 'error' : undefined}
            />
            <InputNumber
              min={0}
              max={SEARCH_PRICE_MAX}
              aria-label={t('search.priceMax')}
              placeholder={t('search.priceMax')}
              value={priceMax}
              onChange={setPriceMax}
              status={priceInvalid ? 'error' : undefined}
            />
          </Space.Compact>
        ) : (
          <Link to={loginAddress(`${pathname}${search}`)}>{t('search.priceLogin')}</Link>
        )}
        {priceInvalid && (
          <p className="field-error" role="alert">
            {t(`errors.${ErrorCode.SEARCH_PRICE_RANGE_INVALID}`)}
          </p>
        )}
      </section>
      <section>
        <h2>
          <label htmlFor="filter-moq-max">{t('search.moqMax')}</label>
        </h2>
        <InputNumber
          id="filter-moq-max"
          min={1}
          max={QUANTITY_MAX}
          precision={0}
          placeholder={t('search.moqPlaceholder')}
          value={moqMax}
          onChange={setMoqMax}
        />
      </section>
      <Button block onClick={applyNumbers} disabled={priceInvalid} data-testid="apply-numbers">
        {t('search.apply')}
      </Button>
      <section>
        <h2>{t('search.leadTime')}</h2>
        <Choices
          label={t('search.leadTime')}
          options={LEAD_TIME_CHOICES.map((days) => ({
            value: days as number,
            label: t('search.days', { count: days }),
          }))}
          value={filters.lead_time_max}
          onChange={(lead_time_max) => set({ lead_time_max })}
        />
      </section>
      <section>
        <h2>{t('search.score')}</h2>
        <Choices
          label={t('search.score')}
          options={STORE_SCORE_CHOICES.map((score) => ({
            value: score as number,
            label: t('search.scoreAtLeast', { score }),
          }))}
          value={filters.score_min}
          onChange={(score_min) => set({ score_min })}
        />
      </section>
      <Button block type="link" onClick={() => onChange({})} data-testid="clear-filters">
        {t('search.clearFilters')}
      </Button>
    </aside>
  );
}
