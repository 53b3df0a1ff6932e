import { formatCount } from '@mall/client/lib/format-count';
import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Locale, type Shipment, type ShipmentStatus, unitName } from '@mall/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DocumentColumn } from './document-table';

const COLOURS: Record<ShipmentStatus, string> = {
  planned: 'blue',
  shipped: 'orange',
  delivered: 'green',
  cancelled: 'default',
};

export function ShipmentStatusTag({ status }: { status: ShipmentStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="shipment-status">
      {t(`shipment.status.${status}`)}
    </Tag>
  );
}

/** A shipment's lines as the phone writes them; once received, what was taken in, refused and short, and why. */
export function shipmentLineTexts(shipment: Shipment, t: TFunction, locale: Locale): string[] {
  return shipment.lines.map((line) => {
    const shipped = t('shipment.line', {
      name: line.name,
      quantity: formatCount(line.quantity, locale),
      unit: unitName(line.unit, locale, line.quantity),
    });
    if (shipment.status !== 'delivered') return shipped;
    const received = line.received ?? 0;
    const rejected = line.rejected ?? 0;
    const summary = t('warehouse.summary', { received, rejected, short: line.quantity - received - rejected });
    return [shipped, summary, line.reason].filter(Boolean).join(' · ');
  });
}

export function ShipmentLines({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const texts = shipmentLineTexts(shipment, t, locale);
  return (
    <ul className="document-lines">
      {shipment.lines.map((line, index) => (
        <li key={line.line_id} data-testid="shipment-line">
          {texts[index]}
        </li>
      ))}
    </ul>
  );
}

/** A shipment's date, or nothing while it has none. */
export function shipmentDate(date: string | null, locale: Locale): string {
  return date ? formatDate(date, locale) : '';
}

/** A column of one of a shipment's facts, kept on one line: the lines beside it wrap instead. */
export function shipmentFactColumn(
  key: string,
  title: string,
  text: (shipment: Shipment) => string,
  sortValue?: (shipment: Shipment) => string,
): DocumentColumn<Shipment> {
  return {
    key,
    title,
    text,
    sortValue,
    render: (shipment) => <span className="shipment-nowrap">{text(shipment)}</span>,
  };
}
