import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../tools/compile-hints-plugin';

const APPS = ['web', 'desktop', 'console'] as const;

/** Each script of a build and the scripts it imports statically (`import … from "./x.js"`). */
function importsOf(app: (typeof APPS)[number]): Map<string, string[]> {
  const dir = fileURLToPath(new URL(`../apps/${app}/dist/assets/`, import.meta.url));
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(`${dir}${file}`, 'utf8');
    const imported = [...code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)];
    graph.set(
      file,
      imported.map((match) => match[1] as string),
    );
  }
  return graph;
}

/** Every chain of static imports that comes back to where it started. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** The storefront page's chunk (`home-page`, `product-detail-page`) and every script it imports, through others. */
function codeOfPage(page: string): Set<string> {
  const graph = importsOf('web');
  const entry = [...graph.keys()].find((file) => new RegExp(`^${page}-[\\w-]+\\.js$`).test(file));
  expect(entry).toBeDefined();
  const loaded = new Set<string>();
  const visit = (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
  };
  visit(entry as string);
  return loaded;
}

describe('the built front ends', () => {
  // Two chunks that import each other run in an order that can reach a binding before it is set: a
  // page then fails with "x is not a function" in the browser, far from the cause (the chunk groups
  // of apps/web/vite.config.ts).
  it.each(APPS)('%s: no chunk imports, through others, itself', (app) => {
    const graph = importsOf(app);
    expect(graph.size).toBeGreaterThan(10);
    expect(cyclesOf(graph)).toEqual([]);
  });

  // A phone opening a product waits for every byte of its code: the gallery slides by the browser's
  // own scrolling and the quantity is checked without the schema library.
  it('web: the code of the product page, with all it imports, has neither the animation chunk nor the schemas', () => {
    const loaded = codeOfPage('product-detail-page');
    expect([...loaded].filter((file) => /^(motion|schemas|coerce)-/.test(file))).toEqual([]);
    expect(loaded.size).toBeGreaterThan(5);
  });

  // The modules the catalogue's pages share come in a few files (decision 063): split by the bundler
  // alone, the home's code was 22 scripts of 1-2 KB, each a preload link the shell's start appended.
  it('web: the code of the home page, with all it imports, is a handful of scripts', () => {
    const loaded = codeOfPage('home-page');
    expect([...loaded].filter((file) => /^(product-list-shared|header-shared)-/.test(file))).toHaveLength(2);
    expect(loaded.size).toBeLessThanOrEqual(10);
  });

  // The search pages' shared modules come in one file (decision 065): the results page's code was 18
  // scripts, asked for once the shell had run, and its first picture waited for them.
  it('web: the code of the search results page, with all it imports, is a handful of scripts', () => {
    const loaded = codeOfPage('search-product-page');
    expect([...loaded].filter((file) => /^search-shared-/.test(file))).toHaveLength(1);
    expect(loaded.size).toBeLessThanOrEqual(11);
  });

  // The shell is one chunk with Preact, the CommonJS libraries and the bundler's runtime beside it
  // (decision 060): split by the bundler alone, it was twenty-odd files queued on HTTP/1.1's six
  // connections before the first page could run.
  it('web: the page names the shell in a handful of scripts', () => {
    const html = readFileSync(fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url)), 'utf8');
    const scripts = html.match(/<script type="module"[^>]*src=|<link rel="modulepreload"/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(4);
  });

  // The page paints once its stylesheet is in: listed behind twenty module preloads, it waited for
  // their bytes over HTTP/1.1's six connections on a phone's line (tools/stylesheets-first-plugin.ts).
  it.each(['web', 'desktop'] as const)('%s: the page asks for its stylesheet before any script', (app) => {
    const html = readFileSync(fileURLToPath(new URL(`../apps/${app}/dist/index.html`, import.meta.url)), 'utf8');
    const sheet = html.search(/<link rel="stylesheet"/);
    expect(sheet).toBeGreaterThan(0);
    expect(sheet).toBeLessThan(html.search(/<script type="module"/));
    expect(sheet).toBeLessThan(html.search(/<link rel="modulepreload"/));
  });

  // Compiled at its first call on the main thread, the storefront's code was the larger part of a
  // phone's blocking time as the home page first drew (decision 064): every script, as sent in any
  // encoding, opens with V8's hint to compile it whole while it streams in.
  it('web: every script, plain, brotli and gzip, opens with the compile hint', () => {
    const dir = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));
    const files = readdirSync(dir);
    const scripts = files.filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const openings = scripts.flatMap((name) => {
      const code = readFileSync(`${dir}${name}`);
      return [
        [name, code],
        ...(files.includes(`${name}.br`)
          ? [[`${name}.br`, brotliDecompressSync(readFileSync(`${dir}${name}.br`))]]
          : []),
        ...(files.includes(`${name}.gz`) ? [[`${name}.gz`, gunzipSync(readFileSync(`${dir}${name}.gz`))]] : []),
      ] as Array<[string, Buffer]>;
    });
    expect(openings.filter(([name]) => name.endsWith('.br')).length).toBeGreaterThan(10);
    const withoutHint = openings.filter(([, code]) => code.toString('utf8', 0, COMPILE_HINT.length) !== COMPILE_HINT);
    expect(withoutHint.map(([name]) => name)).toEqual([]);
  });
});
