import { useRegisterForm } from '@mall/client/account/register';
import { sendSignupCode } from '@mall/client/account/send-signup-code';
import { emailForCode } from '@mall/client/account/verify-code';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { App, Button, Card, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fieldStatus } from '../../../components/field-status';
import { AgreementModal } from '../components/agreement-modal';
import { CompanyFields } from '../components/company-fields';
import { SchemaField } from '../components/schema-field';
import { SendCodeButton } from '../components/send-code-button';
import '../account.css';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';

/** The login page with the address registered (or none), keeping the page the buyer came from. */
function loginPage(email: string | null, redirect: string | null): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (redirect) query.set('redirect', redirect);
  const search = query.toString();
  return search ? `${DESKTOP_PAGES.login.path}?${search}` : DESKTOP_PAGES.login.path;
}

/**
 * `/register`: the phone's registration, every field checked by the contract's schema as the buyer
 * types; then the success message and the login page with the address filled in.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const redirect = new URLSearchParams(search).get('redirect');
  const { form, submit, busy } = useRegisterForm();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const agreeError = form.error('agree');

  const register = async () => {
    const outcome = await submit();
    if (outcome.kind === 'invalid') {
      scrollToFirstInvalid();
    } else if (outcome.kind === 'registered') {
      void message.success(t('success.registered'));
      navigate(loginPage(outcome.email, redirect), { replace: true });
    }
  };

  return (
    <div className="account-register">
      <Card>
        <h1 className="page-title">{t('login.toRegister')}</h1>
        <p className="account-lead">{t('desktop.account.registerLead')}</p>
        <Form layout="vertical" noValidate onFinish={() => void register()} aria-label={t('pages.register')}>
          <section aria-labelledby="register-login-section">
            <h2 id="register-login-section" className="account-section-title">
              {t('register.loginSection')}
            </h2>
            <div className="account-form-grid">
              <SchemaField
                form={form}
                name="email"
                id="register-email"
                label={t('fields.email')}
                type="email"
                autoComplete="email"
              />
              <SchemaField
                form={form}
                name="email_code"
                id="register-email_code"
                label={t('fields.email_code')}
                hint={t('register.codeHint')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                addon={<SendCodeButton email={() => emailForCode(form)} send={sendSignupCode} />}
              />
              <SchemaField
                form={form}
                name="password"
                id="register-password"
                label={t('fields.password')}
                hint={t('register.passwordHint')}
                password
                autoComplete="new-password"
              />
              <SchemaField
                form={form}
                name="confirm_password"
                id="register-confirm_password"
                label={t('fields.confirm_password')}
                password
                autoComplete="new-password"
              />
            </div>
          </section>

          <section aria-labelledby="register-company-section">
            <h2 id="register-company-section" className="account-section-title">
              {t('register.companySection')}
            </h2>
            <CompanyFields form={form} idPrefix="register" />
          </section>

          <Form.Item className="account-agree" {...fieldStatus(agreeError)}>
            <div className="account-agree-row">
              <Checkbox
                checked={form.values.agree === '1'}
                onChange={(event) => form.set('agree', event.target.checked ? '1' : '')}
                aria-invalid={agreeError ? true : undefined}
              >
                {t('register.agreePrefix')}
              </Checkbox>
              <Button type="link" className="account-agreement-link" onClick={() => setAgreementOpen(true)}>
                {t('register.agreementLink')}
              </Button>
            </div>
          </Form.Item>

          <div className="account-register-actions">
            <Button type="primary" size="large" htmlType="submit" loading={busy}>
              {t('register.submit')}
            </Button>
            <span>
              {t('register.haveAccount')} <Link to={loginPage(null, redirect)}>{t('register.toLogin')}</Link>
            </span>
          </div>
        </Form>
      </Card>
      <AgreementModal
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAccept={() => {
          form.set('agree', '1');
          setAgreementOpen(false);
        }}
      />
    </div>
  );
}
