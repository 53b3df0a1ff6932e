import { useClientState } from '@mall/client/lib/client-state';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useRfq } from '@mall/client/rfq/get-rfq';
import { localToday, useRfqForm } from '@mall/client/rfq/rfq-form';
import {
  ErrorCode,
  MAX_UPLOAD_FILES,
  RFQ_NAME_MAX_LENGTH,
  RFQ_REQUESTER_MAX_LENGTH,
  RFQ_USE_FOR_MAX_LENGTH,
  type RfqDetail,
} from '@mall/contract';
import { Button, Result, Toast } from 'antd-mobile';
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
  const navigate = useNavigate();
  const rfqForm = useRfqForm({ edit, contactName });
  const { form, picture, files, currency } = rfqForm;

  const submit = async () => {
    const rfq = await rfqForm.submit();
    if (!rfq) {
      scrollToFirstInvalid();
      return;
    }
    Toast.show({ icon: 'success', content: t(edit ? 'rfq.form.saved' : 'rfq.form.submitted') });
    navigate(rfqDetailUrl(rfq.id), { replace: true });
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
          {text('name', { placeholder: t('rfq.form.namePlaceholder'), maxLength: RFQ_NAME_MAX_LENGTH })}
          <FileUploader
            label={t('rfq.fields.main_picture')}
            purpose="main_picture"
            max={1}
            files={picture.files}
            onAdd={picture.add}
            onRemove={picture.remove}
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
          {text('use_for', { ...optional, maxLength: RFQ_USE_FOR_MAX_LENGTH })}
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
            files={files.files}
            onAdd={files.add}
            onRemove={files.remove}
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
            error={rfqForm.deadlineError}
          />
          <ProjectField
            value={form.values.project_id}
            onChange={(value) => form.set('project_id', value)}
            error={form.error('project_id')}
          />
          {text('requester', {
            hint: t('rfq.form.requesterHint'),
            maxLength: RFQ_REQUESTER_MAX_LENGTH,
            autoComplete: 'name',
          })}
        </section>
        <div className={styles.bottomBar}>
          <Button block color="primary" type="submit" loading={rfqForm.busy} data-testid="rfq-submit">
            {t(edit ? 'rfq.form.save' : 'rfq.form.submit')}
          </Button>
        </div>
      </form>
    </main>
  );
}
