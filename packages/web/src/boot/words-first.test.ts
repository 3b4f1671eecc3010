import { runInNewContext } from 'node:vm';
import { CHINESE_TAG, parseLanguage, TRADITIONAL_TAG } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { phoneLanguage } from '../lib/language';
import { storageKeys } from '../lib/storage-keys';
import { wordsFirstScript } from './words-first';

const urls = {
  en: './assets/words-en-1.js',
  zh: './assets/words-zh-2.js',
  'zh-TW': './assets/words-zh-tw-3.js',
};

/** Runs the script on a page whose storage holds `stored`, and answers the link it added. */
function preloaded(
  stored: string | null,
  storage: 'works' | 'throws' = 'works',
  navigator: { languages?: string[]; language?: string } = {},
) {
  const links: Array<{ rel?: string; href?: string; crossOrigin?: string }> = [];
  const context = {
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'throws') throw new Error('storage is off');
        return key === storageKeys.languageType ? stored : null;
      },
    },
    navigator,
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  };
  runInNewContext(wordsFirstScript(urls, { chinese: CHINESE_TAG, traditional: TRADITIONAL_TAG }), context);
  return links;
}

describe('the page’s first script', () => {
  it('preloads the words of the language the app reads from storage', () => {
    for (const stored of ['ZH', 'zh', 'zh-CN', 'ZH-TW', 'zh-HK', 'zh_Hant', 'EN', 'en', 'fr', '', null]) {
      const [link] = preloaded(stored);
      expect(link).toEqual({ rel: 'modulepreload', crossOrigin: '', href: urls[parseLanguage(stored)] });
    }
  });

  it('preloads English when storage cannot be read, as the app then shows', () => {
    expect(preloaded('ZH', 'throws')).toEqual([{ rel: 'modulepreload', crossOrigin: '', href: urls.en }]);
  });

  it('with no stored choice, preloads the phone’s language as the app reads it', () => {
    const phones = [
      ['zh-CN'],
      ['zh-TW', 'en'],
      ['fr-FR'],
      ['fr-FR', 'zh-HK'],
      ['zh-MO'],
      ['zh-Hant'],
      ['zh-Hans-HK'],
      ['en-US', 'zh-CN'],
      [],
    ];
    for (const languages of phones) {
      const [link] = preloaded(null, 'works', { languages });
      expect(link?.href).toBe(urls[phoneLanguage(languages)]);
    }
    expect(preloaded(null, 'works', { languages: ['zh-TW'] })[0]?.href).toBe(urls['zh-TW']);
    expect(preloaded(null, 'works', { languages: ['zh-SG'] })[0]?.href).toBe(urls.zh);
    expect(preloaded(null, 'works', { language: 'zh-CN' })[0]?.href).toBe(urls.zh);
    expect(preloaded('EN', 'works', { languages: ['zh-CN'] })[0]?.href).toBe(urls.en);
  });
});
