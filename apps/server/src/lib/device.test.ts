import { describe, expect, it } from 'vitest';
import { describeDevice } from './device.js';

describe('describeDevice', () => {
  it('names the browser and system with their major versions, and the kind of device', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Android 14', kind: 'mobile' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17', kind: 'mobile' });
  });

  it('calls Windows by the version name people know, not "NT 10.0"', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 131', os: 'Windows 10', kind: 'desktop' });
  });

  it('names a Mac without the 10.15 every browser on it claims', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      ),
    ).toEqual({ browser: 'Safari 18', os: 'macOS', kind: 'desktop' });
  });

  it('answers unknown parts as null, and no User-Agent as nothing known', () => {
    expect(describeDevice('')).toEqual({ browser: null, os: null, kind: null });
    expect(describeDevice('curl/8.0')).toEqual({ browser: null, os: null, kind: null });
  });
});
