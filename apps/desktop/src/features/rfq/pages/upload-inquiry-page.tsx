import { DayPicker } from '@mall/client/desk/day-picker';
import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useRfq } from '@mall/client/rfq/get-rfq';
import { localToday, useRfqForm } from '@mall/client/rfq/rfq-form';
import {
  type Account,
  DESKTOP_PAGES,
  ErrorCode,
  isDeadlineAllowed,
  MAX_UPLOAD_FILES,
  RFQ_DESCRIPTION_MAX_LENGTH,
  RFQ_NAME_MAX_LENGTH,
  RFQ_REQUESTER_MAX_LENGTH,
  RFQ_USE_FOR_MAX_LENGTH,
  type RfqDetail,
} from '@mall/contract';
import { App, Button, Card, Form, Result, Space, Spin } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { RequireLogin } from '../../../app/require-login';
import { fieldStatus } from '../../../components/field-status';
import { FileUploadField } from '../../../components/file-upload-field';
import { MembershipNotice } from '../../../components/membership-notice';
import { ProjectSelect } from '../../../components/project-select';
import { rfqDrawerAddress } from '../../../components/workstation-address';
import { RfqTextField } from '../components/rfq-text-field';
import { UnitSelect } from '../components/unit-select';
import '../rfq.css';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';

/**
 * `/uploadInquiry`: post an RFQ, or edit one (`?id=`) that has no quotation yet, with the phone's
 * form (useRfqForm) laid out for a desk. The buyer then sees it in the workstation's RFQ table.
 */
export default function UploadInquiryPage() {
  return (
    <RequireLogin>
      <UploadInquiry />
    </RequireLogin>
  );
}

function ToWorkstation() {
  const { t } = useTranslation();
  return (
    <Link to={DESKTOP_PAGES.workstation.path} className="button">
      {t('rfq.detail.toList')}
    </Link>
  );
}

/** A pending account is told to wait for the review; an expired one gets the renewal, as on the phone. */
function NotMember({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <div className="rfq-post" data-testid="rfq-not-member">
      {account.status === 'pending' ? (
        <Result
          status="info"
          title={t('rfq.form.cannotPost')}
          subTitle={t(`errors.${ErrorCode.ACCOUNT_PENDING}`)}
          extra={<ToWorkstation />}
        />
      ) : (
        <MembershipNotice account={account} />
      )}
    </div>
  );
}

function UploadInquiry() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const userInfo = useClientState((state) => state.userInfo);
  const account = userInfo?.login === 1 ? userInfo : null;
  const editId = Number(new URLSearchParams(search).get('id') ?? 0);
  const editing = useRfq(editId);
  const loading = <Spin size="large" className="page-state" />;
  if (!account) return loading;
  if (account.status !== 'member') return <NotMember account={account} />;
  if (editId > 0) {
    if (editing.isPending) return loading;
    if (!editing.data) return <Result status="warning" title={t('rfq.detail.notFound')} extra={<ToWorkstation />} />;
    if (editing.data.status === 'quoted')
      return <Result status="info" title={t('rfq.form.notEditable')} extra={<ToWorkstation />} />;
    return <InquiryForm key={editId} contactName={account.contact_name} edit={editing.data} />;
  }
  return <InquiryForm key="new" contactName={account.contact_name} />;
}

