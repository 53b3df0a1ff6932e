import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText } from '@mall/client/rfq/get-units';
import type { Currency, DocumentLine } from '@mall/contract';
import type { ColumnType } from 'antd/es/table';

/** The columns every priced document line has (quotation, invoice, order): name with its specification, quantity, unit price, amount. */
export function useLineColumns<T extends DocumentLine>(
  currency: Currency,
  quantityTitle?: string,
): Record<'name' | 'quantity' | 'unitPrice' | 'amount', ColumnType<T>> {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const money = useMoney(currency);
  return {
    name: {
      key: 'name',
      title: t('desktop.workstation.columns.name'),
      render: (_, line) => (
        <div className="document-line-name">
          {line.name}
          {line.specification && <small>{line.specification}</small>}
        </div>
      ),
    },
    quantity: {
      key: 'quantity',
      title: quantityTitle ?? t('desktop.workstation.columns.quantity'),
      align: 'right',
      render: (_, line) => quantityText(line.quantity, line.unit),
    },
    unitPrice: {
      key: 'unitPrice',
      title: t('desktop.workstation.columns.unitPrice'),
      align: 'right',
      render: (_, line) => money(line.unit_price),
    },
    amount: {
      key: 'amount',
      title: t('desktop.workstation.columns.amount'),
      align: 'right',
      render: (_, line) => money(line.amount),
    },
  };
}
