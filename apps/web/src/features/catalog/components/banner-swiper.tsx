import { useBanners } from '@mall/client/catalog/get-banners';
import { BANNER_AUTOPLAY_INTERVAL_MS, type Banner } from '@mall/contract';
import { useEffect, useRef, useState } from 'react';
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

/**
 * The slide in view, and moving to the next one every few seconds (back to the first after the
 * last) unless the buyer is touching the banners or asked the system for less motion.
 */
function useCarousel(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const touching = useRef(false);

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (touching.current || document.hidden) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  return {
    current,
    trackProps: {
      ref: track,
      onScroll: () => {
        const element = track.current;
        if (element) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
      },
      onTouchStart: () => {
        touching.current = true;
      },
      onTouchEnd: () => {
        touching.current = false;
      },
      // A touch the system takes over (a scroll, a call) ends without touchend.
      onTouchCancel: () => {
        touching.current = false;
      },
    },
  };
}

/** The home page's banners, swiped by the browser's own scrolling (snapping to each slide), with dots. */
export function BannerSwiper() {
  const { t } = useTranslation();
  const { data, isPending } = useBanners();
  const banners = data?.list ?? [];
  const { current, trackProps } = useCarousel(banners.length);
  if (isPending) return <div className={`${styles.frame} skeleton`} aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <section className={styles.frame} aria-label={t('home.banners')} data-testid="banners">
      <div className={styles.track} data-testid="banner-track" {...trackProps}>
        {banners.map((banner) => (
          <div className={styles.item} key={banner.id}>
            <BannerSlide banner={banner} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.id} className={index === current ? `${styles.dot} ${styles.active}` : styles.dot} />
          ))}
        </div>
      )}
    </section>
  );
}
