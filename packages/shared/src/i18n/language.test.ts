import { describe, expect, it } from 'vitest';
import { pageConfigText } from '../api/page-config-text';
import {
  convertedFrom,
  languageOfTag,
  languages,
  parseLanguage,
  writtenLanguageOf,
  writtenLanguages,
} from './language';

describe('the languages', () => {
  it('are English, Simplified and Traditional Chinese; operators write the first two', () => {
    expect(languages).toEqual(['en', 'zh', 'zh-TW']);
    expect(writtenLanguages).toEqual(['en', 'zh']);
    expect(convertedFrom).toEqual({ 'zh-TW': 'zh' });
    expect(languages.map(writtenLanguageOf)).toEqual(['en', 'zh', 'zh']);
  });

  it('read a tag as the app and the server do: Taiwan, Hong Kong, Macau and zh-Hant are Traditional', () => {
    const read = (tags: string[]) => tags.map((tag) => languageOfTag(tag));
    expect(read(['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-CN', 'ZH-TW', 'zh_TW', 'zh_hk'])).toEqual(
      Array(8).fill('zh-TW'),
    );
    expect(read(['zh', 'ZH', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-HK', 'zh_CN'])).toEqual(
      Array(7).fill('zh'),
    );
    expect(read(['en', 'EN', 'en-GB', 'en_US'])).toEqual(Array(4).fill('en'));
    expect(read(['fr', 'zha', 'eng', ''])).toEqual(Array(4).fill(null));
    // An Accept-Language header is read by its first entry.
    expect(languageOfTag('zh-TW,zh;q=0.9,en;q=0.8')).toBe('zh-TW');
    expect(languageOfTag('zh-CN,zh-TW;q=0.5')).toBe('zh');
  });

  it('take anything else a client sends as English', () => {
    expect(parseLanguage('ZH-TW')).toBe('zh-TW');
    expect(parseLanguage('zh')).toBe('zh');
    for (const other of ['fr-FR', '', undefined, null, 7, { lang: 'zh' }])
      expect(parseLanguage(other)).toBe('en');
  });
});

describe('a remote page config’s text', () => {
  it('falls back from Traditional to Simplified, as written, then to the other languages', () => {
    expect(pageConfigText({ en: 'Lobby', zh: '大厅' }, 'zh-TW')).toBe('大厅');
    expect(pageConfigText({ en: 'Lobby', zh: '大厅', 'zh-TW': '大廳' }, 'zh-TW')).toBe('大廳');
    expect(pageConfigText({ en: 'Lobby', zh: ' ' }, 'zh-TW')).toBe('Lobby');
    expect(pageConfigText({ 'zh-TW': '大廳' }, 'en')).toBe('大廳');
    expect(pageConfigText({ zh: '大厅' }, 'en')).toBe('大厅');
    expect(pageConfigText('Lobby', 'zh-TW')).toBe('Lobby');
    expect(pageConfigText({}, 'zh')).toBeNull();
  });
});
