import { describe, expect, it } from 'vitest';
import { returnUrl } from './e-select-page';
import { filterOptions } from './select-options';

const OPTIONS = [
  { value: 'CN', label: 'China' },
  { value: 'DE', label: 'Germany' },
  { value: 'CI', label: "Côte d'Ivoire" },
  { value: 'JP', label: '日本' },
];

describe('select page', () => {
  it('filters by label, ignoring case and accents, or by exact code', () => {
    expect(filterOptions(OPTIONS, 'GERM').map((o) => o.value)).toEqual(['DE']);
    expect(filterOptions(OPTIONS, 'cote').map((o) => o.value)).toEqual(['CI']);
    expect(filterOptions(OPTIONS, 'cn').map((o) => o.value)).toEqual(['CN']);
    expect(filterOptions(OPTIONS, '日').map((o) => o.value)).toEqual(['JP']);
    expect(filterOptions(OPTIONS, '  ')).toHaveLength(4);
  });

  it('returns to an in-app page with the choice in its query, never off the site', () => {
    expect(returnUrl('/pages/user/register', 'country', 'DE')).toBe('/pages/user/register?country=DE');
    expect(returnUrl('/pages/user/register?x=1&country=CN', 'country', 'DE')).toBe(
      '/pages/user/register?x=1&country=DE',
    );
    expect(returnUrl('https://evil.example/', 'country', 'DE')).toBe('/pages/home/index?country=DE');
  });
});
