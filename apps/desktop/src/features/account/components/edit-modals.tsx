import { type EditType, useSubmitEdit } from '@mall/client/account/edit-account';
import { SEND_EMAIL_CHANGE_CODE_PATH, sendCode } from '@mall/client/account/send-signup-code';
import { codeGiven, emailForCode } from '@mall/client/account/verify-code';
import { type SchemaForm, useSchemaForm } from '@mall/client/lib/schema-form';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Account, accountEditSchemas } from '@mall/contract';
import { App, Button, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { CompanyFields } from './company-fields';
import { SchemaField } from './schema-field';
import { SendCodeButton } from './send-code-button';

/** Sends one edit; once saved, says so and closes the dialog. */
function useSaveEdit<K extends string>(form: SchemaForm<K, unknown>, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { run, busy } = useSubmitEdit(form);
  const save = async (body: Record<string, string> & { edit_type: EditType }) => {
    if (!(await run(body))) return;
    void message.success(t('account.saved'));
    onDone();
  };
  return { save, busy };
}

/** A dialog whose form starts afresh from the stored account at each opening. */
function EditModal({
  title,
  open,
  onClose,
  width,
  children,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} width={width} destroyOnHidden>
      {children}
    </Modal>
  );
}

function Actions({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <div className="account-dialog-actions">
      <Button onClick={onCancel}>{t('account.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('account.save')}
      </Button>
    </div>
  );
}

function ProfileForm({ account, onDone }: { account: Account; onDone(): void }) {
  const form = useSchemaForm(accountEditSchemas.profile, {
    edit_type: 'profile',
    company_name: account.company_name,
    phone: account.phone,
    country: account.country,
    city: account.city,
    position: account.position,
    contact_name: account.contact_name,
    company_website: account.company_website,
  });
  const { save, busy } = useSaveEdit(form, onDone);
  return (
    <Form
      layout="vertical"
      noValidate
      className="account-dialog-form"
      onFinish={() => {
        if (form.submit()) void save({ ...form.values, edit_type: 'profile' });
      }}
    >
      <CompanyFields form={form} idPrefix="profile" />
      <Actions busy={busy} onCancel={onDone} />
    </Form>
  );
}

export function ProfileModal({ account, open, onClose }: { account: Account; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <EditModal title={t('account.editProfile')} open={open} onClose={onClose} width={720}>
      <ProfileForm account={account} onDone={onClose} />
    </EditModal>
  );
}

function PasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountEditSchemas.password, {
    edit_type: 'password',
    old_password: '',
    password: '',
    confirm_password: '',
  });
  const { save, busy } = useSaveEdit(form, onDone);
  return (
    <Form
      layout="vertical"
      noValidate
      className="account-dialog-form"
      onFinish={() => {
        if (form.submit()) void save({ ...form.values, edit_type: 'password' });
      }}
    >
      <SchemaField
        form={form}
        name="old_password"
        id="password-old"
        label={t('fields.oldPassword')}
        password
        autoComplete="current-password"
      />
      <SchemaField
        form={form}
        name="password"
        id="password-new"
        label={t('fields.newPassword')}
        hint={t('register.passwordHint')}
        password
        autoComplete="new-password"
      />
      <SchemaField
        form={form}
        name="confirm_password"
        id="password-confirm"
        label={t('fields.confirm_password')}
        password
        autoComplete="new-password"
      />
      <Actions busy={busy} onCancel={onDone} />
    </Form>
  );
}

export function PasswordModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <EditModal title={t('account.changePassword')} open={open} onClose={onClose} width={480}>
      <PasswordForm onDone={onClose} />
    </EditModal>
  );
}

function EmailForm({ account, onDone }: { account: Account; onDone(): void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accountEditSchemas.email, { edit_type: 'email', email: '', email_code: '', password: '' });
  const { save, busy } = useSaveEdit(form, onDone);
  return (
    <Form
      layout="vertical"
      noValidate
      className="account-dialog-form"
      onFinish={() => {
        const body = form.submit();
        if (codeGiven(form, t) && body) void save({ ...form.values, edit_type: 'email' });
      }}
    >
      <p className="account-lead">{t('account.currentEmail', { email: account.email })}</p>
      <SchemaField
        form={form}
        name="email"
        id="email-new"
        label={t('fields.newEmail')}
        type="email"
        autoComplete="email"
      />
      <SchemaField
        form={form}
        name="email_code"
        id="email-code"
        label={t('fields.email_code')}
        hint={t('account.codeToNewEmail')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={
          <SendCodeButton
            email={() => emailForCode(form)}
            send={(email) => sendCode(SEND_EMAIL_CHANGE_CODE_PATH, email)}
          />
        }
      />
      <SchemaField
        form={form}
        name="password"
        id="email-password"
        label={t('fields.currentPassword')}
        password
        autoComplete="current-password"
      />
      <Actions busy={busy} onCancel={onDone} />
    </Form>
  );
}

export function EmailModal({ account, open, onClose }: { account: Account; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <EditModal title={t('account.changeEmail')} open={open} onClose={onClose} width={520}>
      <EmailForm account={account} onDone={onClose} />
    </EditModal>
  );
}
