import { type PicturePlace, type PictureSources, pictureSources } from '@mall/contract';

/** The places pictures are drawn, defined with the pictures' widths: the server's first view of the page draws a banner too. */
export { PICTURE_PLACES, type PicturePlace } from '@mall/contract';

/** An `<img>`'s `src`, `srcSet` and `sizes` for a picture drawn in `place`. */
export function pictureIn(url: string, place: PicturePlace): PictureSources {
  return pictureSources(url, place.sizes, place.fallback);
}
