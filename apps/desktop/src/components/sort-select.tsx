import { isLoggedIn, useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MEMBER_ONLY_SORTS } from '@mall/contract';
import { Segmented } from 'antd';

/**
 * The order of a product list, one segment per order. The price orders are only for members (the
 * server refuses them to a visitor), so a visitor does not see them.
 */
export function SortSelect<S extends string>({
  sorts,
  value,
  onChange,
}: {
  sorts: readonly S[];
  value: S;
  onChange: (sort: S) => void;
}) {
  const { t } = useTranslation();
  const member = useClientState((state) => isLoggedIn(state.userInfo));
  const offered = sorts.filter((sort) => member || !(MEMBER_ONLY_SORTS as readonly string[]).includes(sort));
  return (
    <Segmented<S>
      aria-label={t('sort.label')}
      data-testid="sort-select"
      value={value}
      onChange={onChange}
      options={offered.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
    />
  );
}

/** The sort of the address when it is one of `sorts` and allowed to this reader, else the first. */
export function sortOf<S extends string>(raw: string | null, sorts: readonly S[], member: boolean): S {
  const found = sorts.find((sort) => sort === raw);
  if (!found || (!member && (MEMBER_ONLY_SORTS as readonly string[]).includes(found))) return sorts[0] as S;
  return found;
}
