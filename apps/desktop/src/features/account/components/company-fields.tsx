import type { SchemaForm } from '@mall/client/lib/schema-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Form } from 'antd';
import { fieldStatus } from '../../../components/field-status';
import { CountrySelect } from './country-select';
import { FieldLabel, SchemaField } from './schema-field';

type CompanyField = 'company_name' | 'contact_name' | 'phone' | 'country' | 'city' | 'position' | 'company_website';

/** The company's fields, in the phone's order, two to a row: registration and the profile dialog. */
export function CompanyFields({ form, idPrefix }: { form: SchemaForm<CompanyField, unknown>; idPrefix: string }) {
  const { t } = useTranslation();
  const text = (
    name: Exclude<CompanyField, 'country'>,
    extra: { optional?: boolean; autoComplete: string; type?: string },
  ) => <SchemaField form={form} name={name} id={`${idPrefix}-${name}`} label={t(`fields.${name}`)} {...extra} />;
  const countryId = `${idPrefix}-country`;
  return (
    <div className="account-form-grid">
      {text('company_name', { autoComplete: 'organization' })}
      {text('contact_name', { autoComplete: 'name' })}
      {text('phone', { type: 'tel', autoComplete: 'tel', optional: true })}
      <Form.Item
        label={<FieldLabel text={t('fields.country')} />}
        htmlFor={countryId}
        {...fieldStatus(form.error('country'))}
      >
        <CountrySelect
          id={countryId}
          value={form.values.country}
          invalid={Boolean(form.error('country'))}
          onChange={(value) => form.set('country', value)}
          onBlur={() => form.touch('country')}
        />
      </Form.Item>
      {text('city', { autoComplete: 'address-level2' })}
      {text('position', { autoComplete: 'organization-title', optional: true })}
      {text('company_website', { type: 'url', autoComplete: 'url', optional: true })}
    </div>
  );
}
