import { useClientState } from '@mall/client/lib/client-state';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { ProductDetail } from '@mall/contract';

/** The external video, embedded only when the launch check found its site reachable; else its poster with a note. */
export function ProductVideo({ video, title }: { video: NonNullable<ProductDetail['video']>; title: string }) {
  const { t } = useTranslation();
  const reachable = useClientState((state) => state.videoSiteReachable);
  if (reachable === true) {
    return (
      <div className="product-video" data-testid="video-frame">
        <iframe
          src={video.url}
          title={t('detail.videoTitle', { name: title })}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <figure className="product-video" data-testid="video-poster">
      <img src={video.poster} alt={t('detail.videoPoster', { name: title })} loading="lazy" />
      <figcaption>{reachable === null ? t('detail.videoChecking') : t('detail.videoUnreachable')}</figcaption>
    </figure>
  );
}
