import { useLogin } from '@mall/client/account/login';
import { ApiError } from '@mall/client/lib/api-client';
import { ErrorCode, loginBodySchema, PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { LanguageSwitch } from '../../../components/language-switch';
import { safeRedirect } from '../../../lib/navigation';
import type { PageProps } from '../../../lib/page-props';
import { useSchemaForm } from '../../../lib/schema-form';
import styles from '../components/account-forms.module.css';
import { ForgotPasswordSheet } from '../components/forgot-password-sheet';
import { wrongPasswordWarning } from '../components/wrong-password';

/** Kept as what happened, not as text, so that a language switch re-words it. */
type Notice = { kind: 'wrongPassword'; data: unknown } | { kind: 'locked' } | null;

/** Login: email and password; then the user info into the client state and on to `redirect` (in-app only). */
export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm(loginBodySchema, { email: query.email ?? '', password: '' });
  const [notice, setNotice] = useState<Notice>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const login = useLogin();
  const target = safeRedirect(query.redirect);

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setNotice(null);
    try {
      const userInfo = await login.mutateAsync(body);
      if (userInfo.login === 1) navigate(target, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'result') return;
      if (error.code === ErrorCode.PASSWORD_INCORRECT) {
        setNotice({ kind: 'wrongPassword', data: error.data });
        // A fresh password field, without a "required" message the buyer did not cause.
        form.reset({ email: form.values.email, password: '' });
      } else if (error.code === ErrorCode.ACCOUNT_LOCKED) {
        setNotice({ kind: 'locked' });
      } else if (error.code === ErrorCode.ACCOUNT_NOT_FOUND) {
        form.setServerError('email', t(`errors.${ErrorCode.ACCOUNT_NOT_FOUND}`));
      }
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.welcome}>
        <div>
          <h2>{t('login.welcome')}</h2>
          <p>{t('login.subtitle')}</p>
        </div>
        <LanguageSwitch />
      </div>
      {notice && (
        <p
          className={notice.kind === 'wrongPassword' ? styles.warning : styles.danger}
          role="alert"
          data-testid="login-notice"
        >
          {notice.kind === 'wrongPassword'
            ? wrongPasswordWarning(notice.data, t)
            : t(`errors.${ErrorCode.ACCOUNT_LOCKED}`)}
        </p>
      )}
      <form
        noValidate
        aria-label={t('pages.login')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={styles.card}>
          <FormField
            label={t('fields.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            value={form.values.email}
            onValueChange={(value) => form.set('email', value)}
            onBlur={() => form.touch('email')}
            error={form.error('email')}
          />
          <FormField
            label={t('fields.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onValueChange={(value) => form.set('password', value)}
            error={form.error('password')}
          />
        </section>
        <div className={styles.actions}>
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </div>
        <div className={styles.links}>
          <button type="button" className={`text-link ${styles.linkButton}`} onClick={() => setForgotOpen(true)}>
            {t('login.forgot')}
          </button>
          <Link className="text-link" to={PAGES.register.route}>
            {t('login.toRegister')}
          </Link>
        </div>
      </form>
      <ForgotPasswordSheet visible={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={form.values.email} />
    </main>
  );
}
