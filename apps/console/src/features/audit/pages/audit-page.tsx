import { PageContainer } from '@ant-design/pro-components';
import { useAudit } from '@mall/client/console/audit/get-audit';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AuditEntry } from '@mall/contract';
import { AutoComplete, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { AuditChange } from '../../../components/audit-change';
import { formatDateTime } from '../../../components/format';
import { ListTable } from '../../../components/list-table';
import { useListParams } from '../../../components/use-list-params';

/** The entities the mall audits today; others (added by later features) can be typed. */
const KNOWN_ENTITIES = [
  'account',
  'operator',
  'mail',
  'rfq',
  'quotation_request',
  'quotation',
  'proforma_invoice',
  'purchase_order',
  'shipment',
] as const;

function AuditFilters(props: {
  entity: string;
  entityId: string;
  onApply: (entity: string, entityId: string) => void;
}) {
  const { t } = useTranslation();
  const [entity, setEntity] = useState(props.entity);
  const [entityId, setEntityId] = useState(props.entityId);
  const apply = () => props.onApply(entity.trim(), entityId.trim());
  return (
    <Space wrap>
      <AutoComplete
        value={entity}
        onChange={setEntity}
        style={{ width: 200 }}
        allowClear
        placeholder={t('console.audit.entity')}
        data-testid="audit-entity"
        options={KNOWN_ENTITIES.map((value) => ({
          value,
          label: `${t(`console.audit.entities.${value}`)} (${value})`,
        }))}
      />
      <Input
        value={entityId}
        onChange={(event) => setEntityId(event.target.value)}
        onPressEnter={apply}
        allowClear
        style={{ width: 140 }}
        placeholder={t('console.audit.entityId')}
        data-testid="audit-entity-id"
      />
      <Button type="primary" onClick={apply} data-testid="audit-search">
        {t('console.common.search')}
      </Button>
      <Button
        onClick={() => {
          setEntity('');
          setEntityId('');
          props.onApply('', '');
        }}
      >
        {t('console.common.reset')}
      </Button>
    </Space>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  const list = useListParams(['entity', 'entity_id'] as const);
  const audit = useAudit({
    entity: list.values.entity,
    entity_id: list.values.entity_id,
    page: list.page,
    pageSize: list.pageSize,
  });
  const entityName = (entity: string) => t(`console.audit.entities.${entity}`, { defaultValue: entity });

  return (
    <PageContainer title={t('console.audit.title')}>
      <ListTable<AuditEntry>
        query={audit}
        list={list}
        emptyText={t('console.common.empty')}
        rowKey={(entry) => `${entry.at}-${entry.entity}-${entry.entity_id}-${entry.action}`}
        headerTitle={
          <AuditFilters
            key={`${list.values.entity}/${list.values.entity_id}`}
            entity={list.values.entity}
            entityId={list.values.entity_id}
            onApply={(entity, entityId) => list.update({ entity, entity_id: entityId })}
          />
        }
        columns={[
          {
            title: t('console.audit.columns.at'),
            dataIndex: 'at',
            width: 150,
            render: (_, entry) => formatDateTime(entry.at),
          },
          {
            title: t('console.audit.columns.operator'),
            dataIndex: 'operator',
            width: 160,
            ellipsis: true,
            render: (_, entry) =>
              entry.operator ? (
                <span title={entry.operator.email}>{entry.operator.name}</span>
              ) : entry.buyer ? (
                <span title={entry.buyer.email}>{t('console.audit.buyer', { company: entry.buyer.company_name })}</span>
              ) : (
                <Typography.Text type="secondary">{t('console.audit.mall')}</Typography.Text>
              ),
          },
          {
            title: t('console.audit.columns.action'),
            dataIndex: 'action',
            width: 190,
            render: (_, entry) => <Typography.Text code>{entry.action}</Typography.Text>,
          },
          {
            title: t('console.audit.columns.entity'),
            dataIndex: 'entity',
            width: 190,
            render: (_, entry) => (
              <Button
                type="link"
                size="small"
                onClick={() => list.update({ entity: entry.entity, entity_id: entry.entity_id })}
              >
                {entityName(entry.entity)} #{entry.entity_id}
              </Button>
            ),
          },
          {
            title: t('console.audit.columns.change'),
            dataIndex: 'after',
            render: (_, entry) => <AuditChange before={entry.before} after={entry.after} />,
          },
        ]}
      />
    </PageContainer>
  );
}
