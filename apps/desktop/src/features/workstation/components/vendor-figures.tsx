import { StarFilled, StarOutlined } from '@ant-design/icons';
import { PICTURE_PLACES, pictureIn } from '@mall/client/lib/picture';
import { useMoneyOf } from '@mall/client/lib/use-money';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSetVendorFavourite } from '@mall/client/vendors/set-vendor-favourite';
import { onTimePercent, rejectionPercent } from '@mall/client/vendors/vendor-figures';
import type { VendorSummary } from '@mall/contract';
import { Avatar, Button, Tooltip } from 'antd';
import { notify } from '../../../app/notify';

/**
 * The store's logo, or its initial where it has none (or the logo does not load). Avatar takes no
 * `sizes`, so the logo comes at the one width that covers its box on a dense screen.
 */
export function VendorLogo({ vendor, size }: { vendor: Pick<VendorSummary, 'name' | 'logo'>; size?: number }) {
  const logo = vendor.logo ? pictureIn(vendor.logo, PICTURE_PLACES.logo).src : undefined;
  return (
    <Avatar shape="square" size={size} src={logo} alt="" className="vendor-logo">
      {vendor.name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** The star of a vendor: pressed for a favourite; it says whose star it is, as a row of stars would not. */
export function FavouriteButton({ vendor }: { vendor: Pick<VendorSummary, 'shop_code' | 'name' | 'favourite'> }) {
  const { t } = useTranslation();
  const favourite = useSetVendorFavourite();
  const toggle = () =>
    favourite.mutate(
      { shop_code: vendor.shop_code, favourite: !vendor.favourite },
      {
        onSuccess: (saved) =>
          notify('success', t(saved.favourite ? 'vendors.favouriteAdded' : 'vendors.favouriteRemoved')),
      },
    );
  return (
    <Button
      type="text"
      shape="circle"
      className={vendor.favourite ? 'vendor-star vendor-star-on' : 'vendor-star'}
      icon={vendor.favourite ? <StarFilled /> : <StarOutlined />}
      aria-label={t(vendor.favourite ? 'vendors.removeFavourite' : 'vendors.addFavourite', { name: vendor.name })}
      aria-pressed={vendor.favourite}
      loading={favourite.isPending}
      onClick={toggle}
      data-testid={`vendor-star-${vendor.shop_code}`}
    />
  );
}

/** What the buyer spent, one currency a line: amounts in different currencies are never added. */
export function VendorSpend({ vendor }: { vendor: Pick<VendorSummary, 'spend'> }) {
  const { t } = useTranslation();
  const money = useMoneyOf();
  if (vendor.spend.length === 0) return <span className="vendor-muted">{t('vendors.noSpend')}</span>;
  return (
    <ul className="vendor-spend" data-testid="vendor-spend">
      {vendor.spend.map((spend) => (
        <li key={spend.currency}>{money(spend.amount, spend.currency)}</li>
      ))}
    </ul>
  );
}

/**
 * A rate with its counts: in a table the counts in a tooltip (the percentage focusable so a keyboard
 * reaches it, the counts read out with it), in the drawer written out; before anything to count,
 * what is missing instead of a made-up 0 or 100 %.
 */
function Rate({
  value,
  detail,
  none,
  inline,
  testId,
}: {
  value: number | null;
  detail: string;
  none: string;
  inline: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <span className="vendor-muted" data-testid={testId}>
        {none}
      </span>
    );
  const percent = t('vendors.percent', { value });
  if (inline)
    return (
      <span data-testid={testId}>
        <strong>{percent}</strong>
        <span className="vendor-rate-detail">{detail}</span>
      </span>
    );
  return (
    <Tooltip title={detail}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's counts must be reachable by keyboard */}
      <span className="vendor-rate" tabIndex={0} data-testid={testId}>
        {percent}
        <span className="visually-hidden">: {detail}</span>
      </span>
    </Tooltip>
  );
}

type RateProps = { vendor: VendorSummary; inline?: boolean };

export function OnTimeRate({ vendor, inline = false }: RateProps) {
  const { t } = useTranslation();
  return (
    <Rate
      value={onTimePercent(vendor)}
      detail={t('vendors.onTimeDetail', { onTime: vendor.shipments_on_time, count: vendor.shipments_sent })}
      none={t('vendors.noShipments')}
      inline={inline}
      testId="vendor-on-time"
    />
  );
}

export function RejectionRate({ vendor, inline = false }: RateProps) {
  const { t } = useTranslation();
  return (
    <Rate
      value={rejectionPercent(vendor)}
      detail={t('vendors.rejectionDetail', {
        rejected: vendor.quantity_rejected,
        inspected: vendor.quantity_inspected,
      })}
      none={t('vendors.noReceipts')}
      inline={inline}
      testId="vendor-rejection"
    />
  );
}

/** The buyer's after-sales cases about the vendor's goods still in progress. */
export function OpenAfterSales({ vendor }: { vendor: Pick<VendorSummary, 'open_after_sales'> }) {
  const { t } = useTranslation();
  if (vendor.open_after_sales === 0)
    return (
      <span className="vendor-muted" data-testid="vendor-after-sales">
        {t('vendors.noOpenAfterSales')}
      </span>
    );
  return (
    <span className="vendor-after-sales" data-testid="vendor-after-sales">
      {t('vendors.openAfterSalesCount', { count: vendor.open_after_sales })}
    </span>
  );
}
