import { ApiError } from '@mall/client/lib/api-client';
import { scrollToFirstInvalid } from '@mall/client/lib/scroll-to-invalid';
import { useTranslation } from '@mall/client/lib/use-translation';
import { usePurchasePlan } from '@mall/client/purchase-plans/get-purchase-plan';
import { localToday } from '@mall/client/rfq/rfq-form';
import {
  ErrorCode,
  MARKET_CURRENCY,
  MARKETS,
  type Market,
  PURCHASE_PLAN_LINES_MAX,
  PURCHASE_PLAN_NAME_MAX_LENGTH,
  PURCHASE_PLAN_NOTES_MAX_LENGTH,
  type PurchasePlanDetail,
} from '@mall/contract';
import { Button, Dialog } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import fieldStyles from '../../../components/form-field.module.css';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import { showToast } from '../../../lib/overlays';
import type { PageProps } from '../../../lib/page-props';
import { NativeSelect } from '../../rfq/components/native-select';
import { ProjectField } from '../../rfq/components/project-field';
import { isLineFilled, LineEditor } from '../components/line-editor';
import { usePlanForm } from '../components/plan-form';
import { purchasePlanUrl } from '../components/plan-links';
import { PlanNotFound } from '../components/plan-not-found';
import styles from '../components/purchase-plans.module.css';

/** `/pages/workstation/purchase-plan-edit` (`?id=` a draft): a new purchase plan, or a draft changed. */
export default function PurchasePlanFormPage({ query }: PageProps) {
  const id = Number(query.id ?? 0);
  const plan = usePurchasePlan(id);

  // Keyed by the plan: going from a draft's form to a new one starts afresh rather than keeping the draft.
  if (!(id > 0)) return <PlanForm key="new" />;
  if (plan.isPending) return <PageSkeleton />;
  if (plan.isError && !(plan.error instanceof ApiError && plan.error.code === ErrorCode.PURCHASE_PLAN_NOT_FOUND)) {
    return <LoadFailed onRetry={() => plan.refetch()} />;
  }
  if (!plan.data) return <PlanNotFound />;
  // Only a draft changes; a plan that has moved on is shown as it is.
  if (plan.data.status !== 'draft') return <Navigate to={purchasePlanUrl(plan.data.id)} replace />;
  return <PlanForm key={plan.data.id} edit={plan.data} />;
}

/** The day after the buyer's today, the first a plan can be needed by. */
function tomorrow(): string {
  const next = new Date(`${localToday()}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function PlanForm({ edit }: { edit?: PurchasePlanDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notesId = useId();
  const form = usePlanForm(edit);
  const { draft } = form;
  const currency = MARKET_CURRENCY[draft.market];
  const linesError = form.error('lines');

  const save = async () => {
    const plan = await form.save();
    if (!plan) {
      scrollToFirstInvalid();
      return;
    }
    showToast({ icon: 'success', content: t('purchasePlans.saved') });
    navigate(purchasePlanUrl(plan.id), { replace: true });
  };

  const remove = async (key: number, position: number) => {
    const line = draft.lines.find((candidate) => candidate.key === key);
    if (line && isLineFilled(line)) {
      const confirmed = await Dialog.confirm({
        content: t('purchasePlans.removeLineConfirm', { position }),
        confirmText: t('purchasePlans.remove'),
        cancelText: t('purchasePlans.keep'),
      });
      if (!confirmed) return;
    }
    form.removeLine(key);
  };

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <form
        noValidate
        aria-label={t(edit ? 'purchasePlans.edit' : 'purchasePlans.new')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <section className={styles.formCard}>
          <FormField
            label={t('purchasePlans.fields.name')}
            placeholder={t('purchasePlans.fields.namePlaceholder')}
            value={draft.name}
            onValueChange={(value) => form.set('name', value)}
            onBlur={() => form.touch('name')}
            error={form.error('name')}
            maxLength={PURCHASE_PLAN_NAME_MAX_LENGTH}
            name="name"
          />
          <ProjectField
            value={draft.project_id}
            onChange={(value) => form.set('project_id', value)}
            error={form.error('project_id')}
          />
          <FormField
            label={t('purchasePlans.fields.neededBy')}
            type="date"
            min={tomorrow()}
            value={draft.needed_by}
            onValueChange={(value) => form.set('needed_by', value)}
            onBlur={() => form.touch('needed_by')}
            error={form.error('needed_by')}
            name="needed_by"
          />
          <NativeSelect
            label={t('purchasePlans.fields.market')}
            name="market"
            value={draft.market}
            options={MARKETS.map((market) => ({ value: market, label: t(`market.${market}`) }))}
            placeholder={t('purchasePlans.fields.market')}
            onChange={(value) => form.set('market', value as Market)}
          />
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={notesId}>
              {t('purchasePlans.fields.notes')}
              <span className={fieldStyles.optional}>{t('purchasePlans.optional')}</span>
            </label>
            <textarea
              id={notesId}
              name="notes"
              className={fieldStyles.input}
              rows={3}
              maxLength={PURCHASE_PLAN_NOTES_MAX_LENGTH}
              placeholder={t('purchasePlans.fields.notesPlaceholder')}
              value={draft.notes}
              onChange={(event) => form.set('notes', event.target.value)}
            />
          </div>
        </section>

        <h2 className="section-title section-title-outside">{t('purchasePlans.fields.lines')}</h2>
        {linesError && (
          <p className={styles.formError} role="alert" data-invalid="true" data-testid="plan-lines-error">
            {linesError}
          </p>
        )}
        {draft.lines.map((line, index) => (
          <LineEditor
            key={line.key}
            line={line}
            position={index + 1}
            currency={currency}
            error={form.error}
            onChange={(change, fields) => form.setLine(line.key, change, fields)}
            onBlur={form.touch}
            onRemove={() => void remove(line.key, index + 1)}
          />
        ))}
        {draft.lines.length < PURCHASE_PLAN_LINES_MAX && (
          <div className={styles.addLines}>
            <Button fill="outline" color="primary" onClick={() => form.addLine('product')} data-testid="add-product">
              <AddOutline aria-hidden="true" /> {t('purchasePlans.addProduct')}
            </Button>
            <Button fill="outline" color="primary" onClick={() => form.addLine('text')} data-testid="add-free-text">
              <AddOutline aria-hidden="true" /> {t('purchasePlans.addFreeText')}
            </Button>
          </div>
        )}

        <div className={styles.bottomBar}>
          <Button block color="primary" type="submit" loading={form.busy} data-testid="plan-save">
            {t('purchasePlans.save')}
          </Button>
        </div>
      </form>
    </main>
  );
}
