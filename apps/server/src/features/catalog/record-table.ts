/**
 * What product cards, listings and search read of a product, in both languages and both
 * currencies (catalog-memory.ts). Prices are cents; `createdMicros` orders the newest first.
 */
export interface ProductRecord {
  readonly id: number;
  readonly nameEn: string;
  readonly nameZh: string;
  readonly brandEn: string;
  readonly brandZh: string;
  readonly unitEn: string;
  readonly unitZh: string;
  readonly categoryId: number;
  readonly topCategoryId: number;
  readonly moq: number;
  readonly leadTime: number;
  readonly salesVolume: number;
  readonly sales60d: number;
  readonly score: number;
  readonly shopCode: string;
  readonly code: string;
  readonly image: string;
  readonly priceUsd: number;
  readonly originalPriceUsd: number;
  readonly priceCny: number;
  readonly originalPriceCny: number;
  readonly availableEn: boolean;
  readonly availableCn: boolean;
  readonly createdMicros: number;
}

/** Whole numbers of a row, at `row * INTS + field`. */
const ID = 0;
const CATEGORY = 1;
const TOP_CATEGORY = 2;
const MOQ = 3;
const LEAD_TIME = 4;
const SALES_VOLUME = 5;
const SALES_60D = 6;
const SCORE = 7;
const PRICE_USD = 8;
const ORIGINAL_USD = 9;
const PRICE_CNY = 10;
const ORIGINAL_CNY = 11;
/** Indexes into the table's shared texts (brands, units, stores: a few dozen for a million products). */
const BRAND_EN = 12;
const BRAND_ZH = 13;
const UNIT_EN = 14;
const UNIT_ZH = 15;
const SHOP = 16;
/** Bit 0: sold in the international market; bit 1: in China's. */
const MARKETS = 17;
/** Where the row's own texts start in the byte store, one after another, and their lengths in bytes. */
const TEXT_START = 18;
const NAME_EN_LENGTH = 19;
const NAME_ZH_LENGTH = 20;
const CODE_LENGTH = 21;
const IMAGE_LENGTH = 22;
const INTS = 23;

const FIRST_ROWS = 1024;
/** A row's own texts in UTF-8, about 115 bytes for a product of the demo catalogue. */
const BYTES_PER_ROW = 128;

/**
 * Products' records as columns: whole numbers in one Int32Array, the creation time in a
 * Float64Array, names, code and picture as UTF-8 in one byte store, and the few texts that
 * thousands of products share (brands, units, stores) once each. A million products as objects
 * took 415 MiB of heap in about six million objects for the collector to trace; here about 215
 * bytes a product, outside the heap but for one small record object each.
 *
 * Rows are only ever appended: a product read again gets a new row and its record a new object,
 * so a record given out never changes (the search index keeps the records of its state). The rows
 * a product left behind are counted; the catalogue starts a new table on its next whole reload.
 */
export class RecordTable {
  private ints = new Int32Array(FIRST_ROWS * INTS);
  private created = new Float64Array(FIRST_ROWS);
  private bytes = Buffer.alloc(FIRST_ROWS * BYTES_PER_ROW);
  private bytesUsed = 0;
  private rows = 0;
  private readonly shared: string[] = [];
  private readonly sharedIndex = new Map<string, number>();
  /** Rows of products read again or gone since the table was made. */
  leftBehind = 0;

  /** Adds a product as read from the database; its record reads from the table. */
  append(row: ProductRecord): ProductRecord {
    const at = this.rows;
    this.reserve(at + 1);
    const nameEn = this.write(row.nameEn);
    const nameZh = this.write(row.nameZh);
    const code = this.write(row.code);
    const image = this.write(row.image);
    const ints = this.ints;
    const base = at * INTS;
    ints[base + ID] = row.id;
    ints[base + CATEGORY] = row.categoryId;
    ints[base + TOP_CATEGORY] = row.topCategoryId;
    ints[base + MOQ] = row.moq;
    ints[base + LEAD_TIME] = row.leadTime;
    ints[base + SALES_VOLUME] = row.salesVolume;
    ints[base + SALES_60D] = row.sales60d;
    ints[base + SCORE] = row.score;
    ints[base + PRICE_USD] = row.priceUsd;
    ints[base + ORIGINAL_USD] = row.originalPriceUsd;
    ints[base + PRICE_CNY] = row.priceCny;
    ints[base + ORIGINAL_CNY] = row.originalPriceCny;
    ints[base + BRAND_EN] = this.share(row.brandEn);
    ints[base + BRAND_ZH] = this.share(row.brandZh);
    ints[base + UNIT_EN] = this.share(row.unitEn);
    ints[base + UNIT_ZH] = this.share(row.unitZh);
    ints[base + SHOP] = this.share(row.shopCode);
    ints[base + MARKETS] = (row.availableEn ? 1 : 0) | (row.availableCn ? 2 : 0);
    ints[base + TEXT_START] = nameEn.start;
    ints[base + NAME_EN_LENGTH] = nameEn.length;
    ints[base + NAME_ZH_LENGTH] = nameZh.length;
    ints[base + CODE_LENGTH] = code.length;
    ints[base + IMAGE_LENGTH] = image.length;
    this.created[at] = row.createdMicros;
    this.rows = at + 1;
    return new TableRecord(this, at);
  }

