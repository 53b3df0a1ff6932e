import { describe, expect, it } from 'vitest';
import { unitPlural } from './unit-plural.js';

describe('unitPlural', () => {
  it('writes the units of the catalogue for more than one', () => {
    expect(['piece', 'box', 'roll', 'pair', 'unit', 'square meter'].map(unitPlural)).toEqual([
      'pieces',
      'boxes',
      'rolls',
      'pairs',
      'units',
      'square meters',
    ]);
  });

  it('keeps abbreviations, plurals and Chinese units as they are', () => {
    expect(['kg', 'pcs', 'ml', 'sets', '个', '台'].map(unitPlural)).toEqual(['kg', 'pcs', 'ml', 'sets', '个', '台']);
  });
});
