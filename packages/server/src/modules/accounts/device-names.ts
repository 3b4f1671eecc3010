// A device as its browser's user agent describes it (bowser): browser, system and kind, for the player's
// list of sessions and the new-device message. Unknown parts are ''.
import type { DevicePlatform, TDevice } from '@fair28/shared';
import Bowser from 'bowser';

const PLATFORMS: Record<string, DevicePlatform> = { mobile: 'mobile', tablet: 'tablet', desktop: 'desktop' };

/** Versions past their second part say nothing a player recognises: Chrome 126, not 126.0.6478.126. */
const shortVersion = (version: string | undefined) => (version ?? '').split('.').slice(0, 2).join('.');

export function describeDevice(userAgent: string): TDevice {
  const empty: TDevice = { browser: '', browserVersion: '', os: '', osVersion: '', platform: 'other' };
  if (!userAgent.trim()) return empty;
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name ?? '',
    browserVersion: shortVersion(parsed.browser.version).replace(/\.0$/, ''),
    os: parsed.os.name ?? '',
    osVersion: shortVersion(parsed.os.version),
    platform: PLATFORMS[parsed.platform.type ?? ''] ?? 'other',
  };
}

/** One line in any language: "Chrome 126 · Android 14"; the user agent itself when nothing is recognised. */
export function deviceName(userAgent: string): string {
  const device = describeDevice(userAgent);
  const parts = [
    [device.browser, device.browserVersion],
    [device.os, device.osVersion],
  ].map((words) => words.filter(Boolean).join(' '));
  const name = parts.filter(Boolean).join(' · ');
  return name || userAgent.slice(0, 60) || '?';
}
