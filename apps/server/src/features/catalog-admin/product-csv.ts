import {
  checkPriceOrder,
  listedFlagSchema,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_IMAGES_MAX,
  type ProductCsvColumn,
  productFieldsShape,
  validationKey,
} from '@mall/contract';
import { z } from 'zod';
import type { FieldIssue } from '../../lib/validation-message.js';
import type { ProductFields } from './product-record.js';

/** Spreadsheet programs read a file that starts with it as UTF-8 (Chinese names come out right). */
export const UTF8_BOM = '\uFEFF';
const LINE_END = '\r\n';
/** Between the pictures of the `images` cell. */
export const IMAGE_SEPARATOR = '|';
const MALL_PICTURE = /^\/media\/[A-Za-z0-9._/-]+(\?v=[A-Za-z0-9_-]+)?$/;
/**
 * A cell starting with one of these is a formula to a spreadsheet program: written with a leading
 * apostrophe so it shows as text (and read back without it), never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: quoted when it holds a separator, a quote or a line break. */
function cell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: ReadonlyArray<string | number | boolean>): string {
  return values.map(cell).join(',') + LINE_END;
}

export const CSV_HEADER = UTF8_BOM + csvLine(PRODUCT_CSV_COLUMNS);

/** A product as a CSV row: every column of the template. */
export type CsvProduct = ProductFields & { listed: boolean; images: string[] };

export function productLine(product: CsvProduct): string {
  return csvLine(
    PRODUCT_CSV_COLUMNS.map((column) => {
      if (column === 'markets') return product.markets.join(',');
      if (column === 'images') return product.images.join(IMAGE_SEPARATOR);
      return product[column];
    }),
  );
}

/** The template: the header and one example row, which a catalogue operator overwrites. */
export function templateCsv(example: { category_id: number; shop_code: string }): string {
  return (
    CSV_HEADER +
    productLine({
      code: '6901234567892',
      name_en: 'Stainless Steel Hex Bolt M8 x 40',
      name_zh: '不锈钢六角螺栓 M8×40',
      brand_en: 'Example Brand',
      brand_zh: '示例品牌',
      category_id: example.category_id,
      shop_code: example.shop_code,
      unit_en: 'pcs',
      unit_zh: '件',
      moq: 100,
      lead_time: 7,
      price_usd: '0.35',
      original_price_usd: '0.40',
      price_cny: '2.50',
      original_price_cny: '2.80',
      markets: ['en', 'cn'],
      listed: true,
      description_en: '<p>A2-70 stainless steel, full thread.</p>',
      description_zh: '<p>A2-70 不锈钢，全螺纹。</p>',
      images: [],
      video_url: '',
    })
  );
}

/** The fields of a CSV row that the file has a cell for; an empty cell of an optional column is "not given". */
export type CsvRowFields = Partial<CsvProduct>;

const imagesCellSchema = z
  .string()
  .transform((text) => text.split(IMAGE_SEPARATOR).map((part) => part.trim()))
  .refine((list) => list.length <= PRODUCT_IMAGES_MAX && list.every((url) => MALL_PICTURE.test(url)), {
    error: validationKey('csvImages'),
  });

const CELL_SCHEMAS: Record<ProductCsvColumn, z.ZodType> = {
  ...productFieldsShape,
  listed: listedFlagSchema,
  images: imagesCellSchema,
};

export type RowCheck = { ok: true; fields: CsvRowFields } | { ok: false; issue: FieldIssue };

/** A cell as typed, without the apostrophe the export puts before a formula-like text. */
function cellText(raw: string): string {
  return raw.startsWith("'") && FORMULA_START.test(raw.slice(1)) ? raw.slice(1) : raw;
}

/**
 * Checks one row against the same rules as the console's form; answers the fields or the first
 * bad cell (one reason per rejected row: the operator fixes it and previews again).
 */
export function checkRow(header: readonly (ProductCsvColumn | null)[], record: readonly string[]): RowCheck {
  const fields: Record<string, unknown> = {};
  for (let index = 0; index < header.length; index++) {
    const column = header[index];
    if (!column) continue;
    const text = cellText((record[index] ?? '').trim());
    if (text === '' && !REQUIRED.has(column)) continue;
    const parsed = CELL_SCHEMAS[column].safeParse(text);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return {
        ok: false,
        issue: {
          field: column,
          code: issue?.code ?? 'custom',
          params: issueParams(issue),
          message: issue?.message,
          missing: text === '',
        },
      };
    }
    fields[column] = parsed.data;
  }
  const priced = fields as CsvRowFields;
  let order: FieldIssue | null = null;
  if (priced.price_usd && priced.original_price_usd && priced.price_cny && priced.original_price_cny) {
    checkPriceOrder(priced as Required<typeof priced>, (path) => {
      order ??= {
        field: path,
        code: 'custom',
        params: {},
        message: validationKey('discountAboveOriginal'),
        missing: false,
      };
    });
  }
  return order ? { ok: false, issue: order } : { ok: true, fields: priced };
}

/** What the validation wording reads of a zod issue (bounds, expected type), small enough to keep per rejected row. */
function issueParams(issue: z.core.$ZodIssue | undefined): Record<string, unknown> {
  if (!issue) return {};
  const { path: _path, message: _message, input: _input, ...params } = issue as z.core.$ZodIssue & { input?: unknown };
  return params;
}

const REQUIRED = new Set<string>(PRODUCT_CSV_REQUIRED_COLUMNS);
