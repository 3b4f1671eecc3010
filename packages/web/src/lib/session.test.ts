import { afterEach, describe, expect, it } from 'vitest';
import { readLanguage, saveLanguage } from './language';
import { clearSession, hasSession, readToken, saveSession } from './session';
import { readJson, readText, removeItem, storageKeys, writeText } from './storage';

afterEach(() => {
  clearSession();
  removeItem(storageKeys.languageType);
  removeItem(storageKeys.clientConfig);
});

describe('session storage (spec §3 keys)', () => {
  it('stores token, hasLogin and uLoginId on login', () => {
    saveSession({ token: 'tok_1', uLoginId: 42 });
    expect(readText('token')).toBe('tok_1');
    expect(readText('hasLogin')).toBe('true');
    expect(readText('uLoginId')).toBe('42');
    expect(readToken()).toBe('tok_1');
    expect(hasSession()).toBe(true);
  });

  it('clears flag, token and account id on logout', () => {
    saveSession({ token: 'tok_1', uLoginId: 42 });
    clearSession();
    expect(readText('token')).toBeNull();
    expect(readText('hasLogin')).toBeNull();
    expect(readText('uLoginId')).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('does not count a half-cleared session as logged in', () => {
    writeText(storageKeys.hasLogin, 'true');
    expect(hasSession()).toBe(false);
    writeText(storageKeys.token, 'tok_2');
    removeItem(storageKeys.hasLogin);
    expect(hasSession()).toBe(false);
  });
});

describe('languageType', () => {
  it('defaults to English and stores the upper-case spelling of spec §3', () => {
    expect(readLanguage()).toBe('en');
    saveLanguage('zh');
    expect(readText('languageType')).toBe('ZH');
    expect(readLanguage()).toBe('zh');
    saveLanguage('en');
    expect(readText('languageType')).toBe('EN');
  });
});

describe('readJson', () => {
  it('reads a corrupt entry as missing rather than failing start-up', () => {
    writeText(storageKeys.clientConfig, '{not json');
    expect(readJson(storageKeys.clientConfig)).toBeNull();
  });
});
