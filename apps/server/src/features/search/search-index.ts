import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, productSearch, products, searchSuggestions, searchWords } from '../../db/schema/index.js';
import { DocumentBuilder, latinWords } from './search-text.js';

/** Products read and written per statement while indexing. */
const BATCH = 2000;

type Writer = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

interface Suggestion {
  locale: 'en' | 'zh-Hans';
  kind: 'product' | 'brand' | 'category';
  phrase: string;
  weight: number;
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * Rebuilds the search index of the whole catalogue: each product's document, the suggestions
 * (names, brands and categories weighted by 60-day sales) and the English words for typos.
 * The catalogue changes only through the seed, which calls this in its transaction.
 */
export async function indexCatalogue(db: Writer): Promise<void> {
  const categoryRows = await db
    .select({ id: categories.id, parentId: categories.parentId, en: categories.nameEn, zh: categories.nameZh })
    .from(categories);
  const byId = new Map(categoryRows.map((row) => [row.id, row]));
  const suggestions = new Map<string, Suggestion>();
  const words = new Set<string>();
  const suggest = (locale: Suggestion['locale'], kind: Suggestion['kind'], phrase: string, weight: number) => {
    const key = `${locale}\u0000${phrase}`;
    const known = suggestions.get(key);
    if (known) known.weight += weight;
    else suggestions.set(key, { locale, kind, phrase, weight });
  };

  await db.delete(productSearch);
  await db.delete(searchSuggestions);
  await db.delete(searchWords);

  for (let lastId = 0; ; ) {
    const rows = await db
      .select({
        id: products.id,
        code: products.code,
        shopCode: products.shopCode,
        nameEn: products.nameEn,
        nameZh: products.nameZh,
        brandEn: products.brandEn,
        brandZh: products.brandZh,
        categoryId: products.categoryId,
        descriptionEn: products.descriptionEn,
        descriptionZh: products.descriptionZh,
        sales60d: products.sales60d,
      })
      .from(products)
      .where(gt(products.id, lastId))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]?.id ?? lastId;

    const documents: Array<[number, string, string]> = [];
    for (const row of rows) {
      const document = new DocumentBuilder()
        .code(row.code)
        .code(row.shopCode)
        .text(row.nameEn, 'B', { pinyin: false })
        .text(row.nameZh, 'B', { pinyin: true })
        .text(row.brandEn, 'C', { pinyin: false })
        .text(row.brandZh, 'C', { pinyin: true });
      for (let id: number | null = row.categoryId; id !== null; id = byId.get(id)?.parentId ?? null) {
        const category = byId.get(id);
        if (!category) break;
        document.text(category.en, 'C', { pinyin: false }).text(category.zh, 'C', { pinyin: true });
      }
      const ranking = document.toTsvector();
      document.text(stripTags(row.descriptionEn), 'D', { pinyin: false });
      document.text(stripTags(row.descriptionZh), 'D', { pinyin: false });
      documents.push([row.id, document.toTsvector(), ranking]);

      suggest('en', 'product', row.nameEn, row.sales60d);
      suggest('zh-Hans', 'product', row.nameZh, row.sales60d);
      suggest('en', 'brand', row.brandEn, row.sales60d);
      suggest('zh-Hans', 'brand', row.brandZh, row.sales60d);
      const category = byId.get(row.categoryId);
      if (category) {
        suggest('en', 'category', category.en, row.sales60d);
        suggest('zh-Hans', 'category', category.zh, row.sales60d);
      }
      for (const text of [row.nameEn, row.brandEn, category?.en ?? '', stripTags(row.descriptionEn)]) {
        for (const word of latinWords(text)) words.add(word);
      }
    }
    // One JSON parameter per batch: both drivers pass a string the same way.
    await db.execute(
      sql`INSERT INTO ${productSearch} (product_id, document, ranking)
          SELECT (item->>0)::integer, (item->>1)::tsvector, (item->>2)::tsvector
          FROM json_array_elements(${JSON.stringify(documents)}::json) AS item`,
    );
  }

  const all = Array.from(suggestions.values());
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    await db.insert(searchSuggestions).values(
      batch.map((s) => ({
        ...s,
        document: new DocumentBuilder().text(s.phrase, 'B', { pinyin: true }).toTsvector(),
      })),
    );
  }
  const wordList = Array.from(words);
  for (let start = 0; start < wordList.length; start += BATCH) {
    await db.insert(searchWords).values(wordList.slice(start, start + BATCH).map((word) => ({ word })));
  }
  // Fresh statistics, so the planner reaches for the GIN indexes rather than a scan.
  await db.execute(sql`ANALYZE ${productSearch}`);
  await db.execute(sql`ANALYZE ${searchSuggestions}`);
}
