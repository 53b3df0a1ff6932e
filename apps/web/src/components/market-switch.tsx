import { useMarket } from '@mall/client/lib/market';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MARKET_CURRENCY } from '@mall/contract';
import { Button } from 'antd-mobile';
import { DownOutline, GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';

// The sheet's code (and its animation library) comes when the switch is first tapped.
const MarketSheet = lazy(() => import('./market-sheet'));

/**
 * International (USD) or China (CNY): stored as `shopCurrency`, which the API client puts in market
 * paths. `compact` shows the market by its currency, which leaves the mall's name room in the home
 * header; the accessible name and the sheet always give the market's full name.
 */
export function MarketSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const market = useMarket();
  const [open, setOpen] = useState(false);
  // Once opened, the sheet stays mounted so that it can animate closed.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        fill="outline"
        className="header-chip"
        aria-label={t('market.label', { market: t(`market.${market}`) })}
        aria-haspopup="dialog"
        data-testid="market-switch"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {compact ? (
          <>
            <GlobalOutline aria-hidden="true" /> {MARKET_CURRENCY[market]}
          </>
        ) : (
          t(`market.${market}`)
        )}{' '}
        <DownOutline aria-hidden="true" fontSize={10} />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MarketSheet open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
