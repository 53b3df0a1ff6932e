import { useTranslation } from '@mall/client/lib/use-translation';
import type { ConsoleRfq } from '@mall/contract';
import { Table } from 'antd';

type Item = ConsoleRfq['items'][number];

/** The items a buyer asked prices for: name, quantity, unit. */
export function RequestItems({ items }: { items: readonly Item[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table<Item>
      rowKey={(item) => `${item.product_id ?? ''}-${item.name}`}
      size="small"
      pagination={false}
      dataSource={[...items]}
      data-testid="request-items"
      columns={[
        { title: t('consoleQuoting.form.name'), dataIndex: 'name' },
        {
          title: t('consoleQuoting.form.quantity'),
          dataIndex: 'quantity',
          align: 'right',
          width: 120,
          render: (quantity: number) => quantity.toLocaleString(i18n.language === 'zh-Hans' ? 'zh-CN' : 'en-US'),
        },
        { title: t('consoleQuoting.form.unit'), dataIndex: 'unit', width: 100 },
      ]}
    />
  );
}
