import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './navigation';

describe('safeRedirect', () => {
  it.each([
    ['/pages/cart/index', '/pages/cart/index'],
    ['/pages/home/detail?id=12', '/pages/home/detail?id=12'],
    ['/pages/category/index?category_id=3&x=a%20b', '/pages/category/index?category_id=3&x=a%20b'],
    ['/', '/'],
  ])('keeps the in-app route %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['https://evil.example/phish'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/pages\\..\\evil'],
    ['pages/cart/index'],
    [' /pages/cart/index'],
    ['/pages/cart/index\n//evil'],
    ['/pages/\tcart'],
    ['/pages/user/login?redirect=/pages/cart/index'],
    [`/${'a'.repeat(2001)}`],
  ])('refuses %j and goes home instead', (raw) => {
    expect(safeRedirect(raw)).toBe('/pages/home/index');
  });

  it('round-trips the login URL of the 401 flow', () => {
    const url = new URL(loginUrl('/pages/home/detail?id=7&tab=spec'), 'https://x.invalid');
    expect(safeRedirect(url.searchParams.get('redirect'))).toBe('/pages/home/detail?id=7&tab=spec');
  });
});
