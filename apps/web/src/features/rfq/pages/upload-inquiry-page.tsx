import { ApiError } from '@mall/client/lib/api-client';
import { useClientState } from '@mall/client/lib/client-state';
import { useLocale } from '@mall/client/lib/locale';
import { useMarket } from '@mall/client/lib/market';
import { useSchemaForm } from '@mall/client/lib/schema-form';
import { useRfq } from '@mall/client/rfq/get-rfq';
import { RFQ_FIELD_CODES, useSubmitRfq } from '@mall/client/rfq/submit-rfq';
import {
  ErrorCode,
  isDeadlineAllowed,
  MARKET_CURRENCY,
  MAX_UPLOAD_FILES,
  type RfqBody,
  type RfqDetail,
  rfqBodySchema,
  type UploadedFile,
  validationKey,
  validationText,
} from '@mall/contract';
import { Button, Result, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { MembershipNotice } from '../../../components/membership';
import { PageSkeleton } from '../../../components/page-skeleton';
import type { PageProps } from '../../../lib/page-props';
import { FileUploader } from '../components/file-uploader';
import { ProjectField } from '../components/project-field';
import { TextAreaField } from '../components/text-area-field';
import { UnitSelect } from '../components/unit-select';
import { rfqDetailUrl } from '../components/use-rfq-actions';
import styles from './rfq-pages.module.css';

type Field = keyof RfqBody;

const EMPTY: Record<Field, string> = {
  name: '',
  main_picture: '',
  quantity: '',
  unit: 'pcs',
  use_for: '',
  budget: '',
  market: 'en',
  description: '',
  files: '',
  deadline: '',
  project_id: '',
  requester: '',
};

/** Today in the buyer's own time zone (YYYY-MM-DD), the date a "future date" is counted from. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

function valuesOf(rfq: RfqDetail): Record<Field, string> {
  return {
    name: rfq.name,
    main_picture: rfq.main_picture?.id ?? '',
    quantity: String(rfq.quantity),
    unit: rfq.unit,
    use_for: rfq.use_for,
    budget: rfq.budget ?? '',
    market: rfq.market,
    description: rfq.description,
    files: rfq.files.map((f) => f.id).join(','),
    deadline: rfq.deadline,
    project_id: String(rfq.project.id),
    requester: rfq.requester,
  };
}

/** `/pages/home/upload_inquiry`: post an RFQ, or edit one (`?id=`) that has no quotation yet. */
export default function UploadInquiryPage({ query }: PageProps) {
  const { t } = useTranslation();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  const editId = Number(query.id ?? 0);
  const editing = useRfq(editId);
  if (!account) return <PageSkeleton />;
  if (account.status !== 'member') {
    return (
      <div className="page-message" data-testid="rfq-not-member">
        {account.status === 'pending' ? (
          <Result
            status="waiting"
            title={t('rfq.form.cannotPost')}
            description={t(`errors.${ErrorCode.ACCOUNT_PENDING}`)}
          />
        ) : (
          <MembershipNotice account={account} />
        )}
      </div>
    );
  }
  if (editId > 0) {
    if (editing.isPending) return <PageSkeleton />;
    if (!editing.data) return <Result status="error" title={t('rfq.detail.notFound')} />;
    if (editing.data.status === 'quoted') return <Result status="info" title={t('rfq.form.notEditable')} />;
    return <InquiryForm contactName={account.contact_name} edit={editing.data} />;
  }
  return <InquiryForm contactName={account.contact_name} />;
}

function InquiryForm({ contactName, edit }: { contactName: string; edit?: RfqDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const navigate = useNavigate();
  const submitting = useSubmitRfq();
  const form = useSchemaForm(rfqBodySchema, edit ? valuesOf(edit) : { ...EMPTY, market, requester: contactName });
  const [picture, setPicture] = useState<UploadedFile[]>(edit?.main_picture ? [edit.main_picture] : []);
  const [files, setFiles] = useState<UploadedFile[]>(edit?.files ?? []);
  const [tried, setTried] = useState(false);
  const currency = MARKET_CURRENCY[edit?.market ?? market];
  const { set } = form;
  const pictureId = picture[0]?.id ?? '';
  const fileIds = files.map((f) => f.id).join(',');

  // The uploads feed the form's fields; an unchanged value is not set, so no message shows untouched.
  useEffect(() => {
    if (pictureId !== form.values.main_picture) set('main_picture', pictureId);
  }, [pictureId, form.values.main_picture, set]);
  useEffect(() => {
    if (fileIds !== form.values.files) set('files', fileIds);
  }, [fileIds, form.values.files, set]);

  const deadlineError =
    form.error('deadline') ??
    ((tried || form.values.deadline) && !isDeadlineAllowed(form.values.deadline, localToday())
      ? validationText(validationKey('deadline'), locale)
      : undefined);

  const submit = async () => {
    setTried(true);
    const body = form.submit();
    if (!body || !isDeadlineAllowed(body.deadline, localToday())) {
      requestAnimationFrame(() =>
        document.querySelector('[aria-invalid="true"], [data-invalid="true"]')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    try {
      const rfq = await submitting.mutateAsync({ body, id: edit?.id });
      Toast.show({ icon: 'success', content: t(edit ? 'rfq.form.saved' : 'rfq.form.submitted') });
      navigate(rfqDetailUrl(rfq.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code !== undefined && error.code in RFQ_FIELD_CODES) {
        const field = RFQ_FIELD_CODES[error.code as keyof typeof RFQ_FIELD_CODES];
        form.setServerError(field, t(`errors.${error.code}`));
      }
    }
  };

  const text = (field: 'name' | 'use_for' | 'requester' | 'quantity' | 'budget', extra = {}) => (
    <FormField
      label={t(`rfq.fields.${field}`)}
      value={form.values[field]}
      onValueChange={(value) => form.set(field, value)}
      onBlur={() => form.touch(field)}
      error={form.error(field)}
      name={field}
      {...extra}
    />
  );
  const optional = { optional: true, optionalText: t('rfq.form.optional') };

  return (
    <main className={styles.formPage}>
      <form
        noValidate
        aria-label={t('pages.uploadInquiry')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={styles.card}>
          {text('name', { placeholder: t('rfq.form.namePlaceholder'), maxLength: 100 })}
          <FileUploader
            label={t('rfq.fields.main_picture')}
            purpose="main_picture"
            max={1}
            files={picture}
            onAdd={(file) => setPicture([file])}
            onRemove={() => setPicture([])}
            hint={t('rfq.form.pictureHint')}
            error={form.error('main_picture')}
            testId="main-picture"
          />
          <div className={styles.pair}>
            {text('quantity', { inputMode: 'numeric', type: 'text' })}
            <UnitSelect
              value={form.values.unit}
              onChange={(value) => form.set('unit', value)}
              error={form.error('unit')}
            />
          </div>
          {text('use_for', { ...optional, maxLength: 200 })}
          {text('budget', {
            ...optional,
            inputMode: 'decimal',
            hint: t('rfq.form.budgetHint', { currency }),
            addon: <span className={styles.currency}>{currency}</span>,
          })}
          <TextAreaField
            label={t('rfq.fields.description')}
            value={form.values.description}
            onValueChange={(value) => form.set('description', value)}
            error={form.error('description')}
            optionalText={t('rfq.form.optional')}
          />
        </section>
        <section className={styles.card}>
          <FileUploader
            label={t('rfq.fields.files')}
            purpose="attachment"
            max={MAX_UPLOAD_FILES}
            files={files}
            onAdd={(file) => setFiles((list) => [...list, file])}
            onRemove={(id) => setFiles((list) => list.filter((f) => f.id !== id))}
            hint={t('rfq.form.filesHint', { max: MAX_UPLOAD_FILES })}
            error={form.error('files')}
            testId="attachments"
          />
        </section>
        <section className={styles.card}>
          <FormField
            label={t('rfq.fields.deadline')}
            type="date"
            name="deadline"
            min={localToday()}
            value={form.values.deadline}
            onValueChange={(value) => form.set('deadline', value)}
            onBlur={() => form.touch('deadline')}
            error={deadlineError}
          />
          <ProjectField
            value={form.values.project_id}
            onChange={(value) => form.set('project_id', value)}
            error={form.error('project_id')}
          />
          {text('requester', { hint: t('rfq.form.requesterHint'), maxLength: 50, autoComplete: 'name' })}
        </section>
        <div className={styles.bottomBar}>
          <Button block color="primary" type="submit" loading={submitting.isPending} data-testid="rfq-submit">
            {t(edit ? 'rfq.form.save' : 'rfq.form.submit')}
          </Button>
        </div>
      </form>
    </main>
  );
}
