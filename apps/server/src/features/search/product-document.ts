import type { ProductRecord } from '../catalog/catalog-memory.js';
import { DocumentBuilder } from './search-text.js';

/** What a product's search document is written from, besides its descriptions. */
export type DocumentFields = Pick<
  ProductRecord,
  'code' | 'shopCode' | 'nameEn' | 'nameZh' | 'brandEn' | 'brandZh' | 'categoryId'
>;

export interface CategoryName {
  en: string;
  zh: string;
  parentId: number | null;
}

export interface DescriptionTexts {
  en: string;
  zh: string;
}

/** Where documents are written: a segment builder (postings.ts). */
type DocumentTarget = ConstructorParameters<typeof DocumentBuilder>[0] & { begin(slot: number): void };

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * Writes a product's document: codes (A), names (B), brand and categories (C), descriptions (D).
 * `description` is missing when the product was deleted after the catalogue was read: its removal
 * is on its way.
 */
export function writeDocument(
  into: DocumentTarget,
  slot: number,
  record: DocumentFields,
  names: ReadonlyMap<number, CategoryName>,
  description: DescriptionTexts | undefined,
): void {
  into.begin(slot);
  const document = new DocumentBuilder(into)
    .code(record.code)
    .code(record.shopCode)
    .text(record.nameEn, 'B', { pinyin: false })
    .text(record.nameZh, 'B', { pinyin: true })
    .text(record.brandEn, 'C', { pinyin: false })
    .text(record.brandZh, 'C', { pinyin: true });
  for (let id: number | null = record.categoryId; id !== null; id = names.get(id)?.parentId ?? null) {
    const category = names.get(id);
    if (!category) break;
    document.text(category.en, 'C', { pinyin: false }).text(category.zh, 'C', { pinyin: true });
  }
  if (description) document.prose(stripTags(description.en), 'D').prose(stripTags(description.zh), 'D');
}
