import { describe, expect, it } from 'vitest';
import { ORDER_UNITS } from './constants.js';
import { unitName } from './units.js';

describe('unitName', () => {
  it('agrees with a count in English, and names the unit in Chinese whatever the count', () => {
    expect(unitName('pcs', 'en', 1)).toBe('piece');
    expect(unitName('pcs', 'en', 50)).toBe('pieces');
    expect(unitName('box', 'en', 0)).toBe('boxes');
    expect(unitName('roll', 'en', 1)).toBe('roll');
    expect(unitName('pcs', 'zh-Hans', 1)).toBe('件');
    expect(unitName('box', 'zh-Hans', 12)).toBe('盒');
  });

  it('names a unit as a list does without a count, and every unit in both languages', () => {
    expect(unitName('pcs', 'en')).toBe('Pieces');
    expect(unitName('kg', 'en')).toBe('Kilograms');
    expect(unitName('carton', 'zh-Hans')).toBe('箱');
    for (const code of ORDER_UNITS) {
      expect(unitName(code, 'en')).not.toBe(code);
      expect(unitName(code, 'zh-Hans')).not.toBe(code);
    }
  });

  it('shows a unit the mall does not name as it was written', () => {
    expect(unitName('drums', 'en', 3)).toBe('drums');
    expect(unitName('桶', 'zh-Hans')).toBe('桶');
  });
});
