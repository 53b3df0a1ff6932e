import { usePriceAccess } from '@mall/client/lib/price-access';
import { PAGES } from '@mall/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentRoute, loginUrl } from '../lib/navigation';

const TEXT_KEY = {
  visitor: 'product.loginForPrice',
  pending: 'product.pricePending',
  expired: 'product.priceRenew',
  rejected: 'product.priceRejected',
  // The user info still says member but the server sent no price: the date has passed since it was read.
  member: 'product.priceRenew',
} as const;

/**
 * What stands where the server sent no price: a visitor is asked to log in, a pending account is
 * told prices come with approval, an expired member to renew, a rejected one that prices are for
 * approved members. `link` makes the prompt lead there (login, or the workstation's renewal), for
 * places that are not themselves a link.
 */
export function HiddenPrice({ className, link = false }: { className?: string; link?: boolean }) {
  const { t } = useTranslation();
  const access = usePriceAccess();
  const text = t(TEXT_KEY[access]);
  const testId = access === 'visitor' ? 'login-for-price' : 'price-hidden';
  if (link && access === 'visitor') {
    return (
      <Link className={className} to={loginUrl(currentRoute())} data-testid={testId}>
        {text}
      </Link>
    );
  }
  if (link && (access === 'expired' || access === 'member')) {
    return (
      <Link className={className} to={PAGES.workstation.route} data-testid={testId}>
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
