import { useLoginForm } from '@mall/client/account/login';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { Alert, Button, Card, Form } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { safeRedirect } from '../../../app/navigation';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { SchemaField } from '../components/schema-field';
import '../account.css';

/**
 * `/login?redirect=`: the same login as the phone's (one session for both sites), then on to the
 * page that asked, a page of this site only.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { form, notice, submit, busy } = useLoginForm(params.get('email') ?? '');
  const [forgotOpen, setForgotOpen] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  // Registration hands the page that asked back to this one.
  const redirect = params.get('redirect');
  const registerAddress = redirect
    ? `${DESKTOP_PAGES.register.path}?redirect=${encodeURIComponent(redirect)}`
    : DESKTOP_PAGES.register.path;

  const logIn = async () => {
    if (await submit()) navigate(target, { replace: true });
  };

  return (
    <div className="auth-page">
      <Card className="auth-card" title={<h1 className="auth-title">{t('login.welcome')}</h1>}>
        <p className="auth-subtitle">{t('login.subtitle')}</p>
        {notice && <Alert type={notice.tone} showIcon data-testid="login-notice" message={notice.text} />}
        <Form layout="vertical" onFinish={() => void logIn()} aria-label={t('pages.login')} noValidate>
          <SchemaField
            form={form}
            name="email"
            id="login-email"
            label={t('fields.email')}
            size="large"
            type="email"
            autoComplete="username"
          />
          <SchemaField
            form={form}
            name="password"
            id="login-password"
            label={t('fields.password')}
            size="large"
            password
            autoComplete="current-password"
          />
          <Button type="primary" size="large" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
        <div className="auth-links">
          <Link to={registerAddress}>{t('login.toRegister')}</Link>
          <Button type="link" className="auth-link-button" onClick={() => setForgotOpen(true)}>
            {t('login.forgot')}
          </Button>
        </div>
      </Card>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={form.values.email} />
    </div>
  );
}
