import { forgotPassword } from '@mall/client/account/forgot-password';
import { ApiError } from '@mall/client/lib/api-client';
import { ErrorCode, forgotPasswordQuerySchema, PAGES } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { useSchemaForm } from '../../../lib/schema-form';
import styles from './account-forms.module.css';

/** Asks for the login email and mails a reset link; shows the server's answer in place. */
export function ForgotPasswordSheet({
  visible,
  onClose,
  initialEmail = '',
}: {
  visible: boolean;
  onClose(): void;
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordQuerySchema, { email: initialEmail });
  const [sent, setSent] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const [busy, setBusy] = useState(false);
  const { reset } = form;

  // Each opening starts afresh, with the address typed on the login page.
  useEffect(() => {
    if (!visible) return;
    reset({ email: initialEmail });
    setSent(null);
    setUnknown(false);
  }, [visible, initialEmail, reset]);

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setBusy(true);
    setUnknown(false);
    try {
      setSent(await forgotPassword(body.email));
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        setUnknown(true);
        form.setServerError('email', t(`errors.${ErrorCode.ACCOUNT_NOT_FOUND}`));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      aria-label={t('forgot.title')}
    >
      <div className={styles.sheetHeader}>
        <h2>{t('forgot.title')}</h2>
        <button type="button" className={styles.sheetClose} onClick={onClose}>
          {t('forgot.close')}
        </button>
      </div>
      {sent !== null ? (
        <div className={styles.sheetBody}>
          <p className={styles.success} role="status" data-testid="forgot-sent">
            {sent || t('success.forgotPasswordSent')}
          </p>
          <Button block color="primary" className="touch-button" onClick={onClose}>
            {t('forgot.done')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.sheetBody}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={styles.lead}>{t('forgot.explain')}</p>
          <FormField
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={form.values.email}
            onValueChange={(value) => form.set('email', value)}
            onBlur={() => form.touch('email')}
            error={form.error('email')}
          />
          {unknown && (
            <Link className="text-link" to={PAGES.register.route} onClick={onClose}>
              {t('login.toRegister')}
            </Link>
          )}
          <Button block type="submit" color="primary" className="touch-button" loading={busy}>
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </Popup>
  );
}
