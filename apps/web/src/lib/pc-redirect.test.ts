import { describe, expect, it, vi } from 'vitest';
import { pcUrlFromHash, redirectToDesktop } from './pc-redirect';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const TARGET = 'https://mall.example.com/productDetail?id=5&lang=en';

function fakeLocation(hash: string) {
  return { hash, replace: vi.fn() };
}

describe('pc_url redirect', () => {
  it('sends a computer to the decoded pc_url', () => {
    const location = fakeLocation(`#/pages/home/detail?id=5&pc_url=${encodeURIComponent(TARGET)}`);
    expect(redirectToDesktop(location, DESKTOP)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith(TARGET);
  });

  it('keeps a phone on the mobile page', () => {
    const location = fakeLocation(`#/pages/home/index?pc_url=${encodeURIComponent(TARGET)}`);
    expect(redirectToDesktop(location, IPHONE)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('does nothing without pc_url in the hash', () => {
    const location = fakeLocation('#/pages/home/index?id=5');
    expect(redirectToDesktop(location, DESKTOP)).toBe(false);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('never follows a non-web or malformed address', () => {
    expect(pcUrlFromHash(`#/?pc_url=${encodeURIComponent('javascript:alert(1)')}`)).toBeUndefined();
    expect(pcUrlFromHash('#/?pc_url=%E0%A4%A')).toBeUndefined();
    expect(pcUrlFromHash('#/?pc_url=')).toBeUndefined();
    expect(pcUrlFromHash(`#pc_url=${encodeURIComponent(TARGET)}`)).toBe(TARGET);
  });
});
