import { createRequire } from 'node:module';
import type { IconifyJSON } from '@iconify-json/mdi';
import { describe, expect, it } from 'vitest';
import { CATEGORY_TREE } from '../db/seed/vocabulary.js';
import { categoryArt, PRODUCT_VIEWS, type ProductSubject, productArt } from './artwork.js';

const mdi: IconifyJSON = createRequire(import.meta.url)('@iconify-json/mdi/icons.json');

/** The path data of an icon of Material Design Icons, named directly or by an alias. */
function pathOf(name: string): string {
  const body = (mdi.icons[name] ?? mdi.icons[mdi.aliases?.[name]?.parent ?? ''])?.body ?? '';
  const path = /d="([^"]+)"/.exec(body)?.[1];
  if (!path) throw new Error(`no icon ${name}`);
  return path;
}

const bolt: ProductSubject = { topSlug: 'fasteners', slug: 'bolts', name: 'Stainless Steel Hex Bolt M8x30' };
const glove: ProductSubject = {
  topSlug: 'safety-ppe',
  slug: 'gloves',
  name: 'Cut-Resistant Leather Work Glove Size L',
};

describe('productArt', () => {
  it('draws the object a product is: a bolt as a bolt, a glove as a glove', () => {
    const boltArt = productArt(bolt);
    const gloveArt = productArt(glove);
    expect(boltArt).toContain(pathOf('screw-lag'));
    expect(gloveArt).toContain(pathOf('glove'));
    expect(boltArt).not.toContain(pathOf('glove'));
    expect(gloveArt).not.toContain(pathOf('screw-lag'));
  });

  it('finds the longest noun the name contains, whatever its case', () => {
    const valve = { topSlug: 'pumps-valves', slug: 'ball-valves' };
    const threeWay = productArt({ ...valve, name: 'Brass Three-Way Ball Valve DN15' });
    expect(threeWay).toContain(pathOf('valve-open'));
    expect(threeWay).not.toContain(pathOf('valve'));
    expect(productArt({ ...valve, name: 'Brass Ball Valve DN15' })).toContain(pathOf('valve'));
    expect(productArt({ ...bolt, name: 'hex bolt, zinc plated' })).toContain(pathOf('screw-lag'));
  });

  it("shows a product named by an operator as its sub-category's object, else its top category's", () => {
    expect(productArt({ ...glove, name: 'Winter grip 3000' })).toContain(pathOf('glove'));
    expect(productArt({ topSlug: 'safety-ppe', slug: 'new-sub', name: 'Winter grip 3000' })).toContain(
      pathOf('hard-hat'),
    );
    expect(productArt({ topSlug: 'new-top', slug: 'new-sub', name: 'Winter grip 3000' })).toContain(
      pathOf('package-variant-closed'),
    );
  });

  it('draws each view differently, and the same product the same way every time', () => {
    const views = Array.from({ length: PRODUCT_VIEWS }, (_, view) => productArt(bolt, view));
    expect(new Set(views).size).toBe(PRODUCT_VIEWS);
    for (const view of views) expect(view).toContain(pathOf('screw-lag'));
    expect(Array.from({ length: PRODUCT_VIEWS }, (_, view) => productArt({ ...bolt }, view))).toEqual(views);
    // The colour is the top category's: another bolt of the same kind differs only in its angle.
    expect(productArt({ ...bolt, name: 'Brass Hex Bolt M6x20' })).not.toBe(views[0]);
  });

  it('keeps every product picture small and wordless, as phones load them', () => {
    for (const top of CATEGORY_TREE)
      for (const sub of top.subs)
        for (const noun of sub.nouns)
          for (let view = 0; view < PRODUCT_VIEWS; view++) {
            const svg = productArt({ topSlug: top.slug, slug: sub.slug, name: noun.en }, view);
            expect(svg.length).toBeLessThan(2500);
            expect(svg).toContain(pathOf(noun.icon));
            expect(svg).not.toMatch(/<text|<image|<script|href=|currentColor/);
          }
  });
});

describe('categoryArt', () => {
  it('draws the object a category sells, in its top category’s colour', () => {
    const gloves = categoryArt('safety-ppe', 'gloves');
    expect(gloves).toContain(pathOf('glove'));
    expect(categoryArt('fasteners', 'fasteners')).not.toBe(categoryArt('safety-ppe', 'safety-ppe'));
    // Sub-categories of one top share its colour, each on a ground of its own shade.
    expect(gloves.match(/hsl\((\d+),/)?.[1]).toBe(categoryArt('safety-ppe', 'safety-ppe').match(/hsl\((\d+),/)?.[1]);
  });

  it("shows an operator's new category as its top category's object, else as goods", () => {
    expect(categoryArt('safety-ppe', 'new-sub')).toContain(pathOf('hard-hat'));
    expect(categoryArt('new-top', 'new-top')).toContain(pathOf('package-variant-closed'));
  });

  it('gives every category of the vocabulary its own object, small and wordless', () => {
    for (const top of CATEGORY_TREE)
      for (const category of [top, ...top.subs]) {
        const svg = categoryArt(top.slug, category.slug);
        expect(svg).toContain(pathOf(category.icon));
        expect(svg.length).toBeLessThan(2500);
        expect(svg).not.toMatch(/<text|<image|<script|href=|currentColor/);
      }
  });
});
