import { type RegisterField, useRegisterForm } from '@mall/client/account/register';
import { sendSignupCode } from '@mall/client/account/send-signup-code';
import { emailForCode } from '@mall/client/account/verify-code';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useOptionLabel } from '@mall/client/lib/select-options';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Button, Checkbox, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SelectPopup } from '../../../components/e-select/searchable-select';
import { FormField } from '../../../components/form-field';
import type { PageProps } from '../../../lib/page-props';
import styles from '../components/account-forms.module.css';
import { AgreementText } from '../components/agreement-text';
import { CompanyFields } from '../components/company-fields';
import { VerifyCodeButton } from '../components/verify-code-button';

/** Registration (SPEC sections 3 and 5): the contract's schema checks every field as the buyer types. */
export default function RegisterPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The select page returns here with `?country=<code>`.
  const { form, submit: register, busy } = useRegisterForm({ country: query.country ?? '' });
  const [countryOpen, setCountryOpen] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const countryLabel = useOptionLabel('country', form.values.country);

  const submit = async () => {
    const outcome = await register();
    if (outcome.kind === 'invalid') {
      scrollToFirstInvalid();
    } else if (outcome.kind === 'registered') {
      Toast.show({ icon: 'success', content: t('success.registered') });
      navigate(`${PAGES.login.route}?email=${encodeURIComponent(outcome.email)}`, { replace: true });
    }
  };

  const text = (
    field: Exclude<RegisterField, 'agree' | 'country'>,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
  ) => (
    <FormField
      label={t(`fields.${field}`)}
      value={form.values[field]}
      onValueChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      error={form.error(field)}
      name={field}
      {...extra}
    />
  );

  return (
    <main className={styles.page}>
      <form
        noValidate
        aria-label={t('pages.register')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={styles.card} aria-label={t('register.loginSection')}>
          <h2 className={styles.cardTitle}>{t('register.loginSection')}</h2>
          {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {text('email_code', {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 6,
            addon: <VerifyCodeButton email={() => emailForCode(form)} send={sendSignupCode} />,
            hint: t('register.codeHint'),
          })}
          {text('password', { type: 'password', autoComplete: 'new-password', hint: t('register.passwordHint') })}
          {text('confirm_password', { type: 'password', autoComplete: 'new-password' })}
        </section>

        <section className={styles.card} aria-label={t('register.companySection')}>
          <h2 className={styles.cardTitle}>{t('register.companySection')}</h2>
          <CompanyFields
            text={text}
            country={{
              label: form.values.country ? countryLabel : '',
              error: form.error('country'),
              open: () => setCountryOpen(true),
            }}
          />
        </section>

        <div className={styles.agree}>
          <div className={styles.agreeRow}>
            <Checkbox
              checked={form.values.agree === '1'}
              onChange={(checked) => form.set('agree', checked ? '1' : '')}
              aria-invalid={form.error('agree') ? true : undefined}
              data-testid="agree"
            >
              {t('register.agreePrefix')}
            </Checkbox>
            <Link
              to={PAGES.agreement.route}
              onClick={(event) => {
                // A sheet keeps what was typed; the link still names the page.
                event.preventDefault();
                setAgreementOpen(true);
              }}
            >
              {t('register.agreementLink')}
            </Link>
          </div>
          {form.error('agree') && (
            <p className={styles.fieldError} role="alert">
              {form.error('agree')}
            </p>
          )}
          <p className={styles.haveAccount}>
            {t('register.haveAccount')}{' '}
            <Link className="text-link" to={PAGES.login.route} replace>
              {t('register.toLogin')}
            </Link>
          </p>
        </div>

        <div className={styles.bottomBar}>
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {t('register.submit')}
          </Button>
        </div>
      </form>
      <SelectPopup
        type="country"
        visible={countryOpen}
        value={form.values.country}
        onSelect={(value) => form.set('country', value)}
        onClose={() => {
          setCountryOpen(false);
          form.touch('country');
        }}
      />
      <Popup
        visible={agreementOpen}
        onMaskClick={() => setAgreementOpen(false)}
        onClose={() => setAgreementOpen(false)}
        bodyClassName={styles.sheet}
        aria-label={t('agreement.title')}
      >
        <div className={styles.sheetHeader}>
          <h2>{t('agreement.title')}</h2>
          <button type="button" className={styles.sheetClose} onClick={() => setAgreementOpen(false)}>
            {t('forgot.close')}
          </button>
        </div>
        <div className={styles.sheetBody}>
          <AgreementText />
          <Button
            block
            color="primary"
            className="touch-button"
            onClick={() => {
              form.set('agree', '1');
              setAgreementOpen(false);
            }}
          >
            {t('agreement.accept')}
          </Button>
        </div>
      </Popup>
    </main>
  );
}
