import { setMarket, useMarket } from '@mall/client/lib/market';
import { MARKET_CURRENCY, MARKETS } from '@mall/contract';
import { ActionSheet, Button } from 'antd-mobile';
import { DownOutline, GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * International (USD) or China (CNY): stored as `shopCurrency`, which the API client puts in market
 * paths. The chip shows the market by its currency, which leaves the mall's name room in the home
 * header; its accessible name and the sheet give the market's full name.
 */
export function MarketSwitch() {
  const { t } = useTranslation();
  const market = useMarket();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        fill="outline"
        className="header-chip"
        aria-label={t('market.label', { market: t(`market.${market}`) })}
        aria-haspopup="dialog"
        data-testid="market-switch"
        onClick={() => setOpen(true)}
      >
        <GlobalOutline aria-hidden="true" /> {MARKET_CURRENCY[market]} <DownOutline aria-hidden="true" fontSize={10} />
      </Button>
      <ActionSheet
        visible={open}
        extra={t('market.title')}
        cancelText={t('market.cancel')}
        actions={MARKETS.map((key) => ({ key, text: t(`market.${key}`), bold: key === market }))}
        onAction={(action) => {
          setMarket(action.key as (typeof MARKETS)[number]);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
