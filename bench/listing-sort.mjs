// `npm run bench:listing-sort`: a market's listing sorted in one order, as a server does when the
// order is first asked for, over BENCH_PRODUCTS generated products (default 1,000,000): the radix
// sort of sorted-listing.ts against the comparison sort it replaced (a comparator over the keys read
// into arrays, decision 044), each order twice (the first as a server's first ask, its code still
// cold), the ratio printed. Runs the TypeScript source through tsx, no build needed.
import { sortedPositions } from '../apps/server/src/features/catalog/sorted-listing.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);

let state = 7;
const random = (/** @type {number} */ below) => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state % below;
};
const records = Array.from({ length: PRODUCTS }, (_, i) => ({
  id: i + 1,
  score: random(100),
  sales60d: random(500),
  salesVolume: random(100_000),
  priceUsd: 100 + random(1_000_000),
  createdMicros: 1_700_000_000_000_000 + random(2 ** 30) * 1000,
}));

/** @typedef {{ keys: Array<(p: (typeof records)[number]) => number>, idsDescending: boolean }} Order */
/** @type {Record<string, Order>} */
const ORDERS = {
  recommended: { keys: [(p) => -p.score, (p) => -p.sales60d], idsDescending: false },
  sales: { keys: [(p) => -p.salesVolume], idsDescending: false },
  price_asc: { keys: [(p) => p.priceUsd], idsDescending: false },
  newest: { keys: [(p) => -p.createdMicros], idsDescending: true },
};

/** The comparison sort the radix sort replaced: the keys read into arrays, positions compared through them. */
function compared(/** @type {typeof records} */ listed, /** @type {Order} */ order) {
  const n = listed.length;
  const [firstKey, secondKey] = order.keys;
  const first = new Float64Array(n);
  const second = new Float64Array(secondKey ? n : 0);
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const record = /** @type {(typeof records)[number]} */ (listed[i]);
    first[i] = /** @type {NonNullable<typeof firstKey>} */ (firstKey)(record);
    if (secondKey) second[i] = secondKey(record);
    ids[i] = record.id;
  }
  const idSign = order.idsDescending ? -1 : 1;
  const positions = new Uint32Array(n);
  for (let i = 0; i < n; i++) positions[i] = i;
  // `?? 0` only tells the type checker an index is in range.
  return positions.sort(
    (a, b) =>
      (first[a] ?? 0) - (first[b] ?? 0) ||
      (secondKey ? (second[a] ?? 0) - (second[b] ?? 0) : 0) ||
      ((ids[a] ?? 0) - (ids[b] ?? 0)) * idSign,
  );
}

const time = (/** @type {() => Uint32Array} */ sort) => {
  const started = performance.now();
  const positions = sort();
  return { ms: performance.now() - started, positions };
};

console.log(`${PRODUCTS.toLocaleString('en')} products, node ${process.version}`);
console.log('| order | ask | comparison sort ms | radix sort ms | ratio |');
console.log('|---|---|---|---|---|');
for (const ask of ['first', 'second']) {
  for (const [name, order] of Object.entries(ORDERS)) {
    const before = time(() => compared(records, order));
    const after = time(() => sortedPositions(/** @type {never} */ (records), /** @type {never} */ (order)));
    if (!before.positions.every((at, i) => at === after.positions[i]))
      throw new Error(`${name}: the two orders differ`);
    const ratio = (before.ms / after.ms).toFixed(1);
    console.log(`| ${name} | ${ask} | ${before.ms.toFixed(0)} | ${after.ms.toFixed(0)} | ${ratio}x |`);
  }
}
