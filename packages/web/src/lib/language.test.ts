import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneLanguage, readLanguage, saveLanguage } from './language';
import { removeItem, storageKeys } from './storage';

afterEach(() => {
  removeItem(storageKeys.languageType);
  vi.unstubAllGlobals();
});

describe('the language a new player sees', () => {
  it('is the phone’s: Chinese for any zh-*, else English', () => {
    expect(phoneLanguage(['zh-CN'])).toBe('zh');
    expect(phoneLanguage(['zh-TW'])).toBe('zh');
    expect(phoneLanguage(['zh-Hant-HK', 'en-US'])).toBe('zh');
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
});
