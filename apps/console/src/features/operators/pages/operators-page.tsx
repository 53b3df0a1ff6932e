import { PageContainer } from '@ant-design/pro-components';
import { useOperators } from '@mall/client/console/operators/get-operators';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { OperatorItem } from '@mall/contract';
import { Badge, Tag } from 'antd';
import { useOperator } from '../../../app/require-operator';
import { formatDateTime } from '../../../components/format';
import { ListTable } from '../../../components/list-table';
import { useListParams } from '../../../components/use-list-params';
import { AddOperatorDrawer } from '../components/add-operator-drawer';
import { OperatorActions } from '../components/operator-actions';

export default function OperatorsPage() {
  const { t } = useTranslation();
  const me = useOperator();
  const list = useListParams([] as const);
  const operators = useOperators({ page: list.page, pageSize: list.pageSize });

  return (
    <PageContainer title={t('console.operators.title')}>
      <ListTable<OperatorItem>
        query={operators}
        list={list}
        emptyText={t('console.common.empty')}
        toolBarRender={() => [<AddOperatorDrawer key="add" />]}
        columns={[
          {
            title: t('console.operators.columns.name'),
            dataIndex: 'name',
            render: (_, operator) => (
              <>
                {operator.name} {operator.id === me.id && <Tag>{t('console.operators.you')}</Tag>}
              </>
            ),
          },
          { title: t('console.operators.columns.email'), dataIndex: 'email', ellipsis: true },
          {
            title: t('console.operators.columns.role'),
            dataIndex: 'role',
            width: 140,
            render: (_, operator) => <Tag color="blue">{t(`console.roles.${operator.role}`)}</Tag>,
          },
          {
            title: t('console.operators.columns.state'),
            dataIndex: 'active',
            width: 110,
            render: (_, operator) =>
              operator.active ? (
                <Badge status="success" text={t('console.operators.active')} />
              ) : (
                <Badge status="default" text={t('console.operators.disabled')} />
              ),
          },
          {
            title: t('console.operators.columns.created'),
            dataIndex: 'created_at',
            width: 170,
            render: (_, operator) => formatDateTime(operator.created_at),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 300,
            render: (_, operator) => <OperatorActions operator={operator} isSelf={operator.id === me.id} />,
          },
        ]}
      />
    </PageContainer>
  );
}
