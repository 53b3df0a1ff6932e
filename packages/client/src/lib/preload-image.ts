/**
 * Asks for the picture a page shows first as soon as its address is known, before the page's code
 * has drawn the `<img>`: the largest paint of a product page or of home is that picture.
 */
export function preloadImage(url: string | undefined): void {
  if (!url || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}
