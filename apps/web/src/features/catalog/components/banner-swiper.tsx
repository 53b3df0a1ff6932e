import { useBanners } from '@mall/client/catalog/get-banners';
import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { Banner } from '@mall/contract';
import { useNavigate } from 'react-router-dom';
import { SnapCarousel } from '../../../components/snap-carousel';
import { useEndFirstView } from '../../../lib/first-view';
import styles from './banner-swiper.module.css';

function BannerSlide({ banner }: { banner: Banner }) {
  const navigate = useNavigate();
  const content = (
    <>
      <PictureImg
        className={styles.image}
        src={banner.image}
        place={PICTURE_PLACES.wide}
        alt=""
        width={750}
        height={300}
      />
      <span className={styles.caption}>
        <strong>{banner.title}</strong>
        {banner.subtitle && <span>{banner.subtitle}</span>}
      </span>
    </>
  );
  return banner.link ? (
    <button type="button" className={styles.slide} onClick={() => navigate(banner.link)}>
      {content}
    </button>
  ) : (
    <div className={styles.slide}>{content}</div>
  );
}

/** The home page's banners, moving on by themselves. */
export function BannerSwiper() {
  const { t } = useTranslation();
  const { data, isPending } = useBanners();
  const banners = data?.list ?? [];
  useEndFirstView(!isPending);
  if (isPending) return <div className={`${styles.frame} skeleton`} aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <SnapCarousel
      className={styles.frame}
      label={t('home.banners')}
      testId="banners"
      trackTestId="banner-track"
      autoplay
      slides={banners.map((banner) => ({ key: banner.id, content: <BannerSlide banner={banner} /> }))}
    />
  );
}
