import type { ClaimableLine } from '@mall/client/after-sales/case-form';
import { useClaimableLines } from '@mall/client/after-sales/get-claimable';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import { AFTER_SALES_REASON_MAX_LENGTH, MAX_UPLOAD_FILES, PAGES } from '@mall/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import { showToast } from '../../../lib/overlays';
import type { PageProps } from '../../../lib/page-props';
import { FileUploader } from '../../rfq/components/file-uploader';
import styles from '../components/after-sales.module.css';
import { afterSalesCaseUrl } from '../components/after-sales-links';
import { useCaseForm } from '../components/case-form';
import { LinePicker } from '../components/line-picker';
import { TextAreaField } from '../components/text-area-field';
import { TypePicker } from '../components/type-picker';

const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);

/**
 * `/pages/workstation/after-sales-new` (`?purchase_order_id=` the goods of one order, with
 * `&shipment_id=&line_id=` one line chosen): a new after-sales case about received goods.
 */
export default function AfterSalesNewPage({ query }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claimable = useClaimableLines(positive(query.purchase_order_id));

  if (claimable.isPending) return <PageSkeleton />;
  if (claimable.isError) return <LoadFailed onRetry={() => claimable.refetch()} />;
  // A line whose every piece is already claimed has nothing left to open a case for.
  const lines = claimable.data.list.filter((line) => line.claimable > 0);
  if (lines.length === 0) {
    return (
      <div className="page-message" data-testid="nothing-claimable">
        <Result status="info" title={t('afterSales.nothingClaimable')} />
        <Button className="touch-button" onClick={() => navigate(PAGES.afterSales.route)}>
          {t('afterSales.toList')}
        </Button>
      </div>
    );
  }
  const named = lines.find(
    (line) => line.shipment_id === positive(query.shipment_id) && line.line_id === positive(query.line_id),
  );
  return <CaseForm lines={lines} initial={named ?? (lines.length === 1 ? lines[0] : undefined)} />;
}

function CaseForm({ lines, initial }: { lines: ClaimableLine[]; initial: ClaimableLine | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unitName = useUnitName();
  const form = useCaseForm(lines, initial);
  const { draft, line } = form;

  const submit = async () => {
    const opened = await form.submit();
    if (!opened) {
      scrollToFirstInvalid();
      return;
    }
    showToast({ icon: 'success', content: t('afterSales.opened') });
    navigate(afterSalesCaseUrl(opened.id), { replace: true });
  };

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <form
        noValidate
        aria-label={t('pages.afterSalesNew')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <section className={styles.formCard}>
          <LinePicker lines={lines} value={draft.line} onChange={form.chooseLine} error={form.error('line')} />
        </section>
        <section className={styles.formCard}>
          <TypePicker value={draft.type} onChange={form.chooseType} error={form.error('type')} />
          <FormField
            label={t('afterSales.fields.quantity')}
            name="quantity"
            type="text"
            inputMode="numeric"
            value={draft.quantity}
            onValueChange={(value) => {
              form.set('quantity', value);
              form.touch('quantity');
            }}
            onBlur={() => form.touch('quantity')}
            error={form.error('quantity')}
            hint={
              line
                ? t('afterSales.fields.quantityHint', {
                    count: line.claimable,
                    unit: unitName(line.unit, line.claimable),
                  })
                : undefined
            }
            addon={line && <span className={styles.unit}>{unitName(line.unit)}</span>}
          />
          <TextAreaField
            label={t('afterSales.fields.reason')}
            name="reason"
            placeholder={t('afterSales.fields.reasonPlaceholder')}
            maxLength={AFTER_SALES_REASON_MAX_LENGTH}
            value={draft.reason}
            onValueChange={(value) => {
              form.set('reason', value);
              form.touch('reason');
            }}
            onBlur={() => form.touch('reason')}
            error={form.error('reason')}
          />
          <TextAreaField
            label={t('afterSales.fields.requestedResolution')}
            name="requested_resolution"
            placeholder={t('afterSales.fields.requestedResolutionPlaceholder')}
            maxLength={AFTER_SALES_REASON_MAX_LENGTH}
            optionalText={t('afterSales.fields.optional')}
            value={draft.requested_resolution}
            onValueChange={(value) => form.set('requested_resolution', value)}
          />
          <FileUploader
            label={t('afterSales.fields.files')}
            purpose="attachment"
            max={MAX_UPLOAD_FILES}
            files={draft.files}
            onAdd={form.addFile}
            onRemove={form.removeFile}
            hint={t('afterSales.fields.filesHint', { count: MAX_UPLOAD_FILES })}
            testId="case-files"
          />
        </section>
        <div className={styles.bottomBar}>
          <Button block color="primary" type="submit" loading={form.busy} data-testid="case-submit">
            {t('afterSales.submit')}
          </Button>
        </div>
      </form>
    </main>
  );
}
