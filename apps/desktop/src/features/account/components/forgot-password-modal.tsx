import { useForgotPasswordForm } from '@mall/client/account/forgot-password';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { Alert, Button, Form, Modal } from 'antd';
import { Link } from 'react-router-dom';
import { SchemaField } from './schema-field';

/**
 * The phone's forgot-password sheet as a dialog: the login email, the reset link mailed, the
 * server's answer in place. The link in the mail opens this site's reset page.
 */
export function ForgotPasswordModal({
  open,
  onClose,
  initialEmail,
}: {
  open: boolean;
  onClose(): void;
  initialEmail: string;
}) {
  const { t } = useTranslation();
  const { form, sentText, unknown, busy, submit } = useForgotPasswordForm(open, initialEmail, 'desktop');
  return (
    <Modal open={open} title={t('forgot.title')} onCancel={onClose} footer={null}>
      {sentText !== null ? (
        <div className="account-dialog-body account-dialog-form">
          <Alert type="success" showIcon message={sentText} data-testid="forgot-sent" />
          <Button type="primary" block onClick={onClose}>
            {t('forgot.done')}
          </Button>
        </div>
      ) : (
        <Form layout="vertical" onFinish={() => void submit()} noValidate className="account-dialog-body">
          <p className="account-lead">{t('forgot.explain')}</p>
          <SchemaField
            form={form}
            name="email"
            id="forgot-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
          />
          {unknown && (
            <Link to={DESKTOP_PAGES.register.path} onClick={onClose}>
              {t('login.toRegister')}
            </Link>
          )}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('forgot.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
