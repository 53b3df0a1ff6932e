import { describe, expect, it } from 'vitest';
import { filterOptions } from './select-options';

const OPTIONS = [
  { value: 'CN', label: 'China' },
  { value: 'DE', label: 'Germany' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'JP', label: '日本' },
];

describe('select options', () => {
  it('filters by label, ignoring case and accents, or by exact code', () => {
    expect(filterOptions(OPTIONS, 'GERM').map((o) => o.value)).toEqual(['DE']);
    expect(filterOptions(OPTIONS, 'cote').map((o) => o.value)).toEqual(['CI']);
    expect(filterOptions(OPTIONS, 'cn').map((o) => o.value)).toEqual(['CN']);
    expect(filterOptions(OPTIONS, '日').map((o) => o.value)).toEqual(['JP']);
    expect(filterOptions(OPTIONS, '  ')).toHaveLength(4);
  });
});