  int(row: number, field: number): number {
    return this.ints[row * INTS + field] as number;
  }

  createdMicros(row: number): number {
    return this.created[row] as number;
  }

  sharedText(row: number, field: number): string {
    return this.shared[this.int(row, field)] as string;
  }

  /** One of the row's own texts: `index` 0 to 3 is the English name, the Chinese name, the code, the picture. */
  ownText(row: number, index: 0 | 1 | 2 | 3): string {
    const base = row * INTS;
    let start = this.ints[base + TEXT_START] as number;
    for (let i = 0; i < index; i++) start += this.ints[base + NAME_EN_LENGTH + i] as number;
    return this.bytes.toString('utf8', start, start + (this.ints[base + NAME_EN_LENGTH + index] as number));
  }

  private share(text: string): number {
    let index = this.sharedIndex.get(text);
    if (index === undefined) {
      index = this.shared.push(text) - 1;
      this.sharedIndex.set(text, index);
    }
    return index;
  }

  private write(text: string): { start: number; length: number } {
    const length = Buffer.byteLength(text, 'utf8');
    if (this.bytesUsed + length > this.bytes.length) {
      const grown = Buffer.alloc(Math.max(this.bytes.length * 2, this.bytesUsed + length));
      this.bytes.copy(grown, 0, 0, this.bytesUsed);
      this.bytes = grown;
    }
    const start = this.bytesUsed;
    this.bytes.write(text, start, length, 'utf8');
    this.bytesUsed += length;
    return { start, length };
  }

  private reserve(rows: number): void {
    if (rows <= this.created.length) return;
    const capacity = Math.max(rows, this.created.length * 2);
    const ints = new Int32Array(capacity * INTS);
    ints.set(this.ints);
    this.ints = ints;
    const created = new Float64Array(capacity);
    created.set(this.created);
    this.created = created;
  }
}

/** A product's record, read from its row of the table. */
class TableRecord implements ProductRecord {
  constructor(
    private readonly table: RecordTable,
    private readonly row: number,
  ) {}

  get id() {
    return this.table.int(this.row, ID);
  }
  get nameEn() {
    return this.table.ownText(this.row, 0);
  }
  get nameZh() {
    return this.table.ownText(this.row, 1);
  }
  get code() {
    return this.table.ownText(this.row, 2);
  }
  get image() {
    return this.table.ownText(this.row, 3);
  }
  get brandEn() {
    return this.table.sharedText(this.row, BRAND_EN);
  }
  get brandZh() {
    return this.table.sharedText(this.row, BRAND_ZH);
  }
  get unitEn() {
    return this.table.sharedText(this.row, UNIT_EN);
  }
  get unitZh() {
    return this.table.sharedText(this.row, UNIT_ZH);
  }
  get shopCode() {
    return this.table.sharedText(this.row, SHOP);
  }
  get categoryId() {
    return this.table.int(this.row, CATEGORY);
  }
  get topCategoryId() {
    return this.table.int(this.row, TOP_CATEGORY);
  }
  get moq() {
    return this.table.int(this.row, MOQ);
  }
  get leadTime() {
    return this.table.int(this.row, LEAD_TIME);
  }
  get salesVolume() {
    return this.table.int(this.row, SALES_VOLUME);
  }
  get sales60d() {
    return this.table.int(this.row, SALES_60D);
  }
  get score() {
    return this.table.int(this.row, SCORE);
  }
  get priceUsd() {
    return this.table.int(this.row, PRICE_USD);
  }
  get originalPriceUsd() {
    return this.table.int(this.row, ORIGINAL_USD);
  }
  get priceCny() {
    return this.table.int(this.row, PRICE_CNY);
  }
  get originalPriceCny() {
    return this.table.int(this.row, ORIGINAL_CNY);
  }
  get availableEn() {
    return (this.table.int(this.row, MARKETS) & 1) !== 0;
  }
  get availableCn() {
    return (this.table.int(this.row, MARKETS) & 2) !== 0;
  }
  get createdMicros() {
    return this.table.createdMicros(this.row);
  }
}
