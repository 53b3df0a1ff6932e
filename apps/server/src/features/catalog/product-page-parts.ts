import type { Locale } from '@mall/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVideos } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CatalogMemory } from './catalog-memory.js';
import { sanitizeDescription } from './sanitize.js';

/** Product pages whose parts are kept: the pages buyers are reading now, not the whole catalogue. */
const KEPT_PAGES = 5000;

interface StoredParts {
  gallery: string[];
  descriptionEn: string;
  descriptionZh: string;
  video: { url: string; poster: string } | null;
  /** Descriptions made safe to render, once per language. */
  html: Partial<Record<Locale, string>>;
}

export interface ProductPageParts {
  gallery: string[];
  descriptionHtml: string;
  video: { url: string; poster: string } | null;
}

/**
 * The parts only a product's own page shows (descriptions, gallery, video), read by id and kept
 * for the most recently read pages until the catalogue announces a change to the product
 * (docs/decisions/044). A load under way when the change is heard is dropped with it.
 */
export function createProductPageParts(db: Db, memory: CatalogMemory) {
  const kept = new TtlCache<StoredParts | null>(KEPT_PAGES, Number.POSITIVE_INFINITY);
  memory.follow((ids) => {
    if (ids === null) kept.clear();
    else for (const id of ids) kept.delete(String(id));
  });

  async function load(id: number): Promise<StoredParts | null> {
    const [row] = await db
      .select({
        gallery: products.gallery,
        descriptionEn: products.descriptionEn,
        descriptionZh: products.descriptionZh,
        videoUrl: productVideos.url,
        videoPoster: productVideos.poster,
      })
      .from(products)
      .leftJoin(productVideos, eq(productVideos.productId, products.id))
      .where(eq(products.id, id))
      .limit(1);
    if (!row) return null;
    const { videoUrl, videoPoster, ...texts } = row;
    return { ...texts, video: videoUrl && videoPoster ? { url: videoUrl, poster: videoPoster } : null, html: {} };
  }

  /** The page parts of a product the catalogue holds; null when it was deleted meanwhile. */
  async function of(id: number, locale: Locale): Promise<ProductPageParts | null> {
    const parts = await kept.get(String(id), () => load(id));
    if (!parts) return null;
    parts.html[locale] ??= sanitizeDescription(locale === 'en' ? parts.descriptionEn : parts.descriptionZh);
    return { gallery: parts.gallery, descriptionHtml: parts.html[locale], video: parts.video };
  }

  return { of };
}
