import { useTranslation } from '@mall/client/lib/use-translation';
import type { Offer, RfqSummary } from '@mall/contract';
import { Tag } from 'antd';

const RFQ_COLOURS: Record<RfqSummary['status'], string> = {
  submitted: 'blue',
  quoted: 'green',
  cancelled: 'default',
};

const OFFER_COLOURS: Record<Offer['status'], string> = {
  quoted: 'blue',
  accepted: 'green',
  declined: 'default',
  expired: 'orange',
  superseded: 'default',
};

export function RfqStatusTag({ status }: { status: RfqSummary['status'] }) {
  const { t } = useTranslation();
  return <Tag color={RFQ_COLOURS[status]}>{t(`rfq.status.${status}`)}</Tag>;
}

export function OfferStatusTag({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return <Tag color={OFFER_COLOURS[offer.status]}>{t(`offer.status.${offer.status}`)}</Tag>;
}
