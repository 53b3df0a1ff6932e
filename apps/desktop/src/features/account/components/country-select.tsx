import { filterOptions, type SelectOption, useSelectOptions } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Select } from 'antd';

interface CountrySelectProps {
  id: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
  onBlur(): void;
}

/** The phone's country list (named by the server in the reader's language), searched by name or code. */
export function CountrySelect({ id, value, invalid, onChange, onBlur }: CountrySelectProps) {
  const { t } = useTranslation();
  const options = useSelectOptions('country');
  return (
    <Select<string, SelectOption>
      id={id}
      showSearch
      value={value || undefined}
      placeholder={t('register.choose')}
      options={options.data}
      loading={options.isPending}
      status={invalid ? 'error' : undefined}
      filterOption={(input, option) => option !== undefined && filterOptions([option], input).length > 0}
      notFoundContent={options.isError ? t('select.loadFailed') : t('select.empty')}
      onChange={onChange}
      onBlur={onBlur}
      data-testid="country-select"
    />
  );
}
