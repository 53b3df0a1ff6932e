import { useTranslation } from '@mall/client/lib/use-translation';
import type { ReactNode } from 'react';
import { type FormField, PickerField } from '../../../components/form-field';

type CompanyField = 'company_name' | 'contact_name' | 'phone' | 'city' | 'position' | 'company_website';

interface CompanyFieldsProps {
  /** Renders one text field of the surrounding form. */
  text(field: CompanyField, extra?: Partial<Parameters<typeof FormField>[0]>): ReactNode;
  country: { label: string; error?: string; open(): void };
}

/** The company's fields, in the order registration and the profile sheet both show them. */
export function CompanyFields({ text, country }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const optional = { optional: true, optionalText: t('fields.optional') };
  return (
    <>
      {text('company_name', { autoComplete: 'organization' })}
      {text('contact_name', { autoComplete: 'name' })}
      {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel', ...optional })}
      <PickerField
        label={t('fields.country')}
        display={country.label}
        placeholder={t('register.choose')}
        error={country.error}
        onOpen={country.open}
      />
      {text('city', { autoComplete: 'address-level2' })}
      {text('position', { autoComplete: 'organization-title', ...optional })}
      {text('company_website', { type: 'url', inputMode: 'url', autoComplete: 'url', ...optional })}
    </>
  );
}
