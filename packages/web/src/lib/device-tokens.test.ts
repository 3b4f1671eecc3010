import { afterEach, describe, expect, it } from 'vitest';
import { readDeviceToken, saveDeviceToken } from './device-tokens';
import { clearSession, saveSession } from './session';
import { removeItem, storageKeys, writeText } from './storage';

afterEach(() => removeItem(storageKeys.deviceTokens));

describe('device tokens', () => {
  it('are kept per account, in any letter case, and outlive a logout', () => {
    saveDeviceToken('Alice', 'dev-a');
    saveDeviceToken('bob', 'dev-b');
    saveSession({ token: 'tok', uLoginId: 1 });
    clearSession();
    expect(readDeviceToken('alice')).toBe('dev-a');
    expect(readDeviceToken(' BOB ')).toBe('dev-b');
    expect(readDeviceToken('carol')).toBeUndefined();
  });

  it('stay as they are when an answer brings none, and survive a damaged store', () => {
    saveDeviceToken('alice', 'dev-a');
    saveDeviceToken('alice', undefined);
    expect(readDeviceToken('alice')).toBe('dev-a');
    writeText(storageKeys.deviceTokens, '["not", "a", "map"]');
    expect(readDeviceToken('alice')).toBeUndefined();
    saveDeviceToken('alice', 'dev-new');
    expect(readDeviceToken('alice')).toBe('dev-new');
  });
});
