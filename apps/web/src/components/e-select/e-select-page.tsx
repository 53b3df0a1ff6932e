import { isSelectType } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../lib/navigation';
import type { PageProps } from '../../lib/page-props';
import { SelectList } from './searchable-select';

/** `back` with `field=value` merged into its query. */
export function returnUrl(back: string, field: string, value: string): string {
  const url = new URL(safeRedirect(back), 'https://in-app.invalid');
  url.searchParams.set(field, value);
  return `${url.pathname}${url.search}`;
}

/**
 * `/components/e-select/e-select?type=country&value=CN&back=/pages/user/register&field=country`:
 * a searchable list; picking an entry returns to `back` (an in-app route) with `field=<value>`
 * in its query, or to the previous page when no `back` is given.
 */
export default function ESelectPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = query.type ?? 'country';
  if (!isSelectType(type)) {
    return <p className="page-message">{t('select.unknownType')}</p>;
  }
  const field = query.field || type;
  return (
    <SelectList
      type={type}
      value={query.value ?? ''}
      onSelect={(value) => {
        if (query.back) navigate(returnUrl(query.back, field, value), { replace: true });
        else navigate(-1);
      }}
    />
  );
}
