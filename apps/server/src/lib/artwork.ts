import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify-json/mdi';
import { CATEGORY_TREE } from '../db/seed/vocabulary.js';
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

const hueOf = (slug: string) => fnv1a(slug) % 360;

function frame(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** What a product's picture shows, from fields every product has, so any caller draws the same one. */
export interface ProductSubject {
  /** The top category: the picture's colour. */
  topSlug: string;
  /** The sub-category: its object stands in when the name has none. */
  slug: string;
  /** The English name, which names the object ("Brass Hex Bolt M8x30"). */
  name: string;
}

interface Icon {
  body: string;
  width: number;
  height: number;
}

/**
 * The objects the catalogue's vocabulary names, taken from Material Design Icons at the first
 * drawing, not at start (most starts draw nothing); the rest of the set (megabytes) is not kept.
 * A name missing from the set is an error at that drawing, and in the artwork tests.
 */
function loadObjects() {
  const set: IconifyJSON = createRequire(import.meta.url)('@iconify-json/mdi/icons.json');
  const icon = (name: string): Icon => {
    // The set's aliases only rename an icon, they never turn it.
    const found = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!found) throw new Error(`Material Design Icons has no icon "${name}"`);
    return { body: found.body, width: found.width ?? set.width ?? 16, height: found.height ?? set.height ?? 16 };
  };
  return {
    // Longest first, so "Three-Way Ball Valve" is found before "Ball Valve".
    nouns: CATEGORY_TREE.flatMap((top) => top.subs.flatMap((sub) => sub.nouns))
      .map((noun) => ({ name: noun.en.toLowerCase(), icon: icon(noun.icon) }))
      .sort((a, b) => b.name.length - a.name.length),
    categories: new Map(
      CATEGORY_TREE.flatMap((top) => [
        [top.slug, icon(top.icon)] as const,
        ...top.subs.map((sub) => [sub.slug, icon(sub.icon)] as const),
      ]),
    ),
    anyGoods: icon('package-variant-closed'),
  };
}

let objects: ReturnType<typeof loadObjects> | undefined;

/** The noun the name contains; else, for names an operator chose, the sub-category's object, then the top's. */
function objectOf(subject: ProductSubject): Icon {
  const name = subject.name.toLowerCase();
  objects ??= loadObjects();
  return (
    objects.nouns.find((noun) => name.includes(noun.name))?.icon ??
    objects.categories.get(subject.slug) ??
    objects.categories.get(subject.topSlug) ??
    objects.anyGoods
  );
}

/** `icon` drawn `size` wide about (`x`, `y`), turned by `turn` degrees (mirrored when `mirror` is -1), in `colour`. */
function placed(icon: Icon, x: number, y: number, size: number, colour: string, turn = 0, mirror = 1): string {
  const scale = Math.round((size / Math.max(icon.width, icon.height)) * 100) / 100;
  return (
    `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${mirror * scale} ${scale}) translate(${-icon.width / 2} ${-icon.height / 2})">` +
    `${icon.body.replaceAll('currentColor', colour)}</g>`
  );
}

/**
 * A category tile: the object the category sells (an operator's new category shows its top
 * category's), in the top category's colour, the ground shaded per sub-category.
 */
export function categoryArt(topSlug: string, slug: string): string {
  const hue = hueOf(topSlug);
  const light = 90 - (fnv1a(slug) % 12);
  objects ??= loadObjects();
  const object = objects.categories.get(slug) ?? objects.categories.get(topSlug) ?? objects.anyGoods;
  return frame(
    160,
    160,
    `<rect width="160" height="160" rx="24" fill="hsl(${hue},60%,${light}%)"/>` +
      placed(object, 80, 80, 96, `hsl(${hue},55%,32%)`),
  );
}

/**
 * A product's gallery: the main picture (view 0), the piece turned over a darker ground (view 1) and
 * a close-up (view 2). Lightness of the ground and of the disc the object stands on, the object's
 * size, centre and turn.
 */
const VIEWS = [
  { ground: 94, disc: 86, radius: 150, size: 210, y: 190, turn: 0, mirror: 1, shadow: true },
  // On the darker ground the disc is a lighter spot, so the object stays apart from it.
  { ground: 84, disc: 92, radius: 150, size: 210, y: 190, turn: 24, mirror: -1, shadow: true },
  { ground: 97, disc: 86, radius: 190, size: 330, y: 200, turn: 0, mirror: 1, shadow: false },
] as const;

export const PRODUCT_VIEWS = VIEWS.length;

/** A product picture: the object the product is (an icon of Material Design Icons) in its top category's colour. */
export function productArt(subject: ProductSubject, view = 0): string {
  const hue = hueOf(subject.topSlug);
  const object = objectOf(subject);
  const look = VIEWS[view] ?? VIEWS[0];
  // Each product stands at its own slight angle, so a page of one kind of goods is not a stamp.
  const tilt = (fnv1a(subject.name) % 17) - 8 + look.turn;
  const shadow = look.shadow
    ? `<ellipse cx="200" cy="318" rx="96" ry="12" fill="hsl(${hue},40%,30%)" fill-opacity="0.18"/>`
    : '';
  return frame(
    400,
    400,
    `<rect width="400" height="400" fill="hsl(${hue},45%,${look.ground}%)"/>` +
      `<circle cx="200" cy="190" r="${look.radius}" fill="hsl(${hue},55%,${look.disc}%)"/>${shadow}` +
      placed(object, 200, look.y, look.size, `hsl(${hue},50%,30%)`, tilt, look.mirror),
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
