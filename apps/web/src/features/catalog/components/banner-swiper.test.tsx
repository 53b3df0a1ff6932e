import { BANNER_AUTOPLAY_INTERVAL_MS, type Banner, H5_FIRST_VIEW_CLASS } from '@mall/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/test-render';
import { BannerSwiper } from './banner-swiper';

const BANNERS: Banner[] = [1, 2, 3].map((id) => ({
  id,
  title: `Banner ${id}`,
  subtitle: '',
  image: `/media/banner-${id}.png`,
  link: '',
}));

/** What the banners' query answers: settled with three banners unless a test says otherwise. */
let answer: { data?: { list: Banner[] }; isPending: boolean };

vi.mock('@mall/client/catalog/get-banners', () => ({
  useBanners: () => answer,
}));

const SLIDE_WIDTH = 390;
let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = false;
  answer = { data: { list: BANNERS }, isPending: false };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The banners' scrolling track, as wide as a phone, recording where autoplay sends it. */
function renderTrack() {
  const scrolls: number[] = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(SLIDE_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(function (
    this: HTMLElement,
    options?: ScrollToOptions | number,
  ) {
    if (typeof options === 'object' && options.left !== undefined) {
      scrolls.push(options.left);
      this.scrollLeft = options.left;
    }
  });
  renderPage(<BannerSwiper />);
  return { track: screen.getByTestId('banner-track'), scrolls };
}

describe('BannerSwiper', () => {
  it('moves on to the next banner every few seconds, and from the last back to the first', () => {
    const { scrolls } = renderTrack();
    vi.advanceTimersByTime(BANNER_AUTOPLAY_INTERVAL_MS * 3);
    expect(scrolls).toEqual([SLIDE_WIDTH, SLIDE_WIDTH * 2, 0]);
  });

  it('stays put while a finger is on the banners, also after a touch the system cancelled', () => {
    const { track, scrolls } = renderTrack();
    fireEvent.touchStart(track);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_INTERVAL_MS * 2);
    expect(scrolls).toEqual([]);
    fireEvent.touchEnd(track);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_INTERVAL_MS);
    expect(scrolls).toEqual([SLIDE_WIDTH]);
    fireEvent.touchStart(track);
    fireEvent.touchCancel(track);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_INTERVAL_MS);
    expect(scrolls).toEqual([SLIDE_WIDTH, SLIDE_WIDTH * 2]);
  });

  it('never moves by itself for a buyer who asked the system for less motion', () => {
    reducedMotion = true;
    const { scrolls } = renderTrack();
    vi.advanceTimersByTime(BANNER_AUTOPLAY_INTERVAL_MS * 3);
    expect(scrolls).toEqual([]);
    expect(screen.getAllByText(/^Banner \d$/)).toHaveLength(3);
  });

  it("leaves the page's first view over the app until the banners are answered, then takes it away", () => {
    const html = document.documentElement;
    html.classList.add(H5_FIRST_VIEW_CLASS);
    answer = { isPending: true };
    renderPage(<BannerSwiper />).unmount();
    expect(html.classList.contains(H5_FIRST_VIEW_CLASS)).toBe(true);
    answer = { data: { list: [] }, isPending: false };
    renderPage(<BannerSwiper />);
    expect(html.classList.contains(H5_FIRST_VIEW_CLASS)).toBe(false);
  });
});
