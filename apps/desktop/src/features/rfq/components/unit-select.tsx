import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnits } from '@mall/client/rfq/get-units';
import { Select } from 'antd';

/** The unit of the order quantity, beside it: from `GET /api/get/unit`, named in the interface language. */
export function UnitSelect({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange(value: string): void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const options = (units.data?.list ?? []).map((unit) => ({ value: unit.code, label: unit.name }));
  return (
    <Select
      id="rfq-unit"
      className="rfq-unit"
      aria-label={t('rfq.fields.unit')}
      value={value || undefined}
      // Until the names arrive, the code stands for itself rather than an empty box.
      options={options.length ? options : [{ value, label: value }]}
      loading={units.isPending}
      placeholder={t('rfq.form.chooseUnit')}
      showSearch
      optionFilterProp="label"
      onChange={onChange}
      status={invalid ? 'error' : undefined}
    />
  );
}
