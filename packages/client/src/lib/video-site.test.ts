import {
  IMAGE_PING_TIMEOUT_MS,
  STORAGE_KEYS,
  VIDEO_SITE_REACHABILITY_CACHE_MS,
  VIDEO_SITE_REACHABLE_THRESHOLD_MS,
} from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVideoSite } from './video-site';

/** A stand-in for `Image`: the test decides when (and whether) it loads. */
class FakeImage {
  static last: FakeImage | undefined;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.last = this;
  }
}

const PING_URL = 'https://video.example.com/ping.png';
const getPingUrl = () => Promise.resolve(PING_URL);

function stored() {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.videoReachability) ?? 'null');
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
  vi.stubGlobal('Image', FakeImage);
  FakeImage.last = undefined;
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('video-site reachability at launch', () => {
  it('reuses a cached verdict under 24 h old without pinging', async () => {
    localStorage.setItem(
      STORAGE_KEYS.videoReachability,
      JSON.stringify({ value: true, time: Date.now() - VIDEO_SITE_REACHABILITY_CACHE_MS + 1000 }),
    );
    const report = vi.fn();
    const getUrl = vi.fn(getPingUrl);
    await expect(checkVideoSite(getUrl, report)).resolves.toBe(true);
    expect(getUrl).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(true);
  });

  it('pings again when the cached verdict is 24 h old, and caches the new one with its time', async () => {
    localStorage.setItem(
      STORAGE_KEYS.videoReachability,
      JSON.stringify({ value: false, time: Date.now() - VIDEO_SITE_REACHABILITY_CACHE_MS }),
    );
    const result = checkVideoSite(getPingUrl, vi.fn());
    await vi.advanceTimersByTimeAsync(300);
    expect(FakeImage.last?.src).toMatch(/^https:\/\/video\.example\.com\/ping\.png\?_=\d+$/);
    FakeImage.last?.onload?.();
    await expect(result).resolves.toBe(true);
    expect(stored()).toEqual({ value: true, time: Date.now() });
  });

  it('counts an image error as unreachable', async () => {
    const report = vi.fn();
    const result = checkVideoSite(getPingUrl, report);
    await vi.advanceTimersByTimeAsync(0);
    FakeImage.last?.onerror?.();
    await expect(result).resolves.toBe(false);
    expect(report).toHaveBeenLastCalledWith(false);
    expect(stored().value).toBe(false);
  });

  it('reports unreachable for now after the 5 s ping time-out, and reachable if the image loads by 10 s', async () => {
    const report = vi.fn();
    const result = checkVideoSite(getPingUrl, report);
    await vi.advanceTimersByTimeAsync(IMAGE_PING_TIMEOUT_MS);
    expect(report).toHaveBeenCalledWith(false);
    await vi.advanceTimersByTimeAsync(VIDEO_SITE_REACHABLE_THRESHOLD_MS - IMAGE_PING_TIMEOUT_MS - 100);
    FakeImage.last?.onload?.();
    await expect(result).resolves.toBe(true);
    expect(report).toHaveBeenLastCalledWith(true);
    expect(stored().value).toBe(true);
  });

  it('is unreachable when nothing answers within the 10 000 ms threshold', async () => {
    const result = checkVideoSite(getPingUrl, vi.fn());
    await vi.advanceTimersByTimeAsync(VIDEO_SITE_REACHABLE_THRESHOLD_MS);
    await expect(result).resolves.toBe(false);
    FakeImage.last?.onload?.(); // too late: ignored
    expect(stored().value).toBe(false);
  });

  it('is unreachable when the ping URL cannot be read or is empty', async () => {
    await expect(checkVideoSite(() => Promise.reject(new Error('offline')), vi.fn())).resolves.toBe(false);
    localStorage.clear();
    await expect(checkVideoSite(() => Promise.resolve(''), vi.fn())).resolves.toBe(false);
    expect(FakeImage.last).toBeUndefined();
  });

  it('ignores an unreadable cache record', async () => {
    localStorage.setItem(STORAGE_KEYS.videoReachability, '{not json');
    const result = checkVideoSite(getPingUrl, vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    FakeImage.last?.onerror?.();
    await expect(result).resolves.toBe(false);
  });
});
