import { type PicturePlace, pictureIn } from './picture';

/**
 * Asks for the picture a page shows first as soon as its address is known, before the page's code
 * has drawn the `<img>`: the largest paint of a product page or of home is that picture. The
 * preload names the same sources and place as the `<img>` will, so the browser picks the same file.
 */
export function preloadImage(url: string | undefined, place: PicturePlace): void {
  if (!url) return;
  const { src, srcSet, sizes } = pictureIn(url, place);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet && sizes) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
