// `npm run bench:orders`: a member with 1,000 purchase orders of 20 lines (their proforma
// invoices, payments, shipments and receipts) reads the pages of their list and the orders one
// by one at 20 connections, on PGlite and (when it answers) PostgreSQL: each page and order once
// as first read (nothing remembered yet), then again and again for 10 seconds.
// Run with `node --import tsx`: the documents copy the mall's constants from the contract.
import { CART_ORDER_TERMS, MALL_BANK, MALL_SELLER, MARKET_CURRENCY, PROFORMA_VALIDITY_DAYS } from '@mall/contract';
import { benchLogin, benchPasswordHash } from './lib/buyers.mjs';
import { load } from './lib/load.mjs';
import { onBothDatabases } from './lib/postgres.mjs';
import { runNode } from './lib/process.mjs';
import { startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const LINES_PER_ORDER = 20;
const CONNECTIONS = 20;
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const EMAIL = 'orders@bench.example';
const TARGET_P99_MS = 30;
const LIST_PATH = '/api/buyer/v1/purchase_orders';
/** The storefront's page (PAGE_SIZE_DEFAULT); the checks read the list in pages of the most allowed. */
const PAGE_SIZE = 20;
const CHECK_PAGE_SIZE = 100;
const DETAIL_PATH = '/api/buyer/v1/purchase_orders/detail';

/**
 * What each tenth of the orders has been through (by order number modulo 10), so every progress
 * and both closed states are present: counters, paid and due come out of real rows.
 */
const STAGES = [
  'cancelled',
  'to_ship',
  'to_ship',
  'deposit_part',
  'deposit_part',
  'partly_shipped',
  'shipped',
  'partly_received',
  'received',
  'received',
];
/** The progress the list must show for each stage. */
const PROGRESS = {
  cancelled: 'to_ship',
  to_ship: 'to_ship',
  deposit_part: 'to_ship',
  partly_shipped: 'partly_shipped',
  shipped: 'shipped',
  partly_received: 'partly_received',
  received: 'received',
};

/**
 * The buyer and their documents, written in a few set-based statements with the columns the
 * services write: orders placed from the cart (orders/cart-orders.ts), each of one store's
 * products at its list price, its proforma invoice issued and confirmed at once with the buyer,
 * seller and bank copied; numbers from the sequences. The invoices' PDF jobs are left out: the
 * worker makes them, not the server measured here.
 * @param {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function prepare(query) {
  const { rows: buyerRows } = await query(
    `insert into buyers (email, password_hash, company_name, country, city, contact_name, status, member_until)
     values ($1, $2, 'Bench Trading', 'CN', 'Shanghai', 'Bench', 'member', '2099-12-31') returning *`,
    [EMAIL, benchPasswordHash()],
  );
  const buyer = buyerRows[0];
  const party = {
    company_name: buyer.company_name,
    address: [buyer.city, buyer.country].filter(Boolean).join(', '),
    contact_name: buyer.contact_name,
    email: buyer.email,
    phone: buyer.phone,
  };
  // One store per order, 20 of its products, the newest order an hour ago, each an hour apart.
  await query(
    `create temp table bench_orders as
     select g, (array[${STAGES.map((s) => `'${s}'`).join(',')}])[g % 10 + 1] as stage,
       date_trunc('second', now()) - (${ORDERS} - g + 1) * interval '1 hour' as at
     from generate_series(1, ${ORDERS}) g`,
  );
  await query(
    `create temp table bench_lines as
     with shops as (
       select shop_code, row_number() over (order by shop_code) - 1 as s, count(*)::int as n
       from products where available_en and listed group by shop_code having count(*) >= ${LINES_PER_ORDER}
     ), ranked as (
       select p.*, row_number() over (partition by p.shop_code order by p.id) - 1 as r
       from products p where available_en and listed
     )
     select o.g, pos as position, p.id as product_id, p.name_en as name, p.unit_en as unit,
       p.moq + (o.g + pos) % 5 + 1 as quantity, p.price_usd as unit_cents, p.lead_time, p.shop_code
     from bench_orders o
     cross join generate_series(0, ${LINES_PER_ORDER - 1}) pos
     join shops on shops.s = o.g % (select count(*) from shops)
     join ranked p on p.shop_code = shops.shop_code and p.r = (o.g + pos) % shops.n`,
  );
  const { rows: counted } = await query('select count(*)::int as n from bench_lines');
  if (counted[0].n !== ORDERS * LINES_PER_ORDER) throw new Error(`${counted[0].n} lines prepared`);

  await query(
    `insert into proforma_invoices (number, version, buyer_id, offer_id, market, currency, status, issue_date,
       valid_until, seller, buyer, bank, incoterm, lead_time_days, deposit_percent, balance_terms, total,
       deposit_amount, notes, po_number, shop_code, created_at, confirmed_at)
     select 'PI-' || extract(year from o.at at time zone 'UTC') || '-' || lpad(nextval('proforma_invoice_number_seq')::text, 6, '0'),
       1, $1::int, null, 'en', $2::text, 'confirmed', (o.at at time zone 'UTC')::date,
       (o.at at time zone 'UTC')::date + $3::int, $4::jsonb, $5::jsonb, $6::jsonb, $7::text, l.lead_time,
       $8::int, $9::text, l.total, round(l.total * $8::int / 100, 2), '', null, l.shop_code, o.at, o.at
     from bench_orders o
     join (select g, max(lead_time) as lead_time, max(shop_code) as shop_code,
             sum(quantity * unit_cents) / 100.0 as total
           from bench_lines group by g) l on l.g = o.g
     order by o.g`,
    [
      buyer.id,
      MARKET_CURRENCY.en,
      PROFORMA_VALIDITY_DAYS,
      JSON.stringify(MALL_SELLER),
      JSON.stringify(party),
      JSON.stringify(MALL_BANK),
      CART_ORDER_TERMS.incoterm,
      CART_ORDER_TERMS.deposit_percent,
      CART_ORDER_TERMS.balance_terms,
    ],
  );
  await query(
    `insert into proforma_invoice_lines (proforma_invoice_id, position, product_id, name, specification, quantity,
       unit, unit_price, amount)
     select pi.id, l.position, l.product_id, l.name, '', l.quantity, l.unit, l.unit_cents / 100.0,
       l.quantity * l.unit_cents / 100.0
     from bench_lines l join bench_orders o on o.g = l.g
     join proforma_invoices pi on pi.buyer_id = $1 and pi.created_at = o.at`,
    [buyer.id],
  );
  // Cancelled before anything shipped; received in full, closed by the last receipt.
  await query(
    `insert into purchase_orders (number, buyer_id, proforma_invoice_id, po_number, currency, total, deposit_due,
       status, cancel_reason, created_at, closed_at)
     select 'PO-' || extract(year from o.at at time zone 'UTC') || '-' || lpad(nextval('purchase_order_number_seq')::text, 6, '0'),
       pi.buyer_id, pi.id, coalesce(pi.po_number, ''), pi.currency, pi.total, pi.deposit_amount,
       case o.stage when 'cancelled' then 'cancelled' when 'received' then 'closed' else 'open' end,
       case o.stage when 'cancelled' then 'Plans changed' end, o.at,
       case when o.stage in ('cancelled', 'received') then o.at + interval '20 minutes' end
     from bench_orders o join proforma_invoices pi on pi.buyer_id = $1 and pi.created_at = o.at
     order by o.g`,
    [buyer.id],
  );
  await query(
    `create temp table bench_po as
     select o.*, po.id as po_id, po.total from bench_orders o
     join purchase_orders po on po.buyer_id = $1 and po.created_at = o.at`,
    [buyer.id],
  );
  await query(
    `insert into purchase_order_lines (purchase_order_id, position, product_id, name, specification, quantity, unit,
       unit_price, amount)
     select b.po_id, pil.position, pil.product_id, pil.name, pil.specification, pil.quantity, pil.unit,
       pil.unit_price, pil.amount
     from bench_po b join purchase_orders po on po.id = b.po_id
     join proforma_invoice_lines pil on pil.proforma_invoice_id = po.proforma_invoice_id`,
  );
  // Half the deposit on some open orders; the whole of it (the order's total) once shipping started.
  await query(
    `insert into purchase_order_payments (purchase_order_id, kind, amount, paid_on, reference, created_at)
     select po_id, 'deposit', case when stage = 'deposit_part' then round(total / 2, 2) else total end,
       ((at + interval '2 minutes') at time zone 'UTC')::date, 'TT ' || g, at + interval '2 minutes'
     from bench_po where stage not in ('cancelled', 'to_ship')`,
  );
  // Each shipment: its order, state, and the line positions it carries.
  await query(
    `create temp table bench_shipments as
     select po_id, g, at, 'shipped' as status, 0 as first, 9 as last from bench_po where stage = 'partly_shipped'
     union all select po_id, g, at, 'shipped', 0, ${LINES_PER_ORDER - 1} from bench_po where stage = 'shipped'
     union all select po_id, g, at, 'delivered', 0, 9 from bench_po where stage = 'partly_received'
     union all select po_id, g, at, 'planned', 10, ${LINES_PER_ORDER - 1} from bench_po where stage = 'partly_received'
     union all select po_id, g, at, 'delivered', 0, ${LINES_PER_ORDER - 1} from bench_po where stage = 'received'`,
  );
  await query(
    `insert into shipments (purchase_order_id, status, carrier, tracking_number, planned_date, created_at,
       shipped_at, delivered_at)
     select po_id, status, 'DHL Express', 'JD' || lpad((g * 10 + first)::text, 10, '0'),
       ((at + interval '1 day') at time zone 'UTC')::date, at + interval '5 minutes',
       case when status <> 'planned' then at + interval '10 minutes' end,
       case when status = 'delivered' then at + interval '20 minutes' end
     from bench_shipments order by g, first`,
  );
  // A delivered part-shipment arrives with one unit of its first line refused.
  await query(
    `insert into shipment_lines (shipment_id, line_id, quantity, received, rejected, reason)
     select s.id, l.id, l.quantity,
       case when s.status <> 'delivered' then null when b.last < ${LINES_PER_ORDER - 1} and l.position = 0
         then l.quantity - 1 else l.quantity end,
       case when s.status <> 'delivered' then null when b.last < ${LINES_PER_ORDER - 1} and l.position = 0
         then 1 else 0 end,
       case when s.status = 'delivered' and b.last < ${LINES_PER_ORDER - 1} and l.position = 0
         then 'Carton crushed' end
     from bench_shipments b
     join shipments s on s.purchase_order_id = b.po_id and s.status = b.status
     join purchase_order_lines l on l.purchase_order_id = b.po_id and l.position between b.first and b.last`,
  );
  await query(
    `insert into receipts (shipment_id, buyer_id, created_at)
     select s.id, $1, s.delivered_at from shipments s
     join purchase_orders po on po.id = s.purchase_order_id
     where po.buyer_id = $1 and s.status = 'delivered'`,
    [buyer.id],
  );
  for (const table of ['bench_shipments', 'bench_po', 'bench_lines', 'bench_orders']) {
    await query(`drop table ${table}`);
  }
  await query('analyze');
  const { rows: orders } = await query('select id from purchase_orders where buyer_id = $1', [buyer.id]);
  return orders.map((row) => Number(row.id));
}

/**
 * Checks the answers before loading them: every order listed with the progress of its stage, and
 * an order's detail with its lines and counters.
 * @param {string} url @param {string} cookie @param {number[]} ids
 */
async function verify(url, cookie, ids) {
  /** @type {Array<{ id: number, progress: string }>} */
  const list = [];
  for (let page = 1; page <= Math.ceil(ids.length / CHECK_PAGE_SIZE); page += 1) {
    const listed = await (
      await fetch(`${url}${LIST_PATH}?page=${page}&pageSize=${CHECK_PAGE_SIZE}`, { headers: { cookie } })
    ).json();
    if (listed.data?.total !== ids.length) throw new Error(`the list counts ${listed.data?.total} orders`);
    list.push(...listed.data.list);
  }
  if (list.length !== ids.length) throw new Error(`the list holds ${list.length} orders, not ${ids.length}`);
  const first = await (await fetch(`${url}${LIST_PATH}?pageSize=${PAGE_SIZE}`, { headers: { cookie } })).json();
  const listBytes = JSON.stringify(first).length;
  /** @type {Record<string, number>} */
  const wanted = {};
  for (let g = 1; g <= ORDERS; g += 1) {
    const progress = PROGRESS[/** @type {keyof typeof PROGRESS} */ (STAGES[g % 10])];
    wanted[progress] = (wanted[progress] ?? 0) + 1;
  }
  /** @type {Record<string, number>} */
  const found = {};
  for (const order of list) found[order.progress] = (found[order.progress] ?? 0) + 1;
  if (JSON.stringify(Object.entries(found).sort()) !== JSON.stringify(Object.entries(wanted).sort())) {
    throw new Error(`progress ${JSON.stringify(found)}, expected ${JSON.stringify(wanted)}`);
  }
  const partly = list.find((order) => order.progress === 'partly_received');
  if (!partly) throw new Error('no partly received order listed');
  const detail = await (await fetch(`${url}${DETAIL_PATH}?id=${partly.id}`, { headers: { cookie } })).json();
  const lines = detail.data?.lines ?? [];
  if (lines.length !== LINES_PER_ORDER || lines[0].rejected !== 1 || detail.data.shipments.length !== 2) {
    throw new Error(`order ${partly.id} answered ${JSON.stringify(detail).slice(0, 400)}`);
  }
  return { progress: found, listBytes, detailBytes: JSON.stringify(detail).length };
}

/** Every id once, in an order of its own, so consecutive requests read different orders. */
function shuffled(/** @type {number[]} */ ids) {
  const out = [...ids];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [/** @type {number} */ (out[j]), /** @type {number} */ (out[i])];
  }
  return out;
}

