import { useResetPasswordForm } from '@mall/client/account/reset-password';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES, ErrorCode } from '@mall/contract';
import { App, Button, Card, Form, Result } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { SchemaField } from '../components/schema-field';
import '../account.css';

/**
 * `/resetPassword?token=`: the link of a forgot-password mail asked for at a desk, the phone's reset
 * page in a card; then the login page. A used or expired link offers a new one in place.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { form, invalidLink, busy, submit } = useResetPasswordForm(new URLSearchParams(search).get('token') ?? '');
  const [forgotOpen, setForgotOpen] = useState(false);

  const reset = async () => {
    if (!(await submit())) return;
    void message.success(t('reset.success'));
    navigate(DESKTOP_PAGES.login.path, { replace: true });
  };

  return (
    <div className="auth-page">
      <Card className="auth-card" title={<h1 className="auth-title">{t('pages.resetPassword')}</h1>}>
        {invalidLink ? (
          <div data-testid="reset-invalid">
            <Result
              status="warning"
              title={t(`errors.${ErrorCode.RESET_LINK_INVALID}`)}
              extra={
                <Button type="primary" onClick={() => setForgotOpen(true)}>
                  {t('reset.requestNew')}
                </Button>
              }
            />
          </div>
        ) : (
          <Form layout="vertical" onFinish={() => void reset()} aria-label={t('pages.resetPassword')} noValidate>
            <p className="auth-subtitle">{t('reset.explain')}</p>
            <SchemaField
              form={form}
              name="password"
              id="reset-password"
              label={t('fields.newPassword')}
              hint={t('register.passwordHint')}
              size="large"
              password
              autoComplete="new-password"
            />
            <SchemaField
              form={form}
              name="confirm_password"
              id="reset-confirm-password"
              label={t('fields.confirm_password')}
              size="large"
              password
              autoComplete="new-password"
            />
            <Button type="primary" size="large" htmlType="submit" block loading={busy}>
              {t('reset.submit')}
            </Button>
          </Form>
        )}
      </Card>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail="" />
    </div>
  );
}
