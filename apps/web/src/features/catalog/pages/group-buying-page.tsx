import { useCampaigns } from '@mall/client/catalog/get-group-buying';
import { PictureImg } from '@mall/client/components/picture-img';
import { formatCount } from '@mall/client/lib/format-count';
import { formatPrice } from '@mall/client/lib/format-price';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useQueryScope } from '@mall/client/lib/query-scope';
import { unitFor } from '@mall/client/lib/unit-for';
import { useTranslation } from '@mall/client/lib/use-translation';
import { type Campaign, PAGES } from '@mall/contract';
import { Link } from 'react-router-dom';
import { CampaignStatusTag } from '../../../components/campaign-status-tag';
import { InfiniteMore } from '../../../components/infinite-more';
import { LoadFailed } from '../../../components/load-failed';
import { HiddenPrice } from '../../../components/membership-price';
import { PageSkeleton } from '../../../components/page-skeleton';
import { CampaignProgress } from '../components/campaign-progress';
import styles from './group-buying.module.css';

export function CampaignPrice({ campaign }: { campaign: Campaign }) {
  const { lang } = useQueryScope();
  if (!campaign.price_visible || campaign.group_price === null) {
    return <HiddenPrice className={styles.login} />;
  }
  return (
    <span className={styles.prices}>
      <span className={styles.price}>{formatPrice(campaign.group_price, campaign.currency, lang)}</span>
      {campaign.product.price !== null && (
        <del className={styles.original}>{formatPrice(campaign.product.price, campaign.currency, lang)}</del>
      )}
    </span>
  );
}

function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { lang } = useQueryScope();
  return (
    <Link className={styles.card} to={`${PAGES.groupBuyingDetail.route}?id=${campaign.id}`} data-testid="campaign-card">
      <PictureImg
        className={styles.thumb}
        src={campaign.product.image}
        place={PICTURE_PLACES.thumb}
        alt=""
        loading="lazy"
      />
      <span className={styles.body}>
        <span className={styles.head}>
          <CampaignStatusTag status={campaign.status} outcome={campaign.outcome} />
          <span className={styles.name}>{campaign.product.name}</span>
        </span>
        <CampaignPrice campaign={campaign} />
        <span className={styles.moq}>
          {t('group.moq', {
            moq: formatCount(campaign.group_moq, lang),
            unit: unitFor(campaign.group_moq, campaign.product),
          })}
        </span>
        <CampaignProgress campaign={campaign} lang={lang} />
      </span>
    </Link>
  );
}

/** Group buying campaigns, active first, with progress and a countdown. */
export default function GroupBuyingPage() {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  const list = campaigns.data?.pages.flatMap((page) => page.list) ?? [];
  if (campaigns.isPending) return <PageSkeleton />;
  if (campaigns.isError && list.length === 0) {
    return <LoadFailed onRetry={campaigns.refetch} />;
  }
  if (list.length === 0) return <p className="page-message">{t('group.empty')}</p>;
  return (
    <>
      <ul className={styles.list}>
        {list.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
      <InfiniteMore pages={campaigns} />
    </>
  );
}
