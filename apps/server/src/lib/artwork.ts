import { contentHash, fnv1a } from './hash.js';

/**
 * The catalogue's images, drawn as SVG from a few stored fields, so the app serves its own pictures
 * with no files to ship. Artwork carries no words: the storefront shows texts in the buyer's language.
 */
export type ArtKind = 'product' | 'category' | 'banner';

/** Images are addressed by content: the hash changes with the drawing, so browsers may cache forever. */
export function artUrl(kind: ArtKind, id: number, svg: string, view = 0): string {
  return `/media/${kind}/${view === 0 ? id : `${id}-${view}`}.svg?v=${contentHash(svg)}`;
}

/** A product's gallery: the main picture (view 0) and further views of it. */
export const PRODUCT_VIEWS = 3;

const hueOf = (slug: string) => fnv1a(slug) % 360;

/** One simple pictogram per top category, picked by its slug. */
function glyph(slug: string, x: number, y: number, size: number, colour: string): string {
  const r = size / 2;
  const shapes = [
    `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${colour}" stroke-width="${size / 8}"/>`,
    `<polygon points="${[0, 1, 2, 3, 4, 5].map((k) => `${x + r * Math.cos((Math.PI / 3) * k)},${y + r * Math.sin((Math.PI / 3) * k)}`).join(' ')}" fill="${colour}"/>`,
    `<rect x="${x - r}" y="${y - r}" width="${size}" height="${size}" rx="${size / 6}" fill="${colour}"/>`,
    `<polygon points="${x},${y - r} ${x + r},${y + r} ${x - r},${y + r}" fill="${colour}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r / 2.5}" fill="#fff"/>`,
  ];
  return shapes[fnv1a(`${slug}#glyph`) % shapes.length] ?? '';
}

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A category tile: its top category's colour and pictogram, shaded per sub-category. */
export function categoryArt(topSlug: string, slug: string): string {
  const hue = hueOf(topSlug);
  const light = 90 - (fnv1a(slug) % 12);
  return frame(
    160,
    160,
    `<rect width="160" height="160" rx="24" fill="hsl(${hue},60%,${light}%)"/>${glyph(topSlug, 80, 80, 72, `hsl(${hue},55%,42%)`)}`,
  );
}

/**
 * A product picture: the category's colour and pictogram over the product code drawn as bars.
 * View 0 is the main picture; view 1 turns the piece and darkens the ground; view 2 is a close-up.
 */
export function productArt(topSlug: string, code: string, view = 0): string {
  const hue = hueOf(topSlug);
  const bars = [...code]
    .map((digit, i) => {
      const w = 2 + (Number(digit) % 4);
      return `<rect x="${64 + i * 21}" y="292" width="${w}" height="44" fill="hsl(${hue},30%,30%)"/>`;
    })
    .join('');
  const tilt = (fnv1a(code) % 40) - 20 + view * 35;
  const ground = [94, 84, 97][view] ?? 94;
  const size = view === 2 ? 220 : 120;
  return frame(
    400,
    400,
    `<rect width="400" height="400" fill="hsl(${hue},45%,${ground}%)"/>` +
      `<circle cx="200" cy="170" r="${view === 2 ? 160 : 118}" fill="hsl(${hue},55%,86%)"/>` +
      `<g transform="rotate(${tilt} 200 170)">${glyph(topSlug, 200, 170, size, `hsl(${hue},55%,45%)`)}</g>${view === 2 ? '' : bars}`,
  );
}

/** A wide banner background; the storefront lays the banner's title and subtitle over it. */
export function bannerArt(hue: number, id: number): string {
  const circles = [0, 1, 2]
    .map((k) => {
      const cx = 520 + k * 90 + (fnv1a(`${id}:${k}`) % 60);
      const r = 60 + k * 30;
      return `<circle cx="${cx}" cy="${80 + k * 40}" r="${r}" fill="hsl(${(hue + k * 20) % 360},70%,${70 - k * 8}%)" fill-opacity="0.55"/>`;
    })
    .join('');
  return frame(
    750,
    300,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/>${circles}`,
  );
}
