import { HIDDEN_PRICE_TEXT, hiddenPriceTarget, mayOrder, usePriceAccess } from '@mall/client/lib/price-access';
import { useTranslation } from '@mall/client/lib/use-translation';
import { PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { currentRoute, loginUrl } from '../lib/navigation';

/**
 * What stands where the server sent no price: a visitor is asked to log in, a pending account is
 * told prices come with approval, an expired member to renew, a rejected one that prices are for
 * approved members. `link` makes the prompt lead there (login, or the workstation's renewal), for
 * places that are not themselves a link.
 */
export function HiddenPrice({
  className,
  link = false,
  testId: givenTestId,
}: {
  className?: string;
  link?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const access = usePriceAccess();
  const text = t(HIDDEN_PRICE_TEXT[access]);
  const testId = givenTestId ?? (access === 'visitor' ? 'login-for-price' : 'price-hidden');
  const target = link ? hiddenPriceTarget(access) : null;
  if (target) {
    return (
      <Link
        className={className}
        to={target === 'login' ? loginUrl(currentRoute()) : PAGES.workstation.route}
        data-testid={testId}
      >
        {text}
      </Link>
    );
  }
  return (
    <span className={className} data-testid={testId}>
      {text}
    </span>
  );
}

/**
 * Why the order buttons beside it are disabled for an account that may not order yet (pending,
 * expired, rejected), with the way forward; nothing for a visitor or a member. `id` is what the
 * buttons' `aria-describedby` names.
 */
export function OrderBlocked({ id, className }: { id: string; className?: string }) {
  const access = usePriceAccess();
  if (mayOrder(access)) return null;
  return (
    <p id={id} className={className} role="status" data-testid="order-blocked">
      <HiddenPrice link testId="order-blocked-reason" />
    </p>
  );
}
