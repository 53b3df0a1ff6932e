import { useTranslation } from '@mall/client/lib/use-translation';
import { Button } from 'antd';
import type { QuoteRequest } from './quote-drawer';

/** Whether a request can take a new quotation: not cancelled, and no version accepted. */
export function quotable(status: string, offers: readonly { status: string }[]): boolean {
  return status !== 'cancelled' && !offers.some((offer) => offer.status === 'accepted');
}

/** "Quote" (or "New version" once quoted) on an RFQ's or a cart request's drawer; disabled, with why, when it cannot take one. */
export function QuoteButton({
  request,
  status,
  onQuote,
}: {
  request: QuoteRequest;
  status: string;
  onQuote: (request: QuoteRequest) => void;
}) {
  const { t } = useTranslation();
  const open = quotable(status, request.offers);
  return (
    <Button
      type="primary"
      disabled={!open}
      title={open ? undefined : t('consoleQuoting.detail.notQuotable')}
      data-testid="quote-open"
      onClick={() => onQuote(request)}
    >
      {request.offers.length ? t('consoleQuoting.detail.newVersion') : t('consoleQuoting.detail.quote')}
    </Button>
  );
}
