import { useResetPasswordForm } from '@mall/client/account/reset-password';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ErrorCode, PAGES } from '@mall/contract';
import { Button, Result, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/account-forms.module.css';
import { ForgotPasswordSheet } from '../components/forgot-password-sheet';

/** `/pages/user/reset?token=`: the link of a forgot-password mail; a new password with the rules of registration. */
export default function ResetPasswordPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, invalidLink, busy, submit: reset } = useResetPasswordForm(query.token ?? '');
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = async () => {
    if (!(await reset())) return;
    Toast.show({ icon: 'success', content: t('reset.success') });
    navigate(PAGES.login.route, { replace: true });
  };

  return (
    <main className={styles.page}>
      {invalidLink ? (
        <div className="page-message" data-testid="reset-invalid">
          <Result status="warning" title={t(`errors.${ErrorCode.RESET_LINK_INVALID}`)} />
          <Button color="primary" className="touch-button" onClick={() => setForgotOpen(true)}>
            {t('reset.requestNew')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          aria-label={t('pages.resetPassword')}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={styles.lead}>{t('reset.explain')}</p>
          <section className={styles.card}>
            <FormField
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              value={form.values.password}
              onValueChange={(value) => form.set('password', value)}
              onBlur={() => form.touch('password')}
              error={form.error('password')}
              hint={t('register.passwordHint')}
            />
            <FormField
              label={t('fields.confirm_password')}
              type="password"
              autoComplete="new-password"
              value={form.values.confirm_password}
              onValueChange={(value) => form.set('confirm_password', value)}
              onBlur={() => form.touch('confirm_password')}
              error={form.error('confirm_password')}
            />
          </section>
          <div className={styles.actions}>
            <Button block type="submit" color="primary" size="large" loading={busy}>
              {t('reset.submit')}
            </Button>
          </div>
        </form>
      )}
      <ForgotPasswordSheet visible={forgotOpen} onClose={() => setForgotOpen(false)} />
    </main>
  );
}
