import type { PictureWidth } from '@mall/contract';
import sharp from 'sharp';
import { TtlCache } from '../../lib/ttl-cache.js';

export type RasterFormat = 'webp' | 'png';

// libvips would keep its operations' pixels (up to 50 MB) for reuse; the finished pictures are kept below instead.
sharp.cache(false);

const MIME: Record<RasterFormat, string> = { webp: 'image/webp', png: 'image/png' };

/**
 * WebP where the browser's `Accept` names it (every current phone browser does), PNG otherwise: a
 * browser that takes only `image/*` may not decode WebP, so a wildcard is not taken as a yes.
 */
export function rasterFormatFor(accept: string | undefined): RasterFormat {
  return /(^|[\s,])image\/webp(\s*[;,]|\s*$)/.test(accept ?? '') ? 'webp' : 'png';
}

export function rasterMime(format: RasterFormat): string {
  return MIME[format];
}

/** SVG's own unit: a drawing `width` user units wide renders at that many pixels at this density. */
const CSS_DPI = 72;

/** The width a drawing declares on its root element (the artwork always declares one). */
function declaredWidth(svg: string): number {
  const width = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1]);
  if (!Number.isFinite(width) || width <= 0) throw new Error('a drawn picture without a width');
  return width;
}

/**
 * Draws an SVG as a picture `width` pixels wide. The drawing is rendered at that size rather than
 * scaled from another, so lines stay sharp at every width; flat colours keep both formats small
 * (a product picture at 480 px is about 3 KB of WebP).
 */
export async function rasterize(svg: string, width: PictureWidth, format: RasterFormat): Promise<Buffer> {
  const density = (CSS_DPI * width) / declaredWidth(svg);
  const picture = sharp(Buffer.from(svg), { density }).resize({ width });
  return format === 'webp'
    ? picture.webp({ quality: 82, effort: 4 }).toBuffer()
    : picture.png({ palette: true, compressionLevel: 9 }).toBuffer();
}

/** Pictures kept drawn: about 3 KB each, the ones asked for most often kept (a crawler's sweep passes through). */
const KEPT_PICTURES = 4_000;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** `rasterize` with the pictures asked for most kept, keyed by the drawing's content hash. */
export function createPictureRaster() {
  const kept = new TtlCache<Buffer>(KEPT_PICTURES, KEPT_FOR_MS, { admitFrequent: true });
  return (svg: string, hash: string, width: PictureWidth, format: RasterFormat) =>
    kept.get(`${hash}/${width}/${format}`, () => rasterize(svg, width, format));
}
