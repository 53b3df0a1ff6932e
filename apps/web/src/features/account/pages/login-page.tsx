import { useLoginForm } from '@mall/client/account/login';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { LanguageSwitch } from '../../../components/language-switch';
import { safeRedirect } from '../../../lib/navigation';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/account-forms.module.css';
import { ForgotPasswordSheet } from '../components/forgot-password-sheet';

/** Login: email and password; then the user info into the client state and on to `redirect` (in-app only). */
export default function LoginPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, notice, submit, busy } = useLoginForm(query.email ?? '');
  const [forgotOpen, setForgotOpen] = useState(false);
  const target = safeRedirect(query.redirect);

  const logIn = async () => {
    if (await submit()) navigate(target, { replace: true });
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
          className={notice.tone === 'warning' ? styles.warning : styles.danger}
          role="alert"
          data-testid="login-notice"
        >
          {notice.text}
        </p>
      )}
      <form
        noValidate
        aria-label={t('pages.login')}
        onSubmit={(event) => {
          event.preventDefault();
          void logIn();
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
          <Button block type="submit" color="primary" size="large" loading={busy}>
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
