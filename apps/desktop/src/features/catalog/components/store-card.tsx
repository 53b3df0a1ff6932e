import { formatDate, useLocale } from '@mall/client/lib/locale';
import { useTranslation } from '@mall/client/lib/use-translation';
import { H5_BASE_PATH, PAGES, type StoreCard as StoreCardData } from '@mall/contract';
import { Card, Descriptions } from 'antd';

/** Shop code, score, services, time of entry, production qualification, related catalog; the store page on the phone site. */
export function StoreCard({ store }: { store: StoreCardData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card
      title={store.name}
      size="small"
      data-testid="store-card"
      extra={
        <a href={`${H5_BASE_PATH}#${PAGES.store.route}?shop_code=${encodeURIComponent(store.shop_code)}`}>
          {t('store.visit', { count: store.product_count })}
        </a>
      }
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'code', label: t('store.shopCode'), children: store.shop_code },
          { key: 'score', label: t('store.score'), children: store.score.toFixed(1) },
          { key: 'services', label: t('store.services'), children: store.services.toFixed(1) },
          { key: 'entered', label: t('store.enteredAt'), children: formatDate(store.entered_at, locale) },
          { key: 'qualifications', label: t('store.qualifications'), children: store.qualifications },
          { key: 'catalog', label: t('store.catalog'), children: store.catalog },
        ]}
      />
    </Card>
  );
}
