import { describe, expect, it } from 'vitest';
import { returnUrl } from './e-select-page';

describe('select page', () => {
  it('returns to an in-app page with the choice in its query, never off the site', () => {
    expect(returnUrl('/pages/user/register', 'country', 'DE')).toBe('/pages/user/register?country=DE');
    expect(returnUrl('/pages/user/register?x=1&country=CN', 'country', 'DE')).toBe(
      '/pages/user/register?x=1&country=DE',
    );
    expect(returnUrl('https://evil.example/', 'country', 'DE')).toBe('/pages/home/index?country=DE');
  });
});
