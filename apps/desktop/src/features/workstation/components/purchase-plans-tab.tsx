import { PlusOutlined } from '@ant-design/icons';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGE_SIZE_DEFAULT, type PurchasePlanSummary } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { EmptyState, LoadFailed } from '../../../components/page-state';
import { NEW_ROW } from '../../../components/workstation-address';
import { PLAN_FILTERS, planFilterOf, purchasePlansPageQueryOptions } from '../purchase-plans-page';
import { PurchasePlanDrawer } from './purchase-plan-drawer';
import { PurchasePlanFormDrawer } from './purchase-plan-form';
import { PurchasePlanProgressTag, PurchasePlanStatusTag } from './purchase-plan-tags';
import { useProjectName, useTargetTotal } from './purchase-plan-texts';
import { useTableAddress } from './use-table-address';

/**
 * The Purchase plans tab: the buyer's plans, newest first, a page at a time from the server, with
 * a filter by state. The filter, the page, the plan open in its drawer and the plan in its form all
 * stay in the address, so that a view can be shared and the form survives a reload.
 */
export function PurchasePlansTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const targetTotal = useTargetTotal();
  const projectName = useProjectName();
  const [address, change] = useTableAddress();
  const filter = planFilterOf(address.filter);
  const plans = useQuery(purchasePlansPageQueryOptions(filter, address.page));
  const newPlan = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => change({ edit: NEW_ROW })} data-testid="plan-new">
      {t('purchasePlans.new')}
    </Button>
  );

  const columns: TableColumnsType<PurchasePlanSummary> = [
    {
      key: 'number',
      title: t('desktop.workstation.columns.number'),
      className: 'history-nowrap',
      render: (_, plan) => (
        <Button
          type="link"
          className="document-number"
          onClick={() => change({ open: plan.id })}
          data-testid={`plan-open-${plan.id}`}
        >
          {plan.number}
        </Button>
      ),
    },
    { key: 'name', title: t('purchasePlans.fields.name'), dataIndex: 'name' },
    { key: 'project', title: t('purchasePlans.fields.project'), render: (_, plan) => projectName(plan.project) },
    {
      key: 'neededBy',
      title: t('purchasePlans.fields.neededBy'),
      className: 'history-nowrap',
      render: (_, plan) => formatDate(plan.needed_by, locale),
    },
    {
      key: 'status',
      title: t('desktop.workstation.columns.status'),
      render: (_, plan) => (
        <span className="plan-tags">
          <PurchasePlanStatusTag status={plan.status} />
          <PurchasePlanProgressTag status={plan.status} progress={plan.progress} />
        </span>
      ),
    },
    {
      key: 'lines',
      title: t('purchasePlans.fields.lines'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, plan) => t('purchasePlans.lineCount', { count: plan.line_count }),
    },
    {
      key: 'target',
      title: t('purchasePlans.targetTotal'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, plan) => <span data-testid="plan-target">{targetTotal(plan)}</span>,
    },
    {
      key: 'created',
      title: t('desktop.workstation.columns.created'),
      className: 'history-nowrap',
      render: (_, plan) => formatDate(plan.created_at, locale),
    },
  ];

  const empty =
    filter.status === 'all' ? (
      <EmptyState text={t('purchasePlans.empty')} action={newPlan} />
    ) : (
      <EmptyState
        text={t('purchasePlans.emptyFiltered')}
        action={<Button onClick={() => change({ filter: null })}>{t('desktop.purchasePlans.showAll')}</Button>}
      />
    );

  return (
    <section data-testid="table-purchasePlans">
      <div className="document-table-bar">
        <Segmented
          value={filter.status}
          onChange={(key) => change({ filter: key === 'all' ? null : key })}
          options={PLAN_FILTERS.map((key) => ({ value: key, label: t(`purchasePlans.status.${key}`) }))}
          data-testid="plans-filter"
        />
        <div className="document-table-tools">{newPlan}</div>
      </div>
      {plans.isError && !plans.data ? (
        <LoadFailed onRetry={() => void plans.refetch()} />
      ) : (
        <Table<PurchasePlanSummary>
          rowKey="id"
          columns={columns}
          dataSource={plans.data?.list}
          // A page of the other filter or number stays greyed while its successor loads.
          loading={plans.isPending || plans.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: plans.isPending ? ' ' : empty }}
          pagination={{
            current: address.page,
            pageSize: PAGE_SIZE_DEFAULT,
            total: plans.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => t('desktop.workstation.rows', { count: total }),
            onChange: (page) => change({ page }),
          }}
          onRow={(plan) => ({ 'data-testid': 'plan-row', 'data-id': plan.id }) as HTMLAttributes<HTMLElement>}
          aria-label={t('purchasePlans.title')}
        />
      )}
      {address.open !== null && address.edit === null && (
        <PurchasePlanDrawer
          id={address.open}
          onClose={() => change({ open: null })}
          onEdit={(id) => change({ open: null, edit: id })}
        />
      )}
      {address.edit !== null && (
        <PurchasePlanFormDrawer
          edit={address.edit}
          onClose={() => change({ edit: null, open: address.edit === NEW_ROW ? null : address.edit })}
          onSaved={(id) => change({ edit: null, open: id })}
        />
      )}
    </section>
  );
}
