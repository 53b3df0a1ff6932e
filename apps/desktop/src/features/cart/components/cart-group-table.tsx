import { useCartLineQuantity } from '@mall/client/cart/use-cart-line-quantity';
import { cartLineName, selectionOf } from '@mall/client/cart/use-cart-selection';
import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type CartGroup, type CartLine, DESKTOP_PAGES, type Locale } from '@mall/contract';
import { Button, Checkbox, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { QuantityInput } from '../../../components/quantity-input';

/** A line's quantity, saved once it settles and may be ordered (use-cart-line-quantity.ts). */
function LineQuantity({ line, onQuantity }: { line: CartLine; onQuantity: (quantity: number) => void }) {
  const { t } = useTranslation();
  const state = useCartLineQuantity(line, onQuantity);
  return <QuantityInput state={state} label={t('cart.quantity', { name: cartLineName(line) })} compact />;
}

/** One of the four groups as a table: the head checkbox selects the whole group. */
export function CartGroupTable({
  group,
  lang,
  selected,
  onSelect,
  onQuantity,
  onDelete,
}: {
  group: CartGroup;
  lang: Locale;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onDelete: (line: CartLine) => Promise<void>;
}) {
  const { t } = useTranslation();
  const title = t(`cart.groups.${group.source}`);
  const { selectable, all, some } = selectionOf(group.list, selected);
  const money = (amount: number) => formatPrice(amount, group.currency, lang);

  const columns: TableColumnsType<CartLine> = [
    {
      key: 'select',
      width: 48,
      title: (
        <Checkbox
          checked={all}
          indeterminate={some && !all}
          disabled={selectable.length === 0}
          onChange={(event) => onSelect(selectable, event.target.checked)}
          aria-label={t('cart.selectGroup', { group: title })}
        />
      ),
      render: (_, line) => (
        <Checkbox
          checked={selected.has(line.id)}
          disabled={!line.available}
          onChange={(event) => onSelect([line.id], event.target.checked)}
          aria-label={t('cart.selectLine', { name: cartLineName(line) })}
        />
      ),
    },
    {
      key: 'product',
      title: t('desktop.cart.product'),
      render: (_, line) => (
        <div className="cart-product">
          {line.image ? (
            <PictureImg
              className="cart-product-image"
              src={line.image}
              place={PICTURE_PLACES.thumb}
              alt=""
              width={72}
              height={72}
              loading="lazy"
            />
          ) : (
            <span className="cart-product-image" aria-hidden="true" />
          )}
          <div className="cart-product-text">
            <Link className="cart-product-name" to={`${DESKTOP_PAGES.productDetail.path}?id=${line.product_id}`}>
              {cartLineName(line)}
            </Link>
            <span className="cart-product-meta">
              {t('cart.moq', { moq: line.moq })}
              {line.available && ` · ${t('cart.leadTime', { days: line.lead_time })}`}
            </span>
            {line.campaign_outcome && (
              <Tag color={line.campaign_outcome === 'succeeded' ? 'success' : 'error'} data-testid="campaign-outcome">
                {t(`group.outcome.${line.campaign_outcome}`)}
              </Tag>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'price',
      title: t('cart.unitPrice'),
      width: 170,
      render: (_, line) =>
        line.available && line.price !== null ? (
          <span className="cart-unit-price">
            {money(line.price)}
            {line.unit && <span className="price-unit"> / {line.unit}</span>}
          </span>
        ) : (
          <Tag>{t('cart.unavailable')}</Tag>
        ),
    },
    {
      key: 'quantity',
      title: t('detail.quantity'),
      width: 260,
      render: (_, line) =>
        line.available && line.price !== null ? (
          <LineQuantity line={line} onQuantity={(quantity) => onQuantity(line, quantity)} />
        ) : (
          <span>
            {formatCount(line.quantity, lang)} {line.unit}
          </span>
        ),
    },
    {
      key: 'subTotal',
      title: t('cart.subTotal'),
      width: 170,
      align: 'right',
      render: (_, line) =>
        line.sub_total !== null && (
          <strong className="price cart-sub-total" data-testid="cart-line-subtotal">
            {money(line.sub_total)}
          </strong>
        ),
    },
    {
      key: 'actions',
      title: t('desktop.cart.actions'),
      width: 110,
      align: 'center',
      render: (_, line) => (
        <Popconfirm
          title={t('cart.deleteTitle')}
          description={t('cart.deleteConfirm', { name: cartLineName(line) })}
          okText={t('cart.delete')}
          cancelText={t('cart.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(line)}
        >
          <Button type="link" danger aria-label={t('cart.deleteLine', { name: cartLineName(line) })}>
            {t('cart.delete')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <section className="cart-group" aria-label={title} data-testid={`cart-group-${group.source}`}>
      <h2 className="cart-group-title">
        {title} <span className="cart-group-count">{t('desktop.cart.lines', { count: group.list.length })}</span>
      </h2>
      <Table<CartLine>
        rowKey="id"
        columns={columns}
        dataSource={group.list}
        pagination={false}
        tableLayout="fixed"
        rowClassName={(line) =>
          [selected.has(line.id) ? 'cart-row-selected' : '', line.available ? '' : 'cart-row-unavailable'].join(' ')
        }
        onRow={() => ({ 'data-testid': 'cart-line' }) as React.HTMLAttributes<HTMLElement>}
      />
    </section>
  );
}
