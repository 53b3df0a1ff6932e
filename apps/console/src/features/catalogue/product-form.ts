import {
  type ConsoleCategory,
  MARKETS,
  type Market,
  type ProductAdminDetail,
  type ProductCreateBody,
  priceCents,
  productFieldsShape,
  productPriceSchema,
} from '@mall/contract';

export interface ProductFormValues {
  code: string;
  name_en: string;
  name_zh: string;
  description_en: string;
  description_zh: string;
  brand_en: string;
  brand_zh: string;
  category_id: number | undefined;
  shop_code: string | undefined;
  unit_en: string;
  unit_zh: string;
  moq: number | null;
  lead_time: number | null;
  price_usd: string;
  original_price_usd: string;
  price_cny: string;
  original_price_cny: string;
  markets: Market[];
  video_url: string;
  listed: boolean;
}

/** The form's fields, named as the server names them in its field messages. */
export const PRODUCT_FORM_FIELDS: ReadonlySet<string> = new Set([...Object.keys(productFieldsShape), 'listed']);

/** A price field's pairs: the discounted price (what buyers pay) and the original of the same currency. */
export const PRICE_PAIRS = [
  { currency: 'USD', discounted: 'price_usd', original: 'original_price_usd' },
  { currency: 'CNY', discounted: 'price_cny', original: 'original_price_cny' },
] as const;

/** A new product: both markets, listed, ordered one at a time, shipped at once. */
export function emptyProductValues(): ProductFormValues {
  return {
    code: '',
    name_en: '',
    name_zh: '',
    description_en: '',
    description_zh: '',
    brand_en: '',
    brand_zh: '',
    category_id: undefined,
    shop_code: undefined,
    unit_en: '',
    unit_zh: '',
    moq: 1,
    lead_time: 0,
    price_usd: '',
    original_price_usd: '',
    price_cny: '',
    original_price_cny: '',
    markets: [...MARKETS],
    video_url: '',
    listed: true,
  };
}

export function productFormValues(product: ProductAdminDetail): ProductFormValues {
  return {
    code: product.code,
    name_en: product.name_en,
    name_zh: product.name_zh,
    description_en: product.description_en,
    description_zh: product.description_zh,
    brand_en: product.brand_en,
    brand_zh: product.brand_zh,
    category_id: product.category_id,
    shop_code: product.shop_code,
    unit_en: product.unit_en,
    unit_zh: product.unit_zh,
    moq: product.moq,
    lead_time: product.lead_time,
    price_usd: product.price_usd,
    original_price_usd: product.original_price_usd,
    price_cny: product.price_cny,
    original_price_cny: product.original_price_cny,
    markets: [...product.markets],
    video_url: product.video_url,
    listed: product.listed,
  };
}

/** Whether the text is a price the server takes: decimal text, 2 decimals at most, 0.01 up to the maximum. */
export function isProductPrice(text: string | undefined): boolean {
  return productPriceSchema.safeParse(text ?? '').success;
}

/** The discounted price above the original of its currency (both valid prices); compared in cents, never as floats. */
export function discountAboveOriginal(discounted: string | undefined, original: string | undefined): boolean {
  if (!isProductPrice(discounted) || !isProductPrice(original)) return false;
  return priceCents(String(discounted).trim()) > priceCents(String(original).trim());
}

/** The form's values as the server's body: texts trimmed, prices kept as the exact text typed. */
export function toProductBody(values: ProductFormValues): ProductCreateBody {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    code: text(values.code),
    name_en: text(values.name_en),
    name_zh: text(values.name_zh),
    description_en: text(values.description_en),
    description_zh: text(values.description_zh),
    brand_en: text(values.brand_en),
    brand_zh: text(values.brand_zh),
    category_id: values.category_id ?? 0,
    shop_code: values.shop_code ?? '',
    unit_en: text(values.unit_en),
    unit_zh: text(values.unit_zh),
    moq: values.moq ?? 0,
    lead_time: values.lead_time ?? 0,
    price_usd: text(values.price_usd),
    original_price_usd: text(values.original_price_usd),
    price_cny: text(values.price_cny),
    original_price_cny: text(values.original_price_cny),
    markets: values.markets,
    video_url: text(values.video_url),
    listed: values.listed,
  };
}

export interface CategoryOption {
  value: number;
  title: string;
  selectable: boolean;
  children: CategoryOption[];
}

/** The category tree for a tree select: a product belongs to a sub-category, so top categories only open. */
export function categoryOptions(tree: readonly ConsoleCategory[], language: string): CategoryOption[] {
  return tree.map((category) => ({
    value: category.id,
    title: categoryName(category, language),
    selectable: category.parent_id !== null,
    children: categoryOptions(category.children, language),
  }));
}

export function categoryName(category: { name_en: string; name_zh: string }, language: string): string {
  return language === 'zh-Hans' ? category.name_zh : category.name_en;
}

/** A category's name by id anywhere in the tree, with its top category: "Hardware / Bolts". */
export function categoryPath(tree: readonly ConsoleCategory[], id: number, language: string): string | undefined {
  for (const top of tree) {
    if (top.id === id) return categoryName(top, language);
    const child = top.children.find((category) => category.id === id);
    if (child) return `${categoryName(top, language)} / ${categoryName(child, language)}`;
  }
  return undefined;
}
