import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMe } from '@mall/client/console/session/get-me';
import { useConsoleLogin } from '@mall/client/console/session/login';
import { LanguageSwitch } from '@mall/client/desk/language-switch';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../../components/error-text';

interface LoginFields {
  email: string;
  password: string;
}

/** Only a path inside the console: a redirect never leads elsewhere. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const me = useMe();
  const login = useConsoleLogin();

  if (me.data) return <Navigate to={redirect} replace />;

  const submit = (fields: LoginFields) =>
    login.mutate(fields, { onSuccess: () => navigate(redirect, { replace: true }) });

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card style={{ width: 400 }} data-testid="login-card">
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('console.title')}
          </Typography.Title>
          <LanguageSwitch label={t('console.shell.language')} />
        </div>
        <Typography.Paragraph type="secondary">{t('console.login.heading')}</Typography.Paragraph>
        {login.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={errorText(t, login.error)}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        )}
        <Form<LoginFields> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="email"
            label={t('console.login.email')}
            rules={[
              { required: true, message: t('console.login.emailRequired') },
              { type: 'email', message: t('console.login.emailInvalid') },
            ]}
          >
            <Input prefix={<MailOutlined />} autoComplete="username" data-testid="login-email" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('console.login.password')}
            rules={[{ required: true, message: t('console.login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            {t('console.login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
