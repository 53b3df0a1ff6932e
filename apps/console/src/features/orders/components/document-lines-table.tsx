import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName } from '@mall/client/rfq/get-units';
import type { Currency, DocumentLine } from '@mall/contract';
import { Table, Typography } from 'antd';
import { formatMoney } from '../../../components/money';

/** A document's priced lines as issued, with its total (the server's sum, in cents). */
export function DocumentLinesTable(props: { lines: readonly DocumentLine[]; currency: Currency; total: string }) {
  const { t, i18n } = useTranslation();
  const unitName = useUnitName();
  const money = (amount: string) => formatMoney(amount, props.currency, i18n.language);
  return (
    <Table<DocumentLine & { key: number }>
      size="small"
      pagination={false}
      dataSource={props.lines.map((line, index) => ({ ...line, key: index }))}
      data-testid="document-lines-table"
      columns={[
        {
          title: t('consoleQuoting.form.name'),
          dataIndex: 'name',
          render: (_, line) => (
            <span>
              {line.name}
              {line.specification && (
                <>
                  <br />
                  <Typography.Text type="secondary">{line.specification}</Typography.Text>
                </>
              )}
            </span>
          ),
        },
        { title: t('consoleQuoting.form.quantity'), dataIndex: 'quantity', align: 'right', width: 100 },
        {
          title: t('consoleQuoting.form.unit'),
          dataIndex: 'unit',
          width: 80,
          render: (unit: string, line) => unitName(unit, line.quantity),
        },
        {
          title: t('consoleQuoting.form.unitPrice'),
          dataIndex: 'unit_price',
          align: 'right',
          width: 130,
          render: (price: string) => money(price),
        },
        {
          title: t('consoleQuoting.form.amount'),
          dataIndex: 'amount',
          align: 'right',
          width: 150,
          render: (amount: string) => money(amount),
        },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4} align="right">
            <Typography.Text strong>{t('consoleQuoting.form.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong data-testid="document-total">
              {money(props.total)}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
