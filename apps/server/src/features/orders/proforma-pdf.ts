import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Currency, type Locale, unitName } from '@mall/contract';
import PDFDocument from 'pdfkit';

/** A party to the contract as printed: the legal name and how to reach the person who signs. */
export interface ProformaPdfParty {
  company: string;
  address: string;
  contact_name: string;
  email: string;
  phone: string;
  tax_id?: string;
}

/** One line; numbers are decimal strings, printed exactly as given (grouped, never rounded through a float). */
export interface ProformaPdfLine {
  /** As the product is named, Chinese or English whatever the reader's language. */
  name: string;
  specification: string;
  quantity: string;
  unit: string;
  unit_price: string;
  amount: string;
}

/** Everything printed on a proforma invoice (purchase contract); the same input always gives the same bytes. */
export interface ProformaPdfInput {
  /** `PI-2026-000123` */
  number: string;
  version: number;
  /** YYYY-MM-DD; also the PDF's creation date, so a re-render equals the stored snapshot. */
  issue_date: string;
  /** YYYY-MM-DD */
  valid_until: string;
  seller: ProformaPdfParty;
  buyer: ProformaPdfParty;
  currency: Currency;
  lines: ProformaPdfLine[];
  subtotal: string;
  total: string;
  /** `FOB`, `CIF`, … with its named place. */
  incoterm: string;
  place: string;
  lead_time_days: number;
  payment_terms: { deposit_percent: number; deposit_amount: string; balance_amount: string };
  bank: { beneficiary: string; bank: string; account: string; swift: string };
  notes: string;
  /** The version this one replaces, when it is an amendment. */
  amends?: number;
}