function InquiryForm({ contactName, edit }: { contactName: string; edit?: RfqDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rfqForm = useRfqForm({ edit, contactName });
  const { form, picture, files, currency } = rfqForm;

  const submit = async () => {
    const rfq = await rfqForm.submit();
    if (!rfq) {
      scrollToFirstInvalid();
      return;
    }
    void message.success(t(edit ? 'rfq.form.saved' : 'rfq.form.submitted'));
    navigate(rfqDrawerAddress(rfq.id), { replace: true });
  };

  return (
    <div className="rfq-post">
      <Card>
        <h1 className="page-title">{edit ? t('rfq.actions.edit') : t('rfq.list.post')}</h1>
        <p className="rfq-lead">{t('rfq.list.emptyHint')}</p>
        <Form layout="vertical" noValidate onFinish={() => void submit()} aria-label={t('pages.uploadInquiry')}>
          <section aria-labelledby="rfq-item-section">
            <h2 id="rfq-item-section" className="rfq-section-title">
              {t('desktop.rfq.sections.item')}
            </h2>
            <div className="rfq-grid">
              <RfqTextField
                form={form}
                name="name"
                placeholder={t('rfq.form.namePlaceholder')}
                maxLength={RFQ_NAME_MAX_LENGTH}
              />
              <RfqTextField form={form} name="use_for" optional maxLength={RFQ_USE_FOR_MAX_LENGTH} />
              <RfqTextField
                form={form}
                name="quantity"
                inputMode="numeric"
                addon={
                  <UnitSelect
                    value={form.values.unit}
                    onChange={(value) => form.set('unit', value)}
                    invalid={form.error('unit') !== undefined}
                  />
                }
                addonError={form.error('unit')}
              />
              <RfqTextField
                form={form}
                name="budget"
                optional
                inputMode="decimal"
                hint={t('rfq.form.budgetHint', { currency })}
                addon={<Space.Addon>{currency}</Space.Addon>}
              />
              <div className="rfq-wide">
                <RfqTextField form={form} name="description" optional rows={4} maxLength={RFQ_DESCRIPTION_MAX_LENGTH} />
              </div>
            </div>
          </section>

          <section aria-labelledby="rfq-files-section">
            <h2 id="rfq-files-section" className="rfq-section-title">
              {t('desktop.rfq.sections.files')}
            </h2>
            <div className="rfq-grid">
              <FileUploadField
                label={t('rfq.fields.main_picture')}
                purpose="main_picture"
                max={1}
                uploaded={picture}
                dropText={t('desktop.rfq.dropPicture')}
                hint={t('rfq.form.pictureHint')}
                error={form.error('main_picture')}
                testId="main-picture"
              />
              <FileUploadField
                label={t('rfq.fields.files')}
                purpose="attachment"
                max={MAX_UPLOAD_FILES}
                uploaded={files}
                dropText={t('desktop.rfq.dropFiles')}
                hint={t('rfq.form.filesHint', { max: MAX_UPLOAD_FILES })}
                error={form.error('files')}
                testId="attachments"
              />
            </div>
          </section>

          <section aria-labelledby="rfq-quotes-section">
            <h2 id="rfq-quotes-section" className="rfq-section-title">
              {t('desktop.rfq.sections.quotes')}
            </h2>
            <div className="rfq-grid">
              <Form.Item
                label={t('rfq.fields.deadline')}
                htmlFor="rfq-deadline"
                {...fieldStatus(rfqForm.deadlineError)}
              >
                <DayPicker
                  id="rfq-deadline"
                  value={form.values.deadline}
                  onChange={(value) => form.set('deadline', value)}
                  onBlur={() => form.touch('deadline')}
                  isAllowed={(day) => isDeadlineAllowed(day, localToday())}
                  invalid={rfqForm.deadlineError !== undefined}
                />
              </Form.Item>
              <ProjectSelect
                value={form.values.project_id}
                onChange={(value) => form.set('project_id', value)}
                error={form.error('project_id')}
              />
              <RfqTextField
                form={form}
                name="requester"
                hint={t('rfq.form.requesterHint')}
                maxLength={RFQ_REQUESTER_MAX_LENGTH}
                autoComplete="name"
              />
            </div>
          </section>

          <div className="rfq-actions">
            <Button type="primary" size="large" htmlType="submit" loading={rfqForm.busy} data-testid="rfq-submit">
              {t(edit ? 'rfq.form.save' : 'rfq.form.submit')}
            </Button>
            <ToWorkstation />
          </div>
        </Form>
      </Card>
    </div>
  );
}
