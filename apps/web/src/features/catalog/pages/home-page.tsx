import { useTranslation } from '@mall/client/lib/use-translation';
import { BannerSwiper } from '../components/banner-swiper';
import { CategoryGrid } from '../components/category-grid';
import { GroupBuyingEntry } from '../components/group-buying-entry';
import { HomeHeader } from '../components/home-header';
import { ProductFeed } from '../components/product-feed';

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
        <ProductFeed title={t('home.products')} />
      </main>
    </>
  );
}
