import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnits } from '@mall/client/rfq/get-units';
import { NativeSelect } from './native-select';

/** The unit of the order quantity, from `GET /api/get/unit`. */
export function UnitSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const options = (units.data?.list ?? []).map((unit) => ({ value: unit.code, label: unit.name }));
  return (
    <NativeSelect
      label={t('rfq.fields.unit')}
      name="unit"
      value={value}
      options={options.length ? options : [{ value, label: value }]}
      placeholder={t('rfq.form.chooseUnit')}
      onChange={onChange}
      error={error}
    />
  );
}