const LABELS = {
  en: {
    mall: 'Procurement Mall',
    title: 'Proforma Invoice',
    number: 'No.',
    version: 'Version',
    issueDate: 'Issue date',
    validUntil: 'Valid until',
    amends: (version: number) => `This version replaces version ${version}.`,
    seller: 'Seller',
    buyer: 'Buyer',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    taxId: 'Tax ID',
    lineNo: '#',
    item: 'Item / specification',
    quantity: 'Qty',
    unit: 'Unit',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    total: (currency: Currency) => `Total (${currency})`,
    terms: 'Terms',
    currency: 'Currency',
    delivery: 'Delivery terms',
    leadTime: 'Lead time',
    days: (days: number) => `${days} days`,
    deposit: (percent: number) => `Deposit (${percent}%)`,
    balance: 'Balance',
    bank: 'Bank details',
    beneficiary: 'Beneficiary',
    bankName: 'Bank',
    account: 'Account no.',
    swift: 'SWIFT',
    notes: 'Notes',
    signature: 'Signature and stamp',
    signer: 'Name:',
    date: 'Date:',
    versionOf: (version: number) => `version ${version}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  'zh-Hans': {
    mall: '采购商城',
    title: '形式发票（采购合同）',
    number: '编号',
    version: '版本',
    issueDate: '开具日期',
    validUntil: '有效期至',
    amends: (version: number) => `本版取代第 ${version} 版。`,
    seller: '卖方',
    buyer: '买方',
    contact: '联系人',
    email: '邮箱',
    phone: '电话',
    taxId: '税号',
    lineNo: '序号',
    item: '品名 / 规格',
    quantity: '数量',
    unit: '单位',
    unitPrice: '单价',
    amount: '金额',
    subtotal: '小计',
    total: (currency: Currency) => `合计（${currency}）`,
    terms: '交易条款',
    currency: '币种',
    delivery: '交货条款',
    leadTime: '交货期',
    days: (days: number) => `${days} 天`,
    deposit: (percent: number) => `定金（${percent}%）`,
    balance: '尾款',
    bank: '收款银行',
    beneficiary: '收款人',
    bankName: '开户银行',
    account: '账号',
    swift: 'SWIFT 代码',
    notes: '备注',
    signature: '签字盖章',
    signer: '姓名：',
    date: '日期：',
    versionOf: (version: number) => `第 ${version} 版`,
    page: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
  },
} satisfies Record<Locale, unknown>;
type Labels = (typeof LABELS)[Locale];

const require = createRequire(import.meta.url);
/**
 * Noto Sans SC as TrueType outlines (pdfkit mis-embeds CFF-flavoured OpenType, pdfkit#1106); it
 * covers Latin too, so one family prints every name. Resolved in node_modules, which the server
 * bundle leaves external, so the same lookup works from src and from dist.
 */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};
type Face = keyof typeof FONT_FILES;

/** Read once: 20 MB that pdfkit would otherwise read from disk for every document. A failed read is tried again next time. */
let fontData: Promise<Record<Face, Buffer>> | undefined;
function loadFonts(): Promise<Record<Face, Buffer>> {
  fontData ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontData = undefined;
      throw error;
    },
  );
  return fontData;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
/** Room under the content for the page footer. */
const BOTTOM = PAGE_HEIGHT - 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GUTTER = 16;
const HALF_WIDTH = (CONTENT_WIDTH - GUTTER) / 2;
const CELL_PAD = 4;

const INK = '#1a1a1a';
const MUTED = '#6b7280';
const RULE = '#d0d5dd';
const ACCENT = '#1f3a5f';
const SHADE = '#f2f4f7';

/** Table columns left to right; the item column takes what the others leave. */
const COLUMNS = (() => {
  const fixed = { lineNo: 26, quantity: 58, unit: 42, unitPrice: 84, amount: 92 };
  const item = CONTENT_WIDTH - Object.values(fixed).reduce((a, b) => a + b, 0);
  const widths = [fixed.lineNo, item, fixed.quantity, fixed.unit, fixed.unitPrice, fixed.amount];
  const aligns = ['left', 'left', 'right', 'left', 'right', 'right'] as const;
  let x = MARGIN;
  return widths.map((width, i) => {
    const column = { x, width, align: aligns[i] ?? 'left' };
    x += width;
    return column;
  });
})();

interface Style {
  face?: Face;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** Formatters are slow to make and are kept, one per language, currency and kind. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key);
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made as F;
}

/** Money the way the storefront writes it (apps/web/src/lib/format-price.ts), from the exact decimal string. */
function formatMoney(amount: string, currency: Currency, locale: Locale): string {
  return formatter(
    `money:${locale}:${currency}`,
    () => new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US', { style: 'currency', currency }),
  ).format(amount as Intl.StringNumericLiteral);
}

function formatQuantity(quantity: string, locale: Locale): string {
  return formatter(
    `quantity:${locale}`,
    () => new Intl.NumberFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 20 }),
  ).format(quantity as Intl.StringNumericLiteral);
}

/** A calendar date the way the storefront writes it (apps/web/src/lib/locale.ts). */
function formatDate(isoDate: string, locale: Locale): string {
  return formatter(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'zh-Hans' ? 'zh-CN' : 'en-GB', {
        year: 'numeric',
        month: locale === 'zh-Hans' ? 'long' : 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(utcDate(isoDate));
}

function utcDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The document and the vertical position of the next block; blocks that do not fit start a new page. */
class Sheet {
  y = MARGIN;

  constructor(readonly doc: PDFKit.PDFDocument) {}

  private use(style: Style): void {
    this.doc
      .font(style.face ?? 'regular')
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? INK);
  }

  height(text: string, width: number, style: Style = {}): number {
    if (!text) return 0;
    this.use(style);
    return this.doc.heightOfString(text, { width });
  }

  /** Writes wrapped text at (x, y) and gives its height. */
  text(text: string, x: number, y: number, width: number, style: Style = {}): number {
    if (!text) return 0;
    this.use(style);
    this.doc.text(text, x, y, { width, align: style.align ?? 'left' });
    return this.doc.heightOfString(text, { width });
  }

  /** Writes text that may run over to further pages, and moves below it. */
  flow(text: string, style: Style = {}): void {
    this.use(style);
    this.doc.text(text, MARGIN, this.y, { width: CONTENT_WIDTH });
    this.y = this.doc.y;
  }

  rule(y: number, color = RULE, width = 0.6): void {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();
  }

  box(x: number, y: number, width: number, height: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, width, height).fill(fill);
    else this.doc.rect(x, y, width, height).lineWidth(0.6).strokeColor(RULE).stroke();
  }

  /** Starts a new page unless `height` still fits on this one; says whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = MARGIN;
    return true;
  }
}

function drawHeader(sheet: Sheet, pi: ProformaPdfInput, locale: Locale, l: Labels): void {
  const titleWidth = CONTENT_WIDTH * 0.6;
  sheet.text(l.mall, MARGIN, sheet.y + 3, CONTENT_WIDTH - titleWidth, { face: 'bold', size: 13, color: ACCENT });
  const titleHeight = sheet.text(l.title, MARGIN + CONTENT_WIDTH - titleWidth, sheet.y, titleWidth, {
    face: 'bold',
    size: 18,
    align: 'right',
  });
  sheet.y += titleHeight + 4;
  sheet.rule(sheet.y, ACCENT, 1.5);
  sheet.y += 8;

  const facts: [string, string][] = [
    [l.number, pi.number],
    [l.version, String(pi.version)],
    [l.issueDate, formatDate(pi.issue_date, locale)],
    [l.validUntil, formatDate(pi.valid_until, locale)],
  ];
  const width = CONTENT_WIDTH / facts.length;
  let height = 0;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + i * width;
    const labelHeight = sheet.text(label, x, sheet.y, width - 8, { size: 8, color: MUTED });
    const valueHeight = sheet.text(value, x, sheet.y + labelHeight, width - 8, { face: 'bold', size: 10.5 });
    height = Math.max(height, labelHeight + valueHeight);
  });
  sheet.y += height + 4;
  if (pi.amends !== undefined) {
    sheet.y += sheet.text(l.amends(pi.amends), MARGIN, sheet.y, CONTENT_WIDTH, { size: 8.5, color: MUTED });
  }
  sheet.y += 10;
}

function partyRows(party: ProformaPdfParty, l: Labels): [string, string][] {
  const rows: [string, string][] = [
    [l.contact, party.contact_name],
    [l.email, party.email],
    [l.phone, party.phone],
  ];
  if (party.tax_id) rows.push([l.taxId, party.tax_id]);
  return rows;
}

/** Label-value rows in a column of `width`; measures only when `draw` is false. */
function rows(sheet: Sheet, entries: [string, string][], x: number, y: number, width: number, draw: boolean): number {
  const labelWidth = Math.min(92, width * 0.36);
  let height = 0;
  for (const [label, value] of entries) {
    const valueWidth = width - labelWidth;
    const rowHeight = Math.max(sheet.height(label, labelWidth - 6, { color: MUTED }), sheet.height(value, valueWidth));
    if (draw) {
      sheet.text(label, x, y + height, labelWidth - 6, { color: MUTED });
      sheet.text(value, x + labelWidth, y + height, valueWidth);
    }
    height += rowHeight + 1.5;
  }
  return height;
}

function drawParties(sheet: Sheet, pi: ProformaPdfInput, l: Labels): void {
  const parties: [string, ProformaPdfParty][] = [
    [l.seller, pi.seller],
    [l.buyer, pi.buyer],
  ];
  const inner = HALF_WIDTH - 2 * 8;
  const measure = ([heading, party]: [string, ProformaPdfParty]) =>
    sheet.height(heading, inner, { face: 'bold', size: 8 }) +
    sheet.height(party.company, inner, { face: 'bold', size: 10.5 }) +
    sheet.height(party.address, inner) +
    4 +
    rows(sheet, partyRows(party, l), 0, 0, inner, false);
  const height = Math.max(...parties.map(measure)) + 2 * 8;
  sheet.ensure(height);
  parties.forEach(([heading, party], i) => {
    const x = MARGIN + i * (HALF_WIDTH + GUTTER);
    sheet.box(x, sheet.y, HALF_WIDTH, height, SHADE);
    let y = sheet.y + 8;
    y += sheet.text(heading, x + 8, y, inner, { face: 'bold', size: 8, color: ACCENT });
    y += sheet.text(party.company, x + 8, y, inner, { face: 'bold', size: 10.5 });
    y += sheet.text(party.address, x + 8, y, inner) + 4;
    rows(sheet, partyRows(party, l), x + 8, y, inner, true);
  });
  sheet.y += height + 14;
}

function drawTableHeader(sheet: Sheet, l: Labels): void {
  const titles = [l.lineNo, l.item, l.quantity, l.unit, l.unitPrice, l.amount];
  const style = { face: 'bold', size: 8.5 } as const;
  const height =
    Math.max(...titles.map((title, i) => sheet.height(title, (COLUMNS[i]?.width ?? 0) - 2 * CELL_PAD, style))) +
    2 * CELL_PAD;
  sheet.box(MARGIN, sheet.y, CONTENT_WIDTH, height, SHADE);
  titles.forEach((title, i) => {
    const column = COLUMNS[i];
    if (!column) return;
    sheet.text(title, column.x + CELL_PAD, sheet.y + CELL_PAD, column.width - 2 * CELL_PAD, {
      ...style,
      align: column.align,
    });
  });
  sheet.y += height;
  sheet.rule(sheet.y, ACCENT, 0.8);
}

function drawLines(sheet: Sheet, pi: ProformaPdfInput, locale: Locale, l: Labels): void {
  drawTableHeader(sheet, l);
  pi.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      '',
      formatQuantity(line.quantity, locale),
      unitName(line.unit, locale, Number(line.quantity)),
      formatMoney(line.unit_price, pi.currency, locale),
      formatMoney(line.amount, pi.currency, locale),
    ];
    const itemWidth = (COLUMNS[1]?.width ?? 0) - 2 * CELL_PAD;
    const nameHeight = sheet.height(line.name, itemWidth);
    const specStyle = { size: 8, color: MUTED };
    const itemHeight = nameHeight + sheet.height(line.specification, itemWidth, specStyle);
    const height =
      Math.max(itemHeight, ...cells.map((cell, i) => sheet.height(cell, (COLUMNS[i]?.width ?? 0) - 2 * CELL_PAD))) +
      2 * CELL_PAD;
    if (sheet.ensure(height)) drawTableHeader(sheet, l);
    const top = sheet.y + CELL_PAD;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      if (column) sheet.text(cell, column.x + CELL_PAD, top, column.width - 2 * CELL_PAD, { align: column.align });
    });
    const item = COLUMNS[1];
    if (item) {
      sheet.text(line.name, item.x + CELL_PAD, top, itemWidth);
      sheet.text(line.specification, item.x + CELL_PAD, top + nameHeight, itemWidth, specStyle);
    }
    sheet.y += height;
    sheet.rule(sheet.y);
  });
}

function drawTotals(sheet: Sheet, pi: ProformaPdfInput, locale: Locale, l: Labels): void {
  const width = 230;
  const x = MARGIN + CONTENT_WIDTH - width;
  const entries: [string, string, Style][] = [
    [l.subtotal, formatMoney(pi.subtotal, pi.currency, locale), {}],
    [l.total(pi.currency), formatMoney(pi.total, pi.currency, locale), { face: 'bold', size: 11 }],
  ];
  const heights = entries.map(([label, value, style]) =>
    Math.max(sheet.height(label, width / 2, style), sheet.height(value, width / 2 - CELL_PAD, style)),
  );
  sheet.ensure(heights.reduce((a, b) => a + b, 0) + 20);
  sheet.y += 6;
  entries.forEach(([label, value, style], i) => {
    sheet.text(label, x, sheet.y, width / 2, { ...style, color: style.face ? INK : MUTED });
    sheet.text(value, x + width / 2, sheet.y, width / 2 - CELL_PAD, { ...style, align: 'right' });
    sheet.y += (heights[i] ?? 0) + 3;
  });
  sheet.y += 14;
}

function section(sheet: Sheet, heading: string, x: number, y: number, width: number, draw: boolean): number {
  const style = { face: 'bold', size: 9.5, color: ACCENT } as const;
  if (!draw) return sheet.height(heading, width, style) + 4;
  const height = sheet.text(heading, x, y, width, style);
  sheet.doc
    .moveTo(x, y + height + 1)
    .lineTo(x + width, y + height + 1)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  return height + 4;
}

function drawTermsAndBank(sheet: Sheet, pi: ProformaPdfInput, locale: Locale, l: Labels): void {
  const columns: [string, [string, string][]][] = [
    [
      l.terms,
      [
        [l.currency, pi.currency],
        [l.delivery, `${pi.incoterm} ${pi.place}`],
        [l.leadTime, l.days(pi.lead_time_days)],
        [
          l.deposit(pi.payment_terms.deposit_percent),
          formatMoney(pi.payment_terms.deposit_amount, pi.currency, locale),
        ],
        [l.balance, formatMoney(pi.payment_terms.balance_amount, pi.currency, locale)],
      ],
    ],
    [
      l.bank,
      [
        [l.beneficiary, pi.bank.beneficiary],
        [l.bankName, pi.bank.bank],
        [l.account, pi.bank.account],
        [l.swift, pi.bank.swift],
      ],
    ],
  ];
  const height = Math.max(
    ...columns.map(
      ([heading, entries]) =>
        section(sheet, heading, 0, 0, HALF_WIDTH, false) + rows(sheet, entries, 0, 0, HALF_WIDTH, false),
    ),
  );
  sheet.ensure(height);
  columns.forEach(([heading, entries], i) => {
    const x = MARGIN + i * (HALF_WIDTH + GUTTER);
    const headingHeight = section(sheet, heading, x, sheet.y, HALF_WIDTH, true);
    rows(sheet, entries, x, sheet.y + headingHeight, HALF_WIDTH, true);
  });
  sheet.y += height + 14;
}

function drawNotes(sheet: Sheet, pi: ProformaPdfInput, l: Labels): void {
  if (!pi.notes.trim()) return;
  const headingHeight = section(sheet, l.notes, 0, 0, CONTENT_WIDTH, false);
  const notesHeight = sheet.height(pi.notes, CONTENT_WIDTH);
  // A long note may run over pages; keep at least its heading and first lines together.
  sheet.ensure(headingHeight + Math.min(notesHeight, 40));
  section(sheet, l.notes, MARGIN, sheet.y, CONTENT_WIDTH, true);
  sheet.y += headingHeight;
  sheet.flow(pi.notes);
  sheet.y += 14;
}

function drawSignatures(sheet: Sheet, pi: ProformaPdfInput, l: Labels): void {
  const height = 112;
  sheet.ensure(height);
  const parties: [string, ProformaPdfParty][] = [
    [l.seller, pi.seller],
    [l.buyer, pi.buyer],
  ];
  parties.forEach(([heading, party], i) => {
    const x = MARGIN + i * (HALF_WIDTH + GUTTER);
    const inner = HALF_WIDTH - 16;
    sheet.box(x, sheet.y, HALF_WIDTH, height);
    let y = sheet.y + 8;
    y += sheet.text(heading, x + 8, y, inner, { face: 'bold', size: 8, color: ACCENT });
    sheet.text(party.company, x + 8, y, inner, { face: 'bold' });
    const bottom = sheet.y + height - 8;
    const lineY = bottom - 34;
    sheet.doc
      .moveTo(x + 8, lineY)
      .lineTo(x + HALF_WIDTH - 8, lineY)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    sheet.text(l.signature, x + 8, lineY + 2, inner, { size: 8, color: MUTED });
    sheet.text(l.signer, x + 8, bottom - 12, inner / 2, { size: 8, color: MUTED });
    sheet.text(l.date, x + 8 + inner / 2, bottom - 12, inner / 2, { size: 8, color: MUTED });
  });
  sheet.y += height;
}

/** Footers go on last, when the number of pages is known; the bottom margin is lifted so they do not start a page. */
function drawFooters(sheet: Sheet, pi: ProformaPdfInput, l: Labels): void {
  const { doc } = sheet;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - 36;
    sheet.text(`${l.mall} · ${pi.number} · ${l.versionOf(pi.version)}`, MARGIN, y, CONTENT_WIDTH / 2, {
      size: 7.5,
      color: MUTED,
    });
    sheet.text(l.page(i + 1, range.count), MARGIN + CONTENT_WIDTH / 2, y, CONTENT_WIDTH / 2, {
      size: 7.5,
      color: MUTED,
      align: 'right',
    });
  }
}

/**
 * The proforma invoice (purchase contract) as an A4 PDF in the reader's language, with its text
 * selectable and the glyphs it uses embedded. No clock or randomness goes in: the creation date
 * is the issue date and the file ID is derived from the document's identity, so a stored snapshot
 * can be checked against its hash.
 */
export async function renderProformaPdf(pi: ProformaPdfInput, locale: Locale): Promise<Buffer> {
  const l = LABELS[locale];
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: PAGE_HEIGHT - BOTTOM },
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: `${l.title} ${pi.number} · ${l.versionOf(pi.version)}`,
      Author: pi.seller.company,
      Subject: `${pi.seller.company} / ${pi.buyer.company}`,
      Creator: l.mall,
      CreationDate: utcDate(pi.issue_date),
    },
  });
  // The standard font pdfkit opens by default is never used, so it is not written into the file.
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const sheet = new Sheet(doc);
  drawHeader(sheet, pi, locale, l);
  drawParties(sheet, pi, l);
  drawLines(sheet, pi, locale, l);
  drawTotals(sheet, pi, locale, l);
  drawTermsAndBank(sheet, pi, locale, l);
  drawNotes(sheet, pi, l);
  drawSignatures(sheet, pi, l);
  drawFooters(sheet, pi, l);
  doc.end();
  return done;
}
