import { useTranslation } from '@mall/client/lib/use-translation';
import type { Offer } from '@mall/contract';

/** A quotation's facts as every site words them: what it answers, and its payment terms. */
export function useOfferTexts() {
  const { t } = useTranslation();
  return {
    request: ({ request }: Pick<Offer, 'request'>) =>
      request.type === 'rfq' ? t('offer.forRfq', { id: request.id }) : t('offer.forRequest', { id: request.id }),
    payment: ({ payment_terms: { deposit_percent: percent, balance_terms: terms } }: Pick<Offer, 'payment_terms'>) =>
      terms ? t('offer.deposit', { percent, terms }) : t('offer.depositOnly', { percent }),
  };
}
