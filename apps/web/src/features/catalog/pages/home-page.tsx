import { useTranslation } from '@mall/client/lib/use-translation';
import { BannerSwiper } from '../components/banner-swiper';
import { CategoryGrid } from '../components/category-grid';
import { GroupBuyingEntry } from '../components/group-buying-entry';
import { HomeHeader } from '../components/home-header';
import { ProductFeed } from '../components/product-feed';

/**
 * The feed starts below a phone's first screen (header, banners, categories, group buying): one
 * row is drawn with the page's data, the rest a row a task after, so that no task of the first
 * load holds the main thread for the cards of a second screen.
 */
const FEED_FIRST_RENDER = 2;

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <HomeHeader />
      <main>
        <BannerSwiper />
        <CategoryGrid />
        <GroupBuyingEntry />
        <h2 className="section-title section-title-outside">{t('home.products')}</h2>
        <ProductFeed title={t('home.products')} firstRender={FEED_FIRST_RENDER} />
      </main>
    </>
  );
}
