import { useOpenAfterSalesCase } from '@mall/client/after-sales/after-sales-actions';
import {
  type CaseField,
  type CaseValues,
  type ClaimableLine,
  caseBody,
  caseProblems,
  caseProblemText,
  lineKey,
  newCaseValues,
  typeFor,
} from '@mall/client/after-sales/case-form';
import { claimableLinesQueryOptions } from '@mall/client/after-sales/get-claimable';
import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText, useUnitName } from '@mall/client/rfq/get-units';
import type { UploadedFiles } from '@mall/client/rfq/rfq-form';
import {
  AFTER_SALES_REASON_MAX_LENGTH,
  AFTER_SALES_TYPES,
  type AfterSalesType,
  MAX_UPLOAD_FILES,
} from '@mall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type CheckboxProps,
  Drawer,
  Form,
  Input,
  Radio,
  Result,
  Skeleton,
  Table,
  type TableColumnsType,
} from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { fieldStatus } from '../../../components/field-status';
import { FileUploadField } from '../../../components/file-upload-field';
import { LoadFailed } from '../../../components/page-state';
import { CaseGoods } from './after-sales-tags';

/**
 * The form's values and messages: each message shown once its field has been changed or left (or
 * sending tried). Until the buyer picks a type, choosing goods refused at the receipt proposes a
 * replacement.
 */
