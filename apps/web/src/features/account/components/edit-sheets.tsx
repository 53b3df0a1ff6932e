import { type EditType, useSubmitEdit } from '@mall/client/account/edit-account';
import { SEND_EMAIL_CHANGE_CODE_PATH, sendCode } from '@mall/client/account/send-signup-code';
import { codeGiven, emailForCode } from '@mall/client/account/verify-code';
import { type SchemaForm, useSchemaForm } from '@mall/client/lib/schema-form';
import { useOptionLabel } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, accountEditSchemas } from '@mall/contract';
import { Button, Popup, Toast } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { SelectPopup } from '../../../components/e-select/searchable-select';
import { FormField } from '../../../components/form-field';
import styles from './account-forms.module.css';
import { CompanyFields } from './company-fields';
import { VerifyCodeButton } from './verify-code-button';

function Sheet({
  title,
  visible,
  onClose,
  children,
}: {
  title: string;
  visible: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
      aria-label={title}
    >
      <div className={styles.sheetHeader}>
        <h2>{title}</h2>
        <button type="button" className={styles.sheetClose} onClick={onClose}>
          {t('forgot.close')}
        </button>
      </div>
      {children}
    </Popup>
  );
}

/** Sends one edit; once saved, says so and closes the sheet. */
function useSaveEdit<K extends string>(form: SchemaForm<K, unknown>, onDone: () => void) {
  const { t } = useTranslation();
  const { run, busy } = useSubmitEdit(form);
  const save = async (body: Record<string, string> & { edit_type: EditType }) => {
    if (!(await run(body))) return;
    Toast.show({ icon: 'success', content: t('account.saved') });
    onDone();
  };
  return { run: save, busy };
}

function SubmitBar({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className={styles.actions}>
      <Button block type="submit" color="primary" size="large" loading={busy}>
        {label}
      </Button>
    </div>
  );
}

export function ProfileSheet({ account, visible, onClose }: { account: Account; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const initial = {
    edit_type: 'profile',
    company_name: account.company_name,
    phone: account.phone,
    country: account.country,
    city: account.city,
    position: account.position,
    contact_name: account.contact_name,
    company_website: account.company_website,
  };
  const form = useSchemaForm(accountEditSchemas.profile, initial);
  const { reset } = form;
  const [countryOpen, setCountryOpen] = useState(false);
  const countryLabel = useOptionLabel('country', form.values.country);
  const { run, busy } = useSaveEdit(form, onClose);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the stored account on each opening
  useEffect(() => {
    if (visible) reset(initial);
  }, [visible, reset]);

  type Field = Exclude<keyof typeof initial, 'edit_type' | 'country'>;
  const text = (field: Field, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      label={t(`fields.${field}`)}
      value={form.values[field]}
      onValueChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      error={form.error(field)}
      {...extra}
    />
  );

  return (
    <Sheet title={t('account.editProfile')} visible={visible} onClose={onClose}>
      <form
        className={styles.sheetBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.submit();
          if (body) void run({ ...form.values, edit_type: 'profile' });
        }}
      >
        <CompanyFields
          text={text}
          country={{
            label: form.values.country ? countryLabel : '',
            error: form.error('country'),
            open: () => setCountryOpen(true),
          }}
        />
        <SubmitBar busy={busy} label={t('account.save')} />
      </form>
      <SelectPopup
        type="country"
        visible={countryOpen}
        value={form.values.country}
        onSelect={(value) => form.set('country', value)}
        onClose={() => setCountryOpen(false)}
      />
    </Sheet>
  );
}

export function PasswordSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountEditSchemas.password, {
    edit_type: 'password',
    old_password: '',
    password: '',
    confirm_password: '',
  });
  const { run, busy } = useSaveEdit(form, onClose);
  type Field = 'old_password' | 'password' | 'confirm_password';
  const field = (name: Field, label: string, hint?: string) => (
    <FormField
      label={label}
      type="password"
      autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
      value={form.values[name]}
      onValueChange={(value) => form.set(name, value)}
      onBlur={() => form.touch(name)}
      error={form.error(name)}
      hint={hint}
    />
  );
  return (
    <Sheet title={t('account.changePassword')} visible={visible} onClose={onClose}>
      <form
        className={styles.sheetBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) void run({ ...form.values, edit_type: 'password' });
        }}
      >
        {field('old_password', t('fields.oldPassword'))}
        {field('password', t('fields.newPassword'), t('register.passwordHint'))}
        {field('confirm_password', t('fields.confirm_password'))}
        <SubmitBar busy={busy} label={t('account.save')} />
      </form>
    </Sheet>
  );
}

export function EmailSheet({ account, visible, onClose }: { account: Account; visible: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountEditSchemas.email, { edit_type: 'email', email: '', email_code: '', password: '' });
  const { run, busy } = useSaveEdit(form, onClose);
  return (
    <Sheet title={t('account.changeEmail')} visible={visible} onClose={onClose}>
      <form
        className={styles.sheetBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.submit();
          if (codeGiven(form, t) && body) void run({ ...form.values, edit_type: 'email' });
        }}
      >
        <p className={styles.lead}>{t('account.currentEmail', { email: account.email })}</p>
        <FormField
          label={t('fields.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={form.values.email}
          onValueChange={(value) => form.set('email', value)}
          onBlur={() => form.touch('email')}
          error={form.error('email')}
        />
        <FormField
          label={t('fields.email_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={form.values.email_code}
          onValueChange={(value) => form.set('email_code', value)}
          error={form.error('email_code')}
          hint={t('account.codeToNewEmail')}
          addon={
            <VerifyCodeButton
              email={() => emailForCode(form)}
              send={(email) => sendCode(SEND_EMAIL_CHANGE_CODE_PATH, email)}
            />
          }
        />
        <FormField
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(value) => form.set('password', value)}
          onBlur={() => form.touch('password')}
          error={form.error('password')}
        />
        <SubmitBar busy={busy} label={t('account.save')} />
      </form>
    </Sheet>
  );
}
