import { type UnitList, unitName } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-client';
import type { ApiPath } from '../lib/api-path';
import { formatCount } from '../lib/format-count';
import { useLocale } from '../lib/locale';

const UNITS_PATH: ApiPath<'units'> = '/api/get/unit';

export function getUnits(signal?: AbortSignal): Promise<UnitList> {
  return request<UnitList>(UNITS_PATH, { hideLoading: true, signal });
}

/** Unit names come in the interface language, so the cache is per language. */
export function unitsQueryOptions(locale: string) {
  return queryOptions({
    queryKey: ['rfq', 'units', locale],
    queryFn: ({ signal }) => getUnits(signal),
    staleTime: 60 * 60_000,
  });
}

export function useUnits() {
  return useQuery(unitsQueryOptions(useLocale()));
}

/**
 * A unit's name in the interface language: agreeing with a count when one is given ("1 piece",
 * "50 pieces"), else as a list names it ("Pieces"). A unit the mall does not name is shown as written.
 */
export function useUnitName(): (code: string, count?: number) => string {
  const locale = useLocale();
  return (code, count) => unitName(code, locale, count);
}

/** A count with its unit, both as the reader's language writes them: "1,000 pieces", "1,000 件". */
export function useQuantityText(): (quantity: number, unit: string) => string {
  const locale = useLocale();
  return (quantity, unit) => `${formatCount(quantity, locale)} ${unitName(unit, locale, quantity)}`;
}
