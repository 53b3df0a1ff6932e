import { useBanners } from '@mall/client/catalog/get-banners';
import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useReducedMotion } from '@mall/client/lib/use-reduced-motion';
import { useTranslation } from '@mall/client/lib/use-translation';
import { desktopAddressOf } from '@mall/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Placeholder } from '../../../components/placeholder';

const AUTOPLAY_MS = 6000;

/**
 * The promotions, one at a time, turning every six seconds and held while pointed at or focused;
 * a dot per banner, named by its title. A banner leading to a storefront page leads to its desktop
 * counterpart here. Written for the page rather than antd's Carousel, whose slider code weighs as
 * much as the rest of the home page and whose hidden copies of slides keep their links focusable.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners();
  const list = banners.data?.list ?? [];
  const count = list.length;
  const [chosen, setChosen] = useState(0);
  const [held, setHeld] = useState(false);
  const shown = count === 0 ? 0 : chosen % count;
  // Turning by itself only for readers who have not asked their system for less motion.
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (count < 2 || held || reducedMotion) return;
    // Restarted by every change of banner, so a chosen one stays its full time.
    const timer = window.setTimeout(() => setChosen(shown + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [count, held, shown, reducedMotion]);

  if (banners.isPending) return <Placeholder className="banner-skeleton" />;
  if (count === 0) return null;
  return (
    <section
      className="banner-carousel"
      aria-label={t('home.banners')}
      data-testid="banners"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {list.map((banner, index) => {
        const picture = (
          <>
            <PictureImg
              src={banner.image}
              place={PICTURE_PLACES.desktopBanner}
              alt=""
              width={960}
              height={320}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <div className="banner-text">
              <h2>{banner.title}</h2>
              <p>{banner.subtitle}</p>
            </div>
          </>
        );
        return (
          <div
            key={banner.id}
            className={index === shown ? 'banner-slide is-shown' : 'banner-slide'}
            inert={index !== shown}
          >
            {banner.link ? <Link to={desktopAddressOf(banner.link)}>{picture}</Link> : picture}
          </div>
        );
      })}
      {count > 1 && (
        <div className="banner-dots">
          {list.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-label={banner.title}
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => setChosen(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
