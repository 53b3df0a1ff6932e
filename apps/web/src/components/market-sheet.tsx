import { setMarket, useMarket } from '@mall/client/lib/market';
import { useTranslation } from '@mall/client/lib/use-translation';
import { MARKETS } from '@mall/contract';
import ActionSheet from 'antd-mobile/es/components/action-sheet';

/** The sheet the market switch opens: the two markets, the current one in bold. */
export default function MarketSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const market = useMarket();
  return (
    <ActionSheet
      visible={open}
      extra={t('market.title')}
      cancelText={t('market.cancel')}
      actions={MARKETS.map((key) => ({ key, text: t(`market.${key}`), bold: key === market }))}
      onAction={(action) => {
        setMarket(action.key as (typeof MARKETS)[number]);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
