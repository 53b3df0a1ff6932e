import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CataloguePicture } from './catalogue-picture';

const UPLOAD = '/media/uploads/00112233445566778899aabbccddeeff';

function shownSrc(src: string, width: number): string | null | undefined {
  const { container, unmount } = render(<CataloguePicture src={src} width={width} alt="" />);
  const shown = container.querySelector('img')?.getAttribute('src');
  unmount();
  return shown;
}

describe('CataloguePicture', () => {
  it('loads an upload or a drawn picture at the served width that stays sharp at twice its size', () => {
    expect(shownSrc(UPLOAD, 180)).toBe(`${UPLOAD}/360`);
    expect(shownSrc(UPLOAD, 320)).toBe(`${UPLOAD}/720`);
    expect(shownSrc(UPLOAD, 600)).toBe(`${UPLOAD}/960`);
    expect(shownSrc('/media/product/7.svg?v=abc', 48)).toBe('/media/product/7/120?v=abc');
  });

  it('loads any other picture as it is', () => {
    expect(shownSrc('/media/products/ab12.jpg', 120)).toBe('/media/products/ab12.jpg');
  });
});
