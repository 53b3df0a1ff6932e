import { HIDDEN_PRICE_TEXT, hiddenPriceTarget, usePriceAccess } from '@mall/client/lib/price-access';
import { useTranslation } from '@mall/client/lib/use-translation';
import { DESKTOP_PAGES } from '@mall/contract';
import { Link, useLocation } from 'react-router-dom';
import { loginAddress } from '../app/navigation';

/**
 * What stands where the server sent no price, worded as on the phone. `link` leads a visitor to log
 * in (and back here) and an expired member to the workstation's renewal, where not inside a link.
 */
export function HiddenPrice({ link = false, className }: { link?: boolean; className?: string }) {
  const { t } = useTranslation();
  const access = usePriceAccess();
  const { pathname, search } = useLocation();
  const text = t(HIDDEN_PRICE_TEXT[access]);
  const testId = access === 'visitor' ? 'login-for-price' : 'price-hidden';
  const target = link ? hiddenPriceTarget(access) : null;
  if (target) {
    return (
      <Link
        className={className}
        to={target === 'login' ? loginAddress(`${pathname}${search}`) : DESKTOP_PAGES.my.path}
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
