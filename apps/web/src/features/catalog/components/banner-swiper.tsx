import { useBanners } from '@mall/client/catalog/get-banners';
import type { Banner } from '@mall/contract';
import { Swiper } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './banner-swiper.module.css';

function BannerSlide({ banner }: { banner: Banner }) {
  const navigate = useNavigate();
  const content = (
    <>
      <img className={styles.image} src={banner.image} alt="" />
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

export function BannerSwiper() {
  const { t } = useTranslation();
  const { data, isPending } = useBanners();
  if (isPending) return <div className={`${styles.frame} skeleton`} aria-hidden="true" />;
  const banners = data?.list ?? [];
  if (banners.length === 0) return null;
  return (
    <section className={styles.frame} aria-label={t('home.banners')} data-testid="banners">
      <Swiper autoplay={banners.length > 1} loop={banners.length > 1} autoplayInterval={4000}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <BannerSlide banner={banner} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
