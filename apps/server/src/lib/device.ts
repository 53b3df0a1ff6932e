import type { Device } from '@mall/contract';
import Bowser from 'bowser';

const NO_DEVICE: Device = { browser: null, os: null, kind: null };

/** " 14" of "14.1.2": the version people name. */
function major(version: string | undefined): string {
  const first = version?.split('.')[0];
  return first ? ` ${first}` : '';
}

/**
 * Windows says "NT 10.0" for 10 and 11 alike: its version name ("10") is what people know. Browsers
 * on a Mac all claim 10.15 whatever the release, so no number is better than a wrong one.
 */
function osVersion(os: Bowser.Parser.OSDetails): string {
  if (os.name === 'macOS') return '';
  return os.name === 'Windows' ? major(os.versionName) : major(os.version);
}

/** The browser and system a User-Agent names ("Chrome 131", "Android 14", mobile), as far as it does. */
export function describeDevice(userAgent: string): Device {
  if (userAgent.trim() === '') return NO_DEVICE;
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  return {
    browser: parsed.browser.name ? `${parsed.browser.name}${major(parsed.browser.version)}` : null,
    os: parsed.os.name ? `${parsed.os.name}${osVersion(parsed.os)}` : null,
    kind: type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : null,
  };
}
