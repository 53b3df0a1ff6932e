import { createHash } from 'node:crypto';
import { type Locale, unitName } from '@mall/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import { type ProformaPdfInput, type ProformaPdfLine, renderProformaPdf } from './proforma-pdf.js';

const NAMES = [
  '不锈钢保温杯 500ml',
  'Cordless drill 18V with two batteries',
  '竹纤维餐具套装（四件套）',
  'LED panel light 600x600 40W',
  '304不锈钢门把手',
];

function line(i: number): ProformaPdfLine {
  const quantity = 100 * (i + 1) + 50;
  const unitCents = 1234 + 17 * i;
  return {
    name: `${NAMES[i % NAMES.length]} #${i + 1}`,
    specification: i % 2 ? 'Colour: black; packing: 20 per carton' : '颜色：白色；包装：每箱 20 个',
    quantity: String(quantity),
    unit: i % 2 ? 'pcs' : '件',
    unit_price: (unitCents / 100).toFixed(2),
    amount: ((quantity * unitCents) / 100).toFixed(2),
  };
}

function proforma(lineCount: number, overrides: Partial<ProformaPdfInput> = {}): ProformaPdfInput {
  const lines = Array.from({ length: lineCount }, (_, i) => line(i));
  const totalCents = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
  const depositCents = Math.round(totalCents * 0.3);
  const money = (cents: number) => (cents / 100).toFixed(2);
  return {
    number: 'PI-2026-000123',
    version: 2,
    issue_date: '2026-11-23',
    valid_until: '2026-12-23',
    seller: {
      company: '宁波海曙优品贸易有限公司',
      address: '浙江省宁波市海曙区中山西路 88 号 12 楼',
      contact_name: '王丽',
      email: 'sales@youpin.example.cn',
      phone: '+86 574 8888 1234',
      tax_id: '91330203MA2GXXXX1K',
    },
    buyer: {
      company: 'Harbour Supplies Ltd.',
      address: '14 Dockside Road, Felixstowe IP11 3AB, United Kingdom',
      contact_name: 'Alice Turner',
      email: 'alice@harbour.example.com',
      phone: '+44 1394 555 010',
    },
    currency: 'USD',
    lines,
    subtotal: money(totalCents),
    total: money(totalCents),
    incoterm: 'FOB',
    place: 'Ningbo',
    lead_time_days: 45,
    payment_terms: {
      deposit_percent: 30,
      deposit_amount: money(depositCents),
      balance_amount: money(totalCents - depositCents),
    },
    bank: {
      beneficiary: 'Ningbo Haishu Youpin Trading Co., Ltd.',
      bank: 'Bank of China, Ningbo Branch',
      account: '3587 5823 9912',
      swift: 'BKCHCNBJ92A',
    },
    notes: 'Goods are inspected before shipment. 货物出运前检验。',
    amends: 1,
    ...overrides,
  };
}

async function read(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text };
}

/** `14563.50` → `14,563.50` */
const grouped = (decimal: string) => decimal.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

/** Wrapped cells break lines at spaces; compare without any whitespace. */
const compact = (s: string) => s.replace(/\s+/g, '');

