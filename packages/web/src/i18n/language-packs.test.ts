import type { Language } from '@fair28/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { readJson, removeItem, storageKeys } from '../lib/storage';
import { applyStoredPacks, type Catalogue, mergePack, readStoredPacks, receivePack } from './language-packs';

const bundle: Record<Language, Record<string, string>> = {
  en: { 'home.balance': 'Balance', 'home.shortcuts': 'Shortcuts' },
  zh: { 'home.balance': '余额' },
  'zh-TW': { 'home.balance': '餘額' },
};

function fakeCatalogue() {
  const current: Record<Language, Record<string, string>> = {
    en: { ...bundle.en },
    zh: { ...bundle.zh },
    'zh-TW': { ...bundle['zh-TW'] },
  };
  const catalogue: Catalogue = {
    bundled: (language) => bundle[language],
    replace: (language, words) => {
      current[language] = words;
    },
  };
  return { catalogue, current };
}

describe('server language packs', () => {
  beforeEach(() => removeItem(storageKeys.languagePacks));

  it('override the bundled words the app knows, as plain text, and nothing else', () => {
    expect(
      mergePack(bundle.en, { 'home.balance': 'Wallet', 'x.unknown': 'ignored', 'home.shortcuts': ' ' }),
    ).toEqual({
      'home.balance': 'Wallet',
      'home.shortcuts': 'Shortcuts',
    });
  });

  it('show an operator’s change at once and again on the next start, from local storage', () => {
    const first = fakeCatalogue();
    receivePack(first.catalogue, {
      language: 'en',
      entries: { 'home.balance': 'Wallet' },
      updateTime: '2026-01-01T00:00:00.000Z',
    });
    expect(first.current.en['home.balance']).toBe('Wallet');
    expect(readStoredPacks().en?.entries).toEqual({ 'home.balance': 'Wallet' });

    const restart = fakeCatalogue();
    applyStoredPacks(restart.catalogue);
    expect(restart.current.en['home.balance']).toBe('Wallet');
    expect(restart.current.zh['home.balance']).toBe('余额');
  });

  it('restore the bundled words when the operator empties the pack', () => {
    const { catalogue, current } = fakeCatalogue();
    receivePack(catalogue, { language: 'en', entries: { 'home.balance': 'Wallet' }, updateTime: '' });
    receivePack(catalogue, { language: 'en', entries: {}, updateTime: '' });
    expect(current.en['home.balance']).toBe('Balance');
    expect(readJson(storageKeys.languagePacks)).toEqual({ en: { entries: {}, updateTime: '' } });
  });
});
