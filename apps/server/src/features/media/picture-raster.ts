import type { PictureWidth } from '@mall/contract';
import sharp, { type Sharp } from 'sharp';
import { TtlCache } from '../../lib/ttl-cache.js';

export type RasterFormat = 'webp' | 'png' | 'jpeg';

// libvips would keep its operations' pixels (up to 50 MB) for reuse; the finished pictures are kept below instead.
sharp.cache(false);

const MIME: Record<RasterFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };

/**
 * WebP where the browser's `Accept` names it (every current phone browser does), PNG otherwise: a
 * browser that takes only `image/*` may not decode WebP, so a wildcard is not taken as a yes.
 */
export function rasterFormatFor(accept: string | undefined): 'webp' | 'png' {
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

/** A picture's pixels in `format`; `flat` for drawings, whose few colours fit a PNG palette. */
function encode(picture: Sharp, format: RasterFormat, flat: boolean): Promise<Buffer> {
  if (format === 'webp') return picture.webp({ quality: 82, effort: 4 }).toBuffer();
  if (format === 'jpeg') return picture.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return picture.png({ palette: flat, compressionLevel: 9 }).toBuffer();
}

/**
 * Draws an SVG as a picture `width` pixels wide. The drawing is rendered at that size rather than
 * scaled from another, so lines stay sharp at every width; flat colours keep both formats small
 * (a product picture at 480 px is about 3 KB of WebP).
 */
export function rasterize(svg: string, width: PictureWidth, format: RasterFormat): Promise<Buffer> {
  const density = (CSS_DPI * width) / declaredWidth(svg);
  return encode(sharp(Buffer.from(svg), { density }).resize({ width }), format, true);
}

/**
 * An uploaded photo or logo at most `width` pixels wide, turned as its camera recorded: a banner
 * taken at 4,000 px reaches a phone at the width it is drawn. A picture narrower than `width` is
 * not enlarged; the browser draws it at the size its page gives it.
 */
export function resizeUpload(bytes: Buffer, width: PictureWidth, format: RasterFormat): Promise<Buffer> {
  return encode(sharp(bytes).rotate().resize({ width, withoutEnlargement: true }), format, false);
}

/** Drawn pictures kept: about 3 KB each, the ones asked for most often kept (a crawler's sweep passes through). */
const KEPT_DRAWN = 4_000;
/** Uploads kept resized: logos and banners, a few dozen kilobytes each, far fewer than the drawn ones. */
const KEPT_UPLOADS = 500;
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** `rasterize` with the pictures asked for most kept, keyed by the drawing's content hash. */
export function createPictureRaster() {
  const kept = new TtlCache<Buffer>(KEPT_DRAWN, KEPT_FOR_MS, { admitFrequent: true });
  return (svg: string, hash: string, width: PictureWidth, format: RasterFormat) =>
    kept.get(`${hash}/${width}/${format}`, () => rasterize(svg, width, format));
}

/** An upload resized, and the format it was written in. */
export interface ResizedUpload {
  format: RasterFormat;
  bytes: Buffer;
}

/**
 * `resizeUpload` with the most asked kept, keyed by the upload's id (its bytes never change under
 * it): a kept picture is answered without reading the upload. Where WebP is not taken, a JPEG
 * stays a JPEG and anything else (a logo with transparency) becomes a PNG.
 */
export function createUploadRaster() {
  const kept = new TtlCache<ResizedUpload | null>(KEPT_UPLOADS, KEPT_FOR_MS, { admitFrequent: true });
  return (
    id: string,
    width: PictureWidth,
    webp: boolean,
    read: () => Promise<{ mime: string; data: Buffer } | null>,
  ): Promise<ResizedUpload | null> =>
    kept.get(`${id}/${width}/${webp}`, async () => {
      const upload = await read();
      if (!upload) return null;
      const format: RasterFormat = webp ? 'webp' : upload.mime === 'image/jpeg' ? 'jpeg' : 'png';
      return { format, bytes: await resizeUpload(upload.data, width, format) };
    });
}
