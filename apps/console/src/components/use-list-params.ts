import { PAGE_SIZE_DEFAULT } from '@mall/contract';
import { useSearchParams } from 'react-router-dom';

export type ListParams<F extends string> = ReturnType<typeof useListParams<F>>;

/**
 * A list page's filters and page in the address, so that a reload, a bookmark or the back button
 * keeps them. A changed filter starts again at page 1; `keepPage` is for what is no filter (an open drawer).
 */
export function useListParams<F extends string>(filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.max(1, Number(params.get('pageSize')) || PAGE_SIZE_DEFAULT);

  const update = (changes: Partial<Record<F | 'page' | 'pageSize', string | number>>, keepPage = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const filterChanged = Object.keys(changes).some((key) => key !== 'page' && key !== 'pageSize');
        if (filterChanged && !keepPage) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  };
  return { values, page, pageSize, update };
}

/** A filter's value from the address when it is one the list knows; anything else filters nothing. */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
