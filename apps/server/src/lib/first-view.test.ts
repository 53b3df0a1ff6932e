import { runInNewContext } from 'node:vm';
import { EARLY_READS_GLOBAL, PICTURE_PLACES, pictureSources } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { FIRST_VIEW_SCRIPT } from './first-view.js';

/**
 * The storefront page's first script, run as a browser runs it, before any of the app's scripts:
 * the first read of a product or results address, and the pictures its answer names.
 */

interface Element {
  attributes: Record<string, string>;
}

/** Runs the script at `hash` with `answer` for its read: what it asked, the elements it added, and its window. */
async function runAt(hash: string, answer: () => Promise<Response>) {
  const asked: string[] = [];
  const added: Element[] = [];
  const element = (): Element & Record<string, unknown> => {
    const attributes: Record<string, string> = {};
    return new Proxy(
      { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) },
      {
        set: (target, name, value) => {
          target.attributes[String(name)] = String(value);
          return true;
        },
      },
    ) as Element & Record<string, unknown>;
  };
  const window: Record<string, unknown> = {
    URLSearchParams,
    location: { hash },
    localStorage: { getItem: () => 'cn' },
    fetch: (url: string) => {
      asked.push(url);
      return answer();
    },
    document: {
      documentElement: { classList: { remove: () => undefined } },
      createElement: element,
      head: { appendChild: (child: Element) => added.push(child) },
    },
  };
  window.window = window;
  runInNewContext(FIRST_VIEW_SCRIPT, window);
  // The answer, then its copy's body, then the pictures.
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
  return { asked, added: added.map((child) => child.attributes), window };
}

const drawn = (id: number) => `/media/product/${id}.svg?v=h${id}`;
const json =
  (body: unknown, status = 200) =>
  async () =>
    Response.json(body, { status });

/** The preload a picture drawn in `place` gets: the sources its `<img>` names. */
function preloadOf(image: string, place: { sizes: string; fallback: 360 | 720 }) {
  const { src, srcSet, sizes } = pictureSources(image, place.sizes, place.fallback);
  return { rel: 'preload', as: 'image', href: src, imagesrcset: srcSet, imagesizes: sizes, fetchpriority: 'high' };
}

describe("the page's first script", () => {
  it("asks for a product page's product, then for its first picture as the gallery draws it, leaving the answer whole for the app", async () => {
    const answer = { code: 0, msg: 'ok', data: { id: 7, images: [drawn(7), drawn(8)] } };
    const { asked, added, window } = await runAt('#/pages/home/detail?id=7', json(answer));
    expect(asked).toEqual(['/api/cn/shop/product/detail?id=7']);
    expect(added).toEqual([preloadOf(drawn(7), PICTURE_PLACES.wide)]);
    const early = window[EARLY_READS_GLOBAL] as Record<string, Promise<Response>>;
    const read = early['/api/cn/shop/product/detail?id=7'];
    expect(await (await read)?.json()).toEqual(answer);
  });

  it("asks for a results page's first row of pictures as its cards draw them", async () => {
    const list = [1, 2, 3].map((id) => ({ id, image: drawn(id) }));
    const { asked, added } = await runAt('#/pages/home/searchProduct?keyword=bolt', json({ code: 0, data: { list } }));
    expect(asked).toEqual(['/api/cn/shop/search?keyword=bolt&sort=relevance&page=1&pageSize=20']);
    expect(added).toEqual([preloadOf(drawn(1), PICTURE_PLACES.card), preloadOf(drawn(2), PICTURE_PLACES.card)]);
  });

  it('asks for no picture when the read is refused or fails, and for nothing on another page', async () => {
    const refused = await runAt('#/pages/home/detail?id=7', json({ code: 20001, msg: 'gone', data: null }, 404));
    expect(refused.added).toEqual([]);
    const failed = await runAt('#/pages/home/detail?id=7', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(failed.asked).toHaveLength(1);
    expect(failed.added).toEqual([]);
    const home = await runAt('#/pages/home/index', json({}));
    expect(home).toMatchObject({ asked: [], added: [] });
  });
});
