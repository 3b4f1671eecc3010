import { describe, expect, it } from 'vitest';
import { describeDevice, deviceName } from './device-names';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('devices by their user agent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(describeDevice(ANDROID_CHROME)).toEqual({
      browser: 'Chrome',
      browserVersion: '126',
      os: 'Android',
      osVersion: '14',
      platform: 'mobile',
    });
    expect(describeDevice(IPHONE_SAFARI)).toMatchObject({ browser: 'Safari', os: 'iOS', platform: 'mobile' });
    expect(describeDevice(WINDOWS_FIREFOX)).toMatchObject({
      browser: 'Firefox',
      os: 'Windows',
      platform: 'desktop',
    });
  });

  it('writes one line without words of either language', () => {
    expect(deviceName(ANDROID_CHROME)).toBe('Chrome 126 · Android 14');
    expect(deviceName(IPHONE_SAFARI)).toBe('Safari 17.5 · iOS 17.5');
  });

  it('says nothing it does not know', () => {
    expect(describeDevice('')).toEqual({
      browser: '',
      browserVersion: '',
      os: '',
      osVersion: '',
      platform: 'other',
    });
    expect(deviceName('')).toBe('?');
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
