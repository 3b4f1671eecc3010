import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneLanguage, readLanguage, saveLanguage } from './language';
import { readText, removeItem, storageKeys } from './storage';

afterEach(() => {
  removeItem(storageKeys.languageType);
  vi.unstubAllGlobals();
});

describe('the language a new player sees', () => {
  it('is the phone’s: Traditional Chinese for Taiwan, Hong Kong, Macau and zh-Hant, Simplified for any other zh-*, else English', () => {
    expect(phoneLanguage(['zh-CN'])).toBe('zh');
    expect(phoneLanguage(['zh-SG'])).toBe('zh');
    expect(phoneLanguage(['zh-Hans-HK'])).toBe('zh');
    expect(phoneLanguage(['zh-TW'])).toBe('zh-TW');
    expect(phoneLanguage(['zh-HK'])).toBe('zh-TW');
    expect(phoneLanguage(['zh-MO'])).toBe('zh-TW');
    expect(phoneLanguage(['zh-Hant'])).toBe('zh-TW');
    expect(phoneLanguage(['zh-Hant-HK', 'en-US'])).toBe('zh-TW');
    expect(phoneLanguage(['fr-FR', 'zh-TW'])).toBe('zh-TW');
    expect(phoneLanguage(['ZH'])).toBe('zh');
    expect(phoneLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(phoneLanguage(['fr-FR'])).toBe('en');
    expect(phoneLanguage(['fr-FR', 'zh-CN'])).toBe('zh');
    expect(phoneLanguage([])).toBe('en');
    // Tags that only begin with the letters are other languages.
    expect(phoneLanguage(['zha', 'eng'])).toBe('en');
  });

  it('follows navigator.languages until a language is chosen, then the choice', () => {
    vi.stubGlobal('navigator', { languages: ['zh-CN', 'zh'], language: 'zh-CN' });
    expect(readLanguage()).toBe('zh');
    saveLanguage('en');
    expect(readLanguage()).toBe('en');
    vi.stubGlobal('navigator', { languages: ['fr-FR'], language: 'fr-FR' });
    removeItem(storageKeys.languageType);
    expect(readLanguage()).toBe('en');
    saveLanguage('zh');
    expect(readLanguage()).toBe('zh');
  });

  it('is kept as its spec §3 spelling, ZH-TW for Traditional Chinese, and read back whatever the phone says', () => {
    vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
    saveLanguage('zh-TW');
    expect(readText(storageKeys.languageType)).toBe('ZH-TW');
    expect(readLanguage()).toBe('zh-TW');
    vi.stubGlobal('navigator', { languages: ['zh-TW'], language: 'zh-TW' });
    saveLanguage('zh');
    expect(readLanguage()).toBe('zh');
  });
});