function useCaseForm(lines: readonly ClaimableLine[], initial: ClaimableLine | undefined, onChange: () => void) {
  const { t } = useTranslation();
  const unitName = useUnitName();
  const [values, setValues] = useState<CaseValues>(() => newCaseValues(initial));
  const [typeChosen, setTypeChosen] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<CaseField>>(new Set());
  const [tried, setTried] = useState(false);
  const line = lines.find((candidate) => lineKey(candidate) === values.line);
  const problems = caseProblems(values, line);

  const touch = (field: CaseField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const update = (change: (current: CaseValues) => CaseValues) => {
    setValues(change);
    onChange();
  };
  const error = (field: CaseField): string | undefined => {
    const problem = problems[field];
    return problem && (tried || touched.has(field)) ? caseProblemText(problem, line, t, unitName) : undefined;
  };

  // Functional updates: several uploads may finish before the form renders again.
  const files: UploadedFiles = {
    files: values.files,
    add: (file) => update((current) => ({ ...current, files: [...current.files, file] })),
    remove: (id) => update((current) => ({ ...current, files: current.files.filter((file) => file.id !== id) })),
  };

  return {
    values,
    line,
    files,
    error,
    touch,
    set: (field: 'quantity' | 'reason' | 'requested_resolution', value: string) => {
      update((current) => ({ ...current, [field]: value }));
      if (field !== 'requested_resolution') touch(field);
    },
    chooseLine: (key: string) => {
      const chosen = lines.find((candidate) => lineKey(candidate) === key);
      update((current) => ({ ...current, line: key, type: typeChosen ? current.type : typeFor(chosen) }));
      touch('line');
    },
    chooseType: (type: AfterSalesType) => {
      update((current) => ({ ...current, type }));
      setTypeChosen(true);
      touch('type');
    },
    /** Every message shown; the body to send when there is none. */
    tryBody: () => {
      setTried(true);
      return line && Object.keys(problems).length === 0 ? caseBody(values, line) : null;
    },
  };
}

/** The received goods a case can be opened for: what the receipt checked, and what is left to claim until when. */
function ClaimableTable({
  lines,
  value,
  onChoose,
  error,
}: {
  lines: readonly ClaimableLine[];
  value: string;
  onChoose: (key: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantityText = useQuantityText();
  const count = (value: number) => formatCount(value, locale);
  const columns: TableColumnsType<ClaimableLine> = [
    {
      key: 'order',
      title: t('desktop.orders.columns.purchaseOrder'),
      className: 'history-nowrap',
      render: (_, line) => line.purchase_order.number,
    },
    { key: 'goods', title: t('desktop.afterSales.columns.goods'), render: (_, line) => <CaseGoods item={line} /> },
    {
      key: 'receipt',
      title: t('afterSales.receipt'),
      render: (_, line) => (
        <span className="after-sales-receipt">
          <span data-testid="claimable-checked">
            {t('afterSales.receivedRejected', { received: count(line.received), rejected: count(line.rejected) })}
          </span>
          <small>{t('afterSales.receivedAt', { date: formatDate(line.received_at, locale) })}</small>
        </span>
      ),
    },
    {
      key: 'claimable',
      title: t('desktop.afterSales.columns.claimable'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, line) => <span data-testid="claimable-quantity">{quantityText(line.claimable, line.unit)}</span>,
    },
    {
      key: 'openUntil',
      title: t('desktop.afterSales.columns.openUntil'),
      className: 'history-nowrap',
      render: (_, line) => formatDate(line.open_until, locale),
    },
  ];
  return (
    <div className="after-sales-lines" data-invalid={error ? 'true' : undefined}>
      <Table<ClaimableLine>
        rowKey={lineKey}
        size="small"
        columns={columns}
        dataSource={lines as ClaimableLine[]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: value ? [value] : [],
          onChange: (keys) => onChoose(String(keys[0])),
          // antd hands this on to the radio's input, though its type does not list it.
          getCheckboxProps: (line) =>
            ({ 'aria-label': `${line.purchase_order.number} ${line.name}` }) as Partial<CheckboxProps>,
        }}
        // The whole row chooses the goods, not only its small radio.
        onRow={(line) =>
          ({
            onClick: () => onChoose(lineKey(line)),
            className: 'after-sales-claimable',
            'data-testid': 'claimable-row',
            'data-line': lineKey(line),
          }) as HTMLAttributes<HTMLElement>
        }
        aria-label={t('afterSales.fields.line')}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function CaseForm({
  lines,
  initial,
  onOpened,
  onCancel,
  onChange,
}: {
  lines: readonly ClaimableLine[];
  initial: ClaimableLine | undefined;
  onOpened: (id: number) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const unitName = useUnitName();
  const opening = useOpenAfterSalesCase();
  const form = useCaseForm(lines, initial, onChange);
  const { values, line } = form;

  const send = async () => {
    const body = form.tryBody();
    if (!body) {
      scrollToFirstInvalid();
      return;
    }
    try {
      const opened = await opening.mutateAsync(body);
      void message.success(t('afterSales.opened'));
      onOpened(opened.id);
    } catch {
      // The API client has said why (the window closed, more than can be claimed…); what was written stays.
    }
  };

  /** The reason (required) or the resolution asked for (optional). */
  const textArea = (field: 'reason' | 'requested_resolution') => {
    const required = field === 'reason';
    const error = required ? form.error('reason') : undefined;
    const id = `case-${field}`;
    const name = required ? 'reason' : 'requestedResolution';
    return (
      <Form.Item
        label={
          <>
            {t(`afterSales.fields.${name}`)}
            {!required && <span className="after-sales-optional">{t('afterSales.fields.optional')}</span>}
          </>
        }
        htmlFor={id}
        {...fieldStatus(error)}
      >
        <Input.TextArea
          id={id}
          value={values[field]}
          rows={3}
          maxLength={AFTER_SALES_REASON_MAX_LENGTH}
          showCount
          placeholder={t(`afterSales.fields.${name}Placeholder`)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => form.set(field, event.target.value)}
          onBlur={required ? () => form.touch('reason') : undefined}
          data-testid={id}
        />
      </Form.Item>
    );
  };

  return (
    <Form
      layout="vertical"
      noValidate
      onFinish={() => void send()}
      className="after-sales-form"
      aria-label={t('afterSales.new')}
      data-testid="case-form"
    >
      <h3 className="purchase-order-section">{t('afterSales.fields.line')}</h3>
      <p className="purchase-order-muted">{t('afterSales.fields.chooseLine')}</p>
      <ClaimableTable lines={lines} value={values.line} onChoose={form.chooseLine} error={form.error('line')} />

      <div className="after-sales-form-grid">
        <Form.Item label={t('afterSales.fields.type')} {...fieldStatus(form.error('type'))}>
          <Radio.Group
            optionType="button"
            value={values.type || undefined}
            onChange={(event) => form.chooseType(event.target.value as AfterSalesType)}
            options={AFTER_SALES_TYPES.map((type) => ({ value: type, label: t(`afterSales.type.${type}`) }))}
            aria-label={t('afterSales.fields.type')}
            data-invalid={form.error('type') ? 'true' : undefined}
            data-testid="case-type"
          />
        </Form.Item>
        <Form.Item
          label={t('afterSales.fields.quantity')}
          htmlFor="case-quantity"
          // The limit, until a message (which may be the limit itself) takes its place.
          extra={
            line &&
            !form.error('quantity') &&
            t('afterSales.fields.quantityHint', { count: line.claimable, unit: unitName(line.unit, line.claimable) })
          }
          {...fieldStatus(form.error('quantity'))}
        >
          <Input
            id="case-quantity"
            inputMode="numeric"
            value={values.quantity}
            suffix={line && unitName(line.unit)}
            aria-invalid={form.error('quantity') ? true : undefined}
            onChange={(event) => form.set('quantity', event.target.value)}
            onBlur={() => form.touch('quantity')}
            data-testid="case-quantity"
          />
        </Form.Item>
      </div>
      {textArea('reason')}
      {textArea('requested_resolution')}
      <FileUploadField
        label={t('afterSales.fields.files')}
        purpose="attachment"
        max={MAX_UPLOAD_FILES}
        uploaded={form.files}
        dropText={t('desktop.rfq.dropFiles')}
        hint={t('afterSales.fields.filesHint', { count: MAX_UPLOAD_FILES })}
        testId="case-files"
      />

      <div className="purchase-order-actions">
        <Button onClick={onCancel} data-testid="case-form-close">
          {t('desktop.workstation.close')}
        </Button>
        <Button type="primary" htmlType="submit" loading={opening.isPending} data-testid="case-submit">
          {t('afterSales.submit')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * What can be claimed (of one order's goods, or every order's), then the form. Another order's
 * goods read while the form stays on screen, so nothing written is lost.
 */
function ClaimableCase({
  purchaseOrderId,
  onAllOrders,
  onOpened,
  onCancel,
  onChange,
}: {
  purchaseOrderId: number | null;
  onAllOrders: () => void;
  onOpened: (id: number) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const claimable = useQuery({
    ...claimableLinesQueryOptions(purchaseOrderId ?? undefined),
    placeholderData: keepPreviousData,
  });
  if (claimable.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (claimable.isError) return <LoadFailed onRetry={() => void claimable.refetch()} />;
  // A line whose every piece is already claimed has nothing left to open a case for.
  const lines = claimable.data.list.filter((line) => line.claimable > 0);
  const allOrders = purchaseOrderId !== null && (
    <Button onClick={onAllOrders} data-testid="case-all-orders">
      {t('desktop.afterSales.allOrders')}
    </Button>
  );
  if (lines.length === 0)
    return (
      <Result
        status="info"
        title={t('afterSales.nothingClaimable')}
        extra={
          <>
            {allOrders}
            <Button onClick={onCancel}>{t('afterSales.toList')}</Button>
          </>
        }
        data-testid="nothing-claimable"
      />
    );
  // The goods of the order the buyer came from: chosen already when there is only one.
  const ofOrder = purchaseOrderId !== null ? lines.filter((line) => line.purchase_order.id === purchaseOrderId) : [];
  return (
    <>
      {ofOrder[0] && (
        <Alert
          type="info"
          showIcon
          className="after-sales-of-order"
          message={t('desktop.afterSales.ofOrder', { number: ofOrder[0].purchase_order.number })}
          action={allOrders}
        />
      )}
      <CaseForm
        lines={lines}
        initial={ofOrder.length === 1 ? ofOrder[0] : undefined}
        onOpened={onOpened}
        onCancel={onCancel}
        onChange={onChange}
      />
    </>
  );
}

/**
 * The new-case form in a wide drawer named in the address (`new=1`, with `po` for one order's
 * goods). Closing it with something written asks first; an opened case shows in its own drawer.
 */
export function AfterSalesFormDrawer({
  purchaseOrderId,
  onAllOrders,
  onClose,
  onOpened,
}: {
  purchaseOrderId: number | null;
  onAllOrders: () => void;
  onClose: () => void;
  onOpened: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [changed, setChanged] = useState(false);
  const close = () => {
    if (!changed) return onClose();
    modal.confirm({
      title: t('desktop.afterSales.discardTitle'),
      okText: t('desktop.afterSales.discard'),
      okButtonProps: { danger: true },
      cancelText: t('desktop.afterSales.keepEditing'),
      onOk: onClose,
    });
  };
  return (
    <Drawer open width={1040} title={t('afterSales.new')} onClose={close} destroyOnHidden>
      <ClaimableCase
        purchaseOrderId={purchaseOrderId}
        onAllOrders={onAllOrders}
        onOpened={onOpened}
        onCancel={close}
        onChange={() => setChanged(true)}
      />
    </Drawer>
  );
}
