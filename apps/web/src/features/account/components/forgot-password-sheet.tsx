import { useForgotPasswordForm } from '@mall/client/account/forgot-password';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
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
  const { form, sentText, unknown, busy, submit } = useForgotPasswordForm(visible, initialEmail, 'h5');

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
      {sentText !== null ? (
        <div className={styles.sheetBody}>
          <p className={styles.success} role="status" data-testid="forgot-sent">
            {sentText}
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
