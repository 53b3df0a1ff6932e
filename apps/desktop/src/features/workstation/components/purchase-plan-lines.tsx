import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { useLocale } from '@mall/client/lib/locale';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useMoney } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useQuantityText, useUnitName } from '@mall/client/rfq/get-units';
import { DESKTOP_PAGES, type PurchasePlanDetail, type PurchasePlanLine, type PurchasePlanLink } from '@mall/contract';
import { Button, Progress, Table, type TableColumnsType, Tag } from 'antd';
import type { HTMLAttributes, Key } from 'react';
import { Link } from 'react-router-dom';
import { purchaseOrderDrawerAddress, rfqDrawerAddress } from '../../../components/workstation-address';
import type { InvoiceToShow } from './proforma-drawer';

/**
 * Where a document made from a line is shown: the cart page, or its workstation tab with its drawer
 * open where the tab opens one from the address. A quotation request has no drawer of its own; its
 * answer arrives on the Quotations tab. A proforma invoice opens over the plan (none is given here).
 */
function linkAddress(link: PurchasePlanLink): string | null {
  switch (link.type) {
    case 'cart':
      return DESKTOP_PAGES.cart.path;
    case 'rfq':
      return rfqDrawerAddress(link.id);
    case 'purchase_order':
      return purchaseOrderDrawerAddress(link.id);
    case 'quotation_request':
      return `${DESKTOP_PAGES.workstation.path}?tab=quotations`;
    case 'proforma_invoice':
      return null;
  }
}

function LineLinks({ line, onInvoice }: { line: PurchasePlanLine; onInvoice: (invoice: InvoiceToShow) => void }) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  if (line.links.length === 0) return null;
  return (
    <ul className="plan-links" aria-label={t('purchasePlans.links')}>
      {line.links.map((link) => {
        const text = t(`purchasePlans.link.${link.type}`, { number: link.number });
        const address = linkAddress(link);
        return (
          <li key={`${link.type}-${link.id}`} data-testid="plan-link">
            {address === null ? (
              <Button
                type="link"
                className="document-number"
                onClick={() => onInvoice({ id: link.id, number: link.number })}
              >
                {text}
              </Button>
            ) : (
              <Link to={address}>{text}</Link>
            )}
            <small>{quantityText(link.quantity, line.unit)}</small>
          </li>
        );
      })}
    </ul>
  );
}

/** How much of a line is ordered or received: a bar, and the counts in words. */
function LineProgress({ line, kind }: { line: PurchasePlanLine; kind: 'ordered' | 'received' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unitName = useUnitName();
  const done = line[kind];
  const count = (value: number) => formatCount(value, locale);
  return (
    <div className="plan-progress" data-testid={`plan-line-${kind}`}>
      <Progress
        percent={Math.min(100, Math.round((done / line.quantity) * 100))}
        size="small"
        showInfo={false}
        status={done >= line.quantity ? 'success' : 'normal'}
        aria-hidden="true"
      />
      <small>
        {t(kind === 'ordered' ? 'purchasePlans.orderedOf' : 'purchasePlans.receivedOf', {
          [kind]: count(done),
          quantity: count(line.quantity),
          unit: unitName(line.unit, line.quantity),
        })}
      </small>
    </div>
  );
}

/**
 * A plan's lines with what came of each: ordered and received through the purchase orders made
 * from it, and the documents it went into. An approved plan's lines can be chosen for its actions.
 */
export function PurchasePlanLines({
  plan,
  selected,
  onSelect,
  onInvoice,
}: {
  plan: PurchasePlanDetail;
  selected: readonly number[];
  onSelect: (ids: number[]) => void;
  onInvoice: (invoice: InvoiceToShow) => void;
}) {
  const { t } = useTranslation();
  const quantityText = useQuantityText();
  const money = useMoney(plan.currency);
  const columns: TableColumnsType<PurchasePlanLine> = [
    {
      key: 'position',
      title: t('desktop.workstation.columns.number'),
      width: 56,
      render: (_, line) => line.position + 1,
    },
    {
      key: 'item',
      title: t('purchasePlans.fields.lineName'),
      render: (_, line) => (
        <div className="plan-item">
          {line.image ? (
            <PictureImg className="plan-thumb" src={line.image} place={PICTURE_PLACES.thumb} alt="" />
          ) : (
            <span className="plan-thumb" aria-hidden="true" />
          )}
          <span className="document-line-name">
            {line.name}
            <small>
              <Tag bordered={false}>
                {t(line.product_id === null ? 'purchasePlans.freeTextLine' : 'purchasePlans.catalogueLine')}
              </Tag>
            </small>
          </span>
        </div>
      ),
    },
    {
      key: 'quantity',
      title: t('purchasePlans.fields.quantity'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, line) => quantityText(line.quantity, line.unit),
    },
    {
      key: 'target',
      title: t('purchasePlans.fields.targetPrice'),
      align: 'right',
      className: 'history-nowrap',
      render: (_, line) => (line.target_price === null ? t('purchasePlans.noTarget') : money(line.target_price)),
    },
  ];
  // Only an approved plan's lines are bought; a cancelled one keeps what came of them before.
  if (plan.status === 'approved' || plan.status === 'cancelled')
    columns.push(
      {
        key: 'ordered',
        title: t('purchasePlans.ordered'),
        render: (_, line) => <LineProgress line={line} kind="ordered" />,
      },
      {
        key: 'received',
        title: t('purchasePlans.received'),
        render: (_, line) => <LineProgress line={line} kind="received" />,
      },
      {
        key: 'links',
        title: t('purchasePlans.links'),
        render: (_, line) => <LineLinks line={line} onInvoice={onInvoice} />,
      },
    );
  return (
    <Table<PurchasePlanLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={plan.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={
        plan.status === 'approved'
          ? {
              selectedRowKeys: selected as Key[],
              onChange: (keys) => onSelect(keys.map(Number)),
              getCheckboxProps: (line) => ({
                title: t('purchasePlans.lineNumber', { position: line.position + 1 }),
              }),
            }
          : undefined
      }
      onRow={(line) => ({ 'data-testid': 'plan-line', 'data-id': line.id }) as HTMLAttributes<HTMLElement>}
      aria-label={t('purchasePlans.fields.lines')}
    />
  );
}