describe('proforma invoice PDF', () => {
  it('prints the number, the parties, every line and the totals as text in English', async () => {
    const pi = proforma(10);
    const pdf = await renderProformaPdf(pi, 'en');
    const { pages, text } = await read(pdf);
    const flat = compact(text);

    for (const expected of [
      'Proforma Invoice',
      'PI-2026-000123',
      '23 Nov 2026',
      '23 Dec 2026',
      'This version replaces version 1.',
      '宁波海曙优品贸易有限公司',
      'Harbour Supplies Ltd.',
      'Total (USD)',
      'FOB Ningbo',
      '45 days',
      'Deposit (30%)',
      'BKCHCNBJ92A',
      '货物出运前检验。',
      `Page 1 of ${pages}`,
    ]) {
      expect(flat).toContain(compact(expected));
    }
    // Grouped thousands, and the dollar sign of the storefront's English prices.
    // The mall's units as the reader's language counts them; another unit as the operator wrote it.
    expect(flat).toContain('1,050pieces');
    expect(flat).toContain('150件');
    expect(flat).toContain('$80,032.50');
    for (const l of pi.lines) {
      expect(flat).toContain(compact(l.name));
      expect(flat).toContain(compact(l.specification));
      expect(flat).toContain(
        `${grouped(l.quantity)}${unitName(l.unit, 'en', Number(l.quantity))}$${l.unit_price}$${grouped(l.amount)}`,
      );
    }
  });

  it('prints the Chinese labels, amounts in US$ and dates in Chinese', async () => {
    const pi = proforma(10);
    const { pages, text } = await read(await renderProformaPdf(pi, 'zh-Hans'));
    const flat = compact(text);

    for (const expected of [
      '形式发票（采购合同）',
      '编号',
      '开具日期',
      '2026年11月23日',
      '有效期至',
      '2026年12月23日',
      '本版取代第 1 版。',
      '卖方',
      '买方',
      '品名 / 规格',
      '数量',
      '单价',
      '金额',
      '小计',
      '合计（USD）',
      '交货条款',
      '定金（30%）',
      '尾款',
      '收款银行',
      '签字盖章',
      `第 1 页，共 ${pages} 页`,
    ]) {
      expect(flat).toContain(compact(expected));
    }
    for (const l of pi.lines) {
      expect(flat).toContain(compact(l.name));
      expect(flat).toContain(
        `${grouped(l.quantity)}${unitName(l.unit, 'zh-Hans', Number(l.quantity))}US$${l.unit_price}US$${grouped(l.amount)}`,
      );
    }
    expect(flat).toContain('合计（USD）US$80,032.50');
  });

  // As the storefront writes yuan: `CN¥` in English, a bare `¥` in Chinese.
  it.each([
    ['en', 'Total(CNY)CN¥1,234.50'],
    ['zh-Hans', '合计（CNY）¥1,234.50'],
  ] as const)('writes yuan amounts for a China-market contract in %s', async (locale: Locale, total) => {
    const pi = proforma(3, { currency: 'CNY', subtotal: '1234.50', total: '1234.50' });
    const flat = compact((await read(await renderProformaPdf(pi, locale))).text);
    expect(flat).toContain(total);
    expect(flat).not.toContain('US$');
    if (locale === 'zh-Hans') expect(flat).not.toContain('CN¥');
  });

  it('gives the same bytes for the same proforma invoice whenever it is rendered', async () => {
    const pi = proforma(20);
    const hash = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');
    const first = await renderProformaPdf(pi, 'zh-Hans');
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const second = await renderProformaPdf(structuredClone(pi), 'zh-Hans');
    const { user, system } = process.cpuUsage(cpu);
    // Speed is reported, not asserted: CPU time as well as wall time, since the machine may be shared.
    console.log(
      `20-line proforma invoice (zh-Hans, second render): ${(performance.now() - wall).toFixed(0)} ms, ` +
        `${((user + system) / 1000).toFixed(0)} ms CPU, ${second.length} bytes`,
    );
    expect(hash(second)).toBe(hash(first));

    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-01T08:00:00Z') });
    try {
      expect(hash(await renderProformaPdf(pi, 'zh-Hans'))).toBe(hash(first));
    } finally {
      vi.useRealTimers();
    }
  });

  it('embeds only the glyphs it uses, so a 10-line contract stays small', async () => {
    const pdf = await renderProformaPdf(proforma(10), 'zh-Hans');
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('carries a 60-line table over several pages, every line and the page count printed', async () => {
    const pi = proforma(60, {
      lines: proforma(60).lines.map((l, i) => (i === 7 ? { ...l, name: NAMES.join('；') } : l)),
    });
    const { pages, text } = await read(await renderProformaPdf(pi, 'en'));
    const flat = compact(text);
    expect(pages).toBeGreaterThan(1);
    expect(flat).toContain(compact(`Page ${pages} of ${pages}`));
    for (const l of pi.lines) expect(flat).toContain(compact(l.name));
    // The column titles are printed again on every page the table reaches (here: all of them).
    expect(text.split('Unit price').length - 1).toBe(pages);
  });
});
