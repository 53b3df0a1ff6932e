/**
 * The catalogue's drawn pictures (`/media/product/12.svg?v=…`) are also served as pictures of a
 * given width (`/media/product/12/480?v=…`), in WebP where the browser takes it and PNG where it
 * does not: a phone decodes them off its main thread, where each SVG would be a document of its own
 * to lay out and paint. Operators' uploads are served the same way (`/media/uploads/<id>/480`,
 * `/media/products/<id>.jpg/480`), so a photograph taken at 4,000 px reaches a phone at the width
 * it is drawn, and so are buyers' own pictures (`/api/buyer/v1/file?id=<id>&width=480`). These are
 * the widths served, so that the kept copies stay few.
 */
export const PICTURE_WIDTHS = [120, 240, 360, 480, 720, 960] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `kind`, `id` (with a gallery view, `12-2`) and the content hash of a drawn picture's address. */
const DRAWN_PICTURE = /^\/media\/(product|category|banner)\/([1-9]\d{0,8}(?:-[1-9])?)\.svg\?v=([\w-]+)$/;
/**
 * An operator's upload: a logo or a banner, or a product's picture with its kind. Its random id
 * never names other bytes, so it needs no hash.
 */
const UPLOADED_PICTURE = /^\/media\/(?:uploads\/[0-9a-f]{32}|products\/[0-9a-f]{32}\.(?:jpg|png))$/;
/** A buyer's upload as its owner (`API.file`) or an operator (`CONSOLE_API.file`) reads it. */
const BUYER_FILE = /^\/api\/(?:buyer\/v1\/file|console\/v1\/files)\?id=[0-9a-f]{32}$/;

/** An `<img>`'s `src`, `srcset` and `sizes` for a picture shown `sizes` wide (a CSS `sizes` value). */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Which pictures are served at a width, and the widths, as data: `pictureSourcesBy` refers to nothing else. */
export interface PictureRules {
  widths: readonly number[];
  /** The patterns' sources: a regular expression does not survive JSON. */
  drawn: string;
  uploaded: string;
  buyerFile: string;
}

export const PICTURE_RULES: PictureRules = {
  widths: PICTURE_WIDTHS,
  drawn: DRAWN_PICTURE.source,
  uploaded: UPLOADED_PICTURE.source,
  buyerFile: BUYER_FILE.source,
};

/**
 * What an `<img>` needs to load a picture at the width it is drawn: every served width of a drawn
 * picture, an operator's upload or a buyer's picture for the browser to choose from by the slot and
 * the screen's density, `fallbackWidth` for a browser that does not choose; any other picture as it
 * is. The storefront page's first script runs its source text (docs/decisions/061), hence no name
 * from outside it.
 */
export function pictureSourcesBy(
  url: string,
  sizes: string,
  fallbackWidth: number,
  rules: PictureRules,
): PictureSources {
  const drawn = new RegExp(rules.drawn).exec(url);
  const atWidth = drawn
    ? (width: number) => `/media/${drawn[1]}/${drawn[2]}/${width}?v=${drawn[3]}`
    : new RegExp(rules.buyerFile).test(url)
      ? (width: number) => `${url}&width=${width}`
      : new RegExp(rules.uploaded).test(url)
        ? (width: number) => `${url}/${width}`
        : null;
  if (atWidth === null) return { src: url };
  return {
    src: atWidth(fallbackWidth),
    srcSet: rules.widths.map((width) => `${atWidth(width)} ${width}w`).join(', '),
    sizes,
  };
}

/** `pictureSourcesBy` with the mall's rules. */
export function pictureSources(url: string, sizes: string, fallbackWidth: PictureWidth): PictureSources {
  return pictureSourcesBy(url, sizes, fallbackWidth, PICTURE_RULES);
}

/**
 * The address of a drawn picture, of an operator's upload or of a buyer's picture at one of the
 * served widths (an upload narrower than that comes at its own width); null for any other picture.
 */
export function pictureAtWidth(url: string, width: PictureWidth): string | null {
  const sources = pictureSources(url, '', width);
  return sources.srcSet === undefined ? null : sources.src;
}

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
