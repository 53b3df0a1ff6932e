import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { banners, categories, products } from '../../db/schema/index.js';
import { type ArtKind, bannerArt, categoryArt, productArt } from '../../lib/artwork.js';

const parent = alias(categories, 'parent');

/** Draws the SVG of one catalogue item from its stored fields; null when there is no such item. */
export function createMediaService(db: Db) {
  async function product(id: number, view = 0): Promise<string | null> {
    const [row] = await db
      .select({ name: products.nameEn, slug: categories.slug, parentSlug: parent.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(eq(products.id, id));
    return row ? productArt({ topSlug: row.parentSlug ?? row.slug, slug: row.slug, name: row.name }, view) : null;
  }

  async function category(id: number): Promise<string | null> {
    const [row] = await db
      .select({ slug: categories.slug, parentSlug: parent.slug })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(eq(categories.id, id));
    return row ? categoryArt(row.parentSlug ?? row.slug, row.slug) : null;
  }

  async function banner(id: number): Promise<string | null> {
    const [row] = await db.select({ hue: banners.hue }).from(banners).where(eq(banners.id, id));
    return row ? bannerArt(row.hue, id) : null;
  }

  const draw: Record<ArtKind, (id: number, view?: number) => Promise<string | null>> = { product, category, banner };
  return { draw };
}