/**
 * @param {string} name
 * @param {Record<string, string>} env
 * @param {string} dataDir
 * @param {(sql: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 * @param {() => Promise<void>} done
 */
async function measure(name, env, dataDir, query, done) {
  await runNode(['apps/server/dist/seed-cli.js', '--products', String(PRODUCTS), '--reset'], {
    ...env,
    DATA_DIR: dataDir,
  });
  const started = performance.now();
  const ids = await prepare(query);
  const preparedMs = performance.now() - started;
  await done();
  const server = await startServer({ dataDir, env });
  try {
    const cookie = await benchLogin(server.url, EMAIL);
    const checked = await verify(server.url, cookie, ids);
    const base = { url: server.url, connections: CONNECTIONS, durationSec: DURATION_SEC };
    const trivial = await load({ ...base, paths: ['/api/ping'] });
    const details = shuffled(ids).map((id) => `${DETAIL_PATH}?id=${id}`);
    const pages = Array.from(
      { length: Math.ceil(ids.length / PAGE_SIZE) },
      (_, i) => `${LIST_PATH}?page=${i + 1}&pageSize=${PAGE_SIZE}`,
    );
    const headers = { cookie };
    // Each order and page once, none remembered yet (the checks above read other pages only).
    const firstDetails = await load({ ...base, headers, paths: details, amount: details.length });
    const firstPages = await load({ ...base, headers, paths: pages, amount: pages.length });
    const detail = await load({ ...base, headers, paths: shuffled(ids).map((id) => `${DETAIL_PATH}?id=${id}`) });
    const list = await load({ ...base, headers, paths: pages });
    console.log(
      `\n## ${name}: ${ids.length} purchase orders of ${LINES_PER_ORDER} lines written in ${(preparedMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `progress ${JSON.stringify(checked.progress)}; a page of ${PAGE_SIZE} ${checked.listBytes} bytes, a detail ${checked.detailBytes} bytes`,
    );
    console.log(`${CONNECTIONS} connections; first reads once each, then ${DURATION_SEC} s each`);
    console.log('| route | requests/s | p50 ms | p99 ms | failures | target p99 |');
    console.log('|---|---|---|---|---|---|');
    /** @type {Array<[string, typeof trivial, string]>} */
    const rows = [
      ['GET /api/ping (trivial)', trivial, ''],
      [`GET ${DETAIL_PATH}, first read of each of ${ids.length}`, firstDetails, ''],
      [`GET ${LIST_PATH}, first read of each of ${pages.length} pages`, firstPages, ''],
      [`GET ${DETAIL_PATH} (${ids.length} ids in turn)`, detail, `≤ ${TARGET_P99_MS} ms`],
      [`GET ${LIST_PATH} (${pages.length} pages of ${PAGE_SIZE} in turn)`, list, `≤ ${TARGET_P99_MS} ms`],
    ];
    for (const [route, r, target] of rows) {
      console.log(`| ${route} | ${r.requestsPerSec} | ${r.p50} | ${r.p99} | ${r.failures} | ${target} |`);
    }
  } finally {
    await server.stop();
  }
}

await onBothDatabases('mall-bench-orders', measure);
