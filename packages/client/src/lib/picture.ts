import { type PictureSources, type PictureWidth, pictureSources } from '@mall/contract';

/** Where a page draws a picture: how wide it is shown (a CSS `sizes` value) and the width for a browser that does not choose. */
export interface PicturePlace {
  sizes: string;
  fallback: PictureWidth;
}

/** The storefront's column is the phone's width, at most 768 px (`--mall-max-width`). */
export const PICTURE_PLACES = {
  /** Across the phone's page: banners, a product's gallery. */
  wide: { sizes: '(min-width: 768px) 768px, 100vw', fallback: 720 },
  /** A product card, two to a row. */
  card: { sizes: '(min-width: 768px) 384px, 50vw', fallback: 360 },
  /** A category's tile in a grid of five. */
  tile: { sizes: '48px', fallback: 120 },
  /** A line's picture in a list: a cart line, a suggestion, an order's goods. */
  thumb: { sizes: '88px', fallback: 240 },
  /** A buyer's own picture in a list of files or RFQs, 64 px at most, on the phone and the desktop. */
  upload: { sizes: '64px', fallback: 240 },
  /** A store's logo beside its name, 56 px at most, on the phone and the desktop. */
  logo: { sizes: '56px', fallback: 240 },
  /** The desktop site's product grid and gallery. */
  desktopCard: { sizes: '240px', fallback: 480 },
  desktopGallery: { sizes: '456px', fallback: 960 },
  /** The desktop site's banner, 960 px wide at most. */
  desktopBanner: { sizes: '960px', fallback: 960 },
} as const satisfies Record<string, PicturePlace>;

/** An `<img>`'s `src`, `srcSet` and `sizes` for a picture drawn in `place`. */
export function pictureIn(url: string, place: PicturePlace): PictureSources {
  return pictureSources(url, place.sizes, place.fallback);
}
