import { setMarket, useMarket } from '@mall/client/lib/market';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MARKETS, type Market } from '@mall/contract';
import { Select } from 'antd';

/** International (USD) or China (CNY), the same stored choice as the phone's; opened, as it replaces its stand-in on a press. */
export default function MarketSelect() {
  const { t } = useTranslation();
  const market = useMarket();
  return (
    <Select<Market>
      value={market}
      onChange={setMarket}
      aria-label={t('market.title')}
      data-testid="market-switch"
      popupMatchSelectWidth={false}
      autoFocus
      defaultOpen
      options={MARKETS.map((key) => ({ value: key, label: t(`market.${key}`) }))}
    />
  );
}
