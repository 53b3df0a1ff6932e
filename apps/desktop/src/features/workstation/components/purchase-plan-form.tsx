import { PlusOutlined } from '@ant-design/icons';
import { DayPicker } from '@mall/client/desk/day-picker';
import { ApiError } from '@mall/client/lib/api-client';
import { useLocale } from '@mall/client/lib/locale';
import { useMarket } from '@mall/client/lib/market';
import { issueText } from '@mall/client/lib/schema-form';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchasePlan } from '@mall/client/purchase-plans/get-purchase-plan';
import { useSavePurchasePlan } from '@mall/client/purchase-plans/purchase-plan-actions';
import { localToday } from '@mall/client/rfq/rfq-form';
import {
  ErrorCode,
  MARKET_CURRENCY,
  MARKETS,
  type Market,
  PURCHASE_PLAN_LINES_MAX,
  PURCHASE_PLAN_NAME_MAX_LENGTH,
  PURCHASE_PLAN_NOTES_MAX_LENGTH,
  purchasePlanBodySchema,
} from '@mall/contract';
import { App, Button, Drawer, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { fieldStatus } from '../../../components/field-status';
import { Notice } from '../../../components/load-failed';
import { ProjectSelect } from '../../../components/project-select';
import { NEW_ROW } from '../../../components/workstation-address';
import {
  newPlanLine,
  newPlanValues,
  PLAN_FIELD_CODES,
  type PlanHeadField,
  type PlanLineField,
  type PlanLineValues,
  type PlanProblem,
  type PlanValues,
  planBodyOf,
  planProblems,
  planValuesOf,
} from '../purchase-plan-values';
import { type LineEditing, PurchasePlanLineEditor } from './purchase-plan-line-editor';

/**
 * The form's values and messages: the contract's rules checked as the buyer types, each message
 * shown once its field has been visited (or a save tried), the server's refusals under their field
 * until it changes.
 */
function usePlanForm(initial: PlanValues, onChange: () => void) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PlanHeadField, string>>>({});
  const problems = useMemo(() => planProblems(values, localToday()), [values]);

  const touch = (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  const text = (problem: PlanProblem): string => {
    switch (problem.kind) {
      case 'issue':
        return issueText(problem.issue, locale, t);
      case 'required':
        return t('form.required');
      case 'code':
        return t(`errors.${problem.code}`);
      case 'noLines':
        return t('purchasePlans.noLines');
    }
  };
  const error = (path: string): string | undefined => {
    const server = serverErrors[path as PlanHeadField];
    if (server) return server;
    const problem = problems.get(path);
    return problem && (tried || touched.has(path)) ? text(problem) : undefined;
  };

  const set = <K extends PlanHeadField>(field: K, value: PlanValues[K], silently = false) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
    if (silently) return;
    touch(field);
    onChange();
  };
  const setLines = (change: (lines: PlanLineValues[]) => PlanLineValues[]) => {
    setValues((current) => ({ ...current, lines: change(current.lines) }));
    onChange();
  };
  const lines: LineEditing = {
    change: (key, patch) => {
      setLines((list) => list.map((line) => (line.key === key ? { ...line, ...patch } : line)));
      for (const field of Object.keys(patch)) touch(`${key}.${field}`);
    },
    touch: (key, field: PlanLineField) => touch(`${key}.${field}`),
    remove: (key) => setLines((list) => list.filter((line) => line.key !== key)),
    error: (key, field) => error(`${key}.${field}`),
  };

  return {
    values,
    set,
    touch,
    error,
    lines,
    addLine: (kind: PlanLineValues['kind']) => setLines((list) => [...list, newPlanLine(kind)]),
    /** Every message shown; the body to send when there is none. */
    tryBody: () => {
      setTried(true);
      return problems.size === 0 ? purchasePlanBodySchema.parse(planBodyOf(values)) : null;
    },
    setServerError: (field: PlanHeadField, message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
  };
}

function PlanForm({
  initial,
  editId,
  onSaved,
  onCancel,
  onChange,
}: {
  initial: PlanValues;
  editId?: number;
  onSaved: (id: number) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saving = useSavePurchasePlan();
  const form = usePlanForm(initial, onChange);
  const { values } = form;
  const currency = MARKET_CURRENCY[values.market];

  const save = async () => {
    const body = form.tryBody();
    if (!body) {
      scrollToFirstInvalid();
      return;
    }
    try {
      const plan = await saving.mutateAsync(editId === undefined ? body : { ...body, id: editId });
      void message.success(t('purchasePlans.saved'));
      onSaved(plan.id);
    } catch (failure) {
      const field = failure instanceof ApiError && failure.code !== undefined && PLAN_FIELD_CODES[failure.code];
      if (field) form.setServerError(field, t(`errors.${failure.code}`));
    }
  };

  const textField = (field: 'name' | 'notes', max: number, placeholder: string, rows?: number) => {
    const error = form.error(field);
    const common = {
      id: `plan-${field}`,
      value: values[field],
      maxLength: max,
      placeholder,
      'aria-invalid': error ? true : undefined,
      onChange: (event: { target: { value: string } }) => form.set(field, event.target.value),
      onBlur: () => form.touch(field),
      'data-testid': `plan-${field}`,
    };
    return (
      <Form.Item label={t(`purchasePlans.fields.${field}`)} htmlFor={`plan-${field}`} {...fieldStatus(error)}>
        {rows ? <Input.TextArea {...common} rows={rows} showCount /> : <Input {...common} />}
      </Form.Item>
    );
  };
  const linesError = form.error('lines');
  // The contract's most lines: no button offers one more.
  const full = values.lines.length >= PURCHASE_PLAN_LINES_MAX;

  return (
    <Form
      layout="vertical"
      noValidate
      onFinish={() => void save()}
      className="plan-form"
      aria-label={editId === undefined ? t('purchasePlans.new') : t('purchasePlans.edit')}
      data-testid="plan-form"
    >
      <div className="plan-form-grid">
        <div className="plan-form-wide">
          {textField('name', PURCHASE_PLAN_NAME_MAX_LENGTH, t('purchasePlans.fields.namePlaceholder'))}
        </div>
        <ProjectSelect
          id="plan-project"
          value={values.project_id}
          // The default project is filled in before the buyer touches anything: not a change of theirs.
          onChange={(value) => form.set('project_id', value, values.project_id === '')}
          error={form.error('project_id')}
        />
        <Form.Item
          label={t('purchasePlans.fields.neededBy')}
          htmlFor="plan-needed-by"
          {...fieldStatus(form.error('needed_by'))}
        >
          <DayPicker
            id="plan-needed-by"
            value={values.needed_by}
            onChange={(value) => form.set('needed_by', value)}
            onBlur={() => form.touch('needed_by')}
            isAllowed={(day) => day > localToday()}
            invalid={form.error('needed_by') !== undefined}
          />
        </Form.Item>
        <Form.Item label={t('purchasePlans.fields.market')} htmlFor="plan-market">
          <Select<Market>
            id="plan-market"
            value={values.market}
            onChange={(market) => form.set('market', market)}
            options={MARKETS.map((market) => ({ value: market, label: t(`market.${market}`) }))}
          />
        </Form.Item>
        <div className="plan-form-wide">
          {textField('notes', PURCHASE_PLAN_NOTES_MAX_LENGTH, t('purchasePlans.fields.notesPlaceholder'), 3)}
        </div>
      </div>

      <h3 className="purchase-order-section">{t('purchasePlans.fields.lines')}</h3>
      <div data-invalid={linesError ? 'true' : undefined}>
        <PurchasePlanLineEditor
          lines={values.lines}
          currency={currency}
          editing={form.lines}
          footer={
            <Space wrap>
              <Button
                icon={<PlusOutlined />}
                disabled={full}
                onClick={() => form.addLine('catalogue')}
                data-testid="plan-add-product"
              >
                {t('purchasePlans.addProduct')}
              </Button>
              <Button
                icon={<PlusOutlined />}
                disabled={full}
                onClick={() => form.addLine('free')}
                data-testid="plan-add-line"
              >
                {t('purchasePlans.addLine')}
              </Button>
            </Space>
          }
        />
        {linesError && (
          <p className="field-error" role="alert">
            {linesError}
          </p>
        )}
      </div>

      <div className="purchase-order-actions">
        <Button onClick={onCancel} data-testid="plan-form-close">
          {t('desktop.workstation.close')}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving.isPending} data-testid="plan-save">
          {t('purchasePlans.save')}
        </Button>
      </div>
    </Form>
  );
}

/** A plan to edit, read first: only a draft can be. */
function EditedPlan({
  id,
  onSaved,
  onCancel,
  onChange,
}: {
  id: number;
  onSaved: (id: number) => void;
  onCancel: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const plan = usePurchasePlan(id);
  if (plan.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (plan.data?.status === 'draft')
    return (
      <PlanForm
        key={id}
        initial={planValuesOf(plan.data)}
        editId={id}
        onSaved={onSaved}
        onCancel={onCancel}
        onChange={onChange}
      />
    );
  if (plan.data)
    return (
      <Result
        status="info"
        title={t('desktop.purchasePlans.notEditable')}
        extra={<Button onClick={onCancel}>{t('desktop.purchasePlans.toPlan')}</Button>}
        data-testid="plan-not-editable"
      />
    );
  if (plan.error instanceof ApiError && plan.error.code === ErrorCode.PURCHASE_PLAN_NOT_FOUND)
    return <Result status="warning" title={t('purchasePlans.notFound')} data-testid="plan-not-found" />;
  return (
    <Notice
      title={t('purchasePlans.loadFailed')}
      action={
        <button type="button" className="button button-primary" onClick={() => void plan.refetch()}>
          {t('purchasePlans.retry')}
        </button>
      }
    />
  );
}

/**
 * A new plan or a draft, in a wide drawer named in the address (`edit=new`, `edit=<id>`). Closing it
 * with changes not saved asks first; a saved plan opens in its own drawer.
 */
export function PurchasePlanFormDrawer({
  edit,
  onClose,
  onSaved,
}: {
  edit: number | typeof NEW_ROW;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const market = useMarket();
  const [changed, setChanged] = useState(false);
  const markChanged = () => setChanged(true);
  const close = () => {
    if (!changed) return onClose();
    modal.confirm({
      title: t('desktop.purchasePlans.discardTitle'),
      okText: t('desktop.purchasePlans.discard'),
      okButtonProps: { danger: true },
      cancelText: t('desktop.purchasePlans.keepEditing'),
      onOk: onClose,
    });
  };
  return (
    <Drawer
      open
      width={1240}
      title={edit === NEW_ROW ? t('purchasePlans.new') : t('purchasePlans.edit')}
      onClose={close}
      destroyOnHidden
    >
      {edit === NEW_ROW ? (
        <PlanForm
          key={NEW_ROW}
          initial={newPlanValues(market)}
          onSaved={onSaved}
          onCancel={close}
          onChange={markChanged}
        />
      ) : (
        <EditedPlan id={edit} onSaved={onSaved} onCancel={close} onChange={markChanged} />
      )}
    </Drawer>
  );
}
