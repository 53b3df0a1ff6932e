import { useAddToCart } from '@mall/client/cart/add-to-cart';
import { useMoqQuantity } from '@mall/client/cart/use-moq-quantity';
import { useCampaign } from '@mall/client/catalog/get-group-buying';
import { PictureImg } from '@mall/client/components/picture-img';
import { ApiError } from '@mall/client/lib/api-client';
import { formatCount } from '@mall/client/lib/format-count';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { unitFor } from '@mall/client/lib/unit-for';
import { useTranslation } from '@mall/client/lib/use-translation';
import { ADDRESS_ID_PATTERN, type Campaign, ErrorCode, PAGES, PRODUCT_IMAGE_SIZE_PX } from '@mall/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CampaignStatusTag } from '../../../components/campaign-status-tag';
import { LoadFailed } from '../../../components/load-failed';
import { PageSkeleton } from '../../../components/page-skeleton';
import { QuantityBlocked, QuantityStepper } from '../../../components/quantity-stepper';
import type { PageProps } from '../../../lib/page-props';
import { CampaignProgress } from '../components/campaign-progress';
import styles from './group-buying.module.css';
import { CampaignPrice } from './group-buying-page';
import detailStyles from './product-detail-page.module.css';

/** One campaign; joining puts the chosen quantity, from the group MOQ, in the group-buying cart. */
function CampaignDetail({ campaign: c }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  const quantity = useMoqQuantity(c.group_moq, 'group');
  const blockedId = useId();
  const addToCart = useAddToCart();
  const product = c.product;
  const active = c.status === 'active';
  const refused = active && quantity.quantity === null;
  return (
    <div className={detailStyles.page}>
      <PictureImg
        className={detailStyles.galleryImage}
        src={product.image}
        place={PICTURE_PLACES.wide}
        alt={product.name}
        width={PRODUCT_IMAGE_SIZE_PX}
        height={PRODUCT_IMAGE_SIZE_PX}
      />
      <section className={detailStyles.block}>
        <p className={styles.head}>
          <CampaignStatusTag status={c.status} outcome={c.outcome} />
        </p>
        <CampaignPrice campaign={c} />
        <h2 className={detailStyles.name}>{product.name}</h2>
        <CampaignProgress campaign={c} lang={lang} />
        <p className={styles.moq}>
          {t('group.moq', { moq: formatCount(c.group_moq, lang), unit: unitFor(c.group_moq, product) })}
        </p>
        <Link className="text-link" to={`${PAGES.productDetail.route}?id=${product.id}`}>
          {t('group.viewProduct')}
        </Link>
      </section>
      {active && (
        <section className={detailStyles.block}>
          <QuantityStepper state={quantity} label={t('detail.quantity')} />
        </section>
      )}
      <div className={detailStyles.bar}>
        {active && <QuantityBlocked state={quantity} id={blockedId} />}
        <div className={detailStyles.barButtons}>
          <Button
            className={detailStyles.barButton}
            color="primary"
            disabled={!active || quantity.quantity === null}
            aria-describedby={refused ? blockedId : undefined}
            onClick={() => {
              if (quantity.quantity === null) return;
              addToCart.mutate({
                product_id: product.id,
                campaign_id: c.id,
                quantity: quantity.quantity,
                source: 'group_buying',
              });
            }}
            data-testid="join-group"
          >
            {c.status === 'upcoming'
              ? t('group.notStarted')
              : c.status === 'ended'
                ? t('group.ended')
                : t('group.join')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** `/pages/group/detail?id=`: one campaign. */
export default function GroupBuyingDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = ADDRESS_ID_PATTERN.test(query.id ?? '') ? Number(query.id) : 0;
  const campaign = useCampaign(id);

  if (id === 0) return <p className="page-message">{t('group.notFound')}</p>;
  if (campaign.isPending) return <PageSkeleton />;
  if (campaign.isError) {
    const code = campaign.error instanceof ApiError ? campaign.error.code : undefined;
    if (code === ErrorCode.NOT_IN_MARKET) return <p className="page-message">{t('detail.notInMarket')}</p>;
    if (code === ErrorCode.CAMPAIGN_NOT_FOUND || code === ErrorCode.VALIDATION) {
      return <p className="page-message">{t('group.notFound')}</p>;
    }
    return <LoadFailed onRetry={campaign.refetch} />;
  }
  return <CampaignDetail key={campaign.data.id} campaign={campaign.data} />;
}
