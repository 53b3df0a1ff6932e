// What the search benchmarks ask and how: the same questions every run, and a latency load over them.
import { Agent, request } from 'node:http';
import { EXTRA_KEYWORDS } from './search-keywords.mjs';

/**
 * The same questions every run: category names in both languages, their words, the extra
 * keywords and a few product codes; each as typed letter by letter (suggestions) and as a search.
 * @param {string} baseUrl
 */
export async function questions(baseUrl) {
  /** @type {Set<string>} */
  const keywords = new Set(EXTRA_KEYWORDS);
  for (const lang of ['en_US', 'zh_CN']) {
    const tree = await (
      await fetch(`${baseUrl}/api/shop/category`, { headers: { cookie: `frontend_lang=${lang}` } })
    ).json();
    /** @param {Array<{ category_name: string, children: any[] }>} nodes */
    const walk = (nodes) => {
      for (const node of nodes) {
        keywords.add(node.category_name);
        for (const word of node.category_name.split(/[\s&,]+/)) if (word.length > 2) keywords.add(word.toLowerCase());
        walk(node.children);
      }
    };
    walk(tree.data.list);
  }
  const recommended = await (await fetch(`${baseUrl}/api/en/shop/product/recommend?pageSize=30`)).json();
  for (const product of recommended.data.list) keywords.add(product.code);
  const list = [...keywords];
  const match = list.flatMap((keyword) => {
    const chars = Array.from(keyword);
    return chars.slice(0, 8).map((_, i) => chars.slice(0, i + 1).join(''));
  });
  const search = list.flatMap((keyword) =>
    ['relevance', 'sales', 'newest'].flatMap((sort) =>
      [1, 2].map((page) => `/api/en/shop/search?keyword=${encodeURIComponent(keyword)}&sort=${sort}&page=${page}`),
    ),
  );
  return {
    keywords: list,
    match: match.map((typed) => `/api/shop/search/keyword/match?keyword=${encodeURIComponent(typed)}`),
    search,
  };
}

/**
 * `connections` clients in a loop over `paths` for `durationSec`, or through them once when
 * `durationSec` is null; an answer counts as a failure unless it is HTTP 200 with envelope status 200.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {number} connections
 * @param {number | null} durationSec
 */
export async function load(baseUrl, paths, connections, durationSec) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  /** @type {number[]} */
  const latencies = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const end = started + (durationSec ?? 0) * 1000;
  /** @param {string} path @returns {Promise<{ status: number, body: string }>} */
  const get = (path) =>
    new Promise((resolve, reject) => {
      const req = request({ agent, hostname, port, path, headers: { cookie: 'frontend_lang=en_US' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (durationSec === null ? next < paths.length : performance.now() < end) {
        const path = paths[next++ % paths.length] ?? '/';
        const sent = performance.now();
        try {
          const { status, body } = await get(path);
          latencies.push(performance.now() - sent);
          if (status !== 200 || JSON.parse(body).status !== 200) failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  agent.destroy();
  return {
    ...summarize(latencies),
    requestsPerSec: Math.round(latencies.length / ((performance.now() - started) / 1000)),
    failures,
  };
}

/** @param {number[]} latencies */
export function summarize(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  /** @param {number} p */
  const at = (p) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * The figures the server logs once its search index is built (LOG_LEVEL=info): waits for them.
 * @param {{ output: () => string }} server
 * @returns {Promise<{ products: number, lexemes: number, postings: number, bytes: number, buildMs: number }>}
 */
export async function indexBuilt(server) {
  for (;;) {
    for (const line of server.output().split('\n')) {
      if (line.includes('"search index built"')) return JSON.parse(line).search;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
