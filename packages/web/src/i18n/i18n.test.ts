import { messages } from '@fair28/shared';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allWords,
  catalogue,
  changeLanguage,
  fillWords,
  onLanguageChange,
  onWordsChange,
  startingWords,
  translate,
  translateMessage,
  wordsState,
} from './i18n';
import { words as wordsEn } from './words-en';
import { words as wordsZh } from './words-zh';

afterAll(() => changeLanguage('en'));

describe('translateMessage', () => {
  it('fills a catalogue message from the loaded words of the current language, as the shared catalogue has it', async () => {
    await startingWords;
    expect(wordsState().hasAllWords).toBe(false);
    await allWords();
    expect(wordsState().hasAllWords).toBe(true);
    expect(translateMessage('export.tooManyRows', 5)).toBe(
      messages.en['export.tooManyRows'].replace('{0}', '5'),
    );
    await changeLanguage('zh');
    expect(translateMessage('export.tooManyRows', 5)).toBe(
      messages.zh['export.tooManyRows'].replace('{0}', '5'),
    );
  });

  it('returns text that is no key as it is', async () => {
    await startingWords;
    expect(translateMessage('constructor')).toBe('constructor');
    expect(translateMessage('Not a key {0}', 1)).toBe('Not a key 1');
  });
});

describe('fillWords', () => {
  it('fills each {{name}}, spaced or not, and leaves a placeholder without a value as it is', () => {
    expect(fillWords('{{a}} and {{ b }}, {{a}}', { a: 1, b: '¥2.00' })).toBe('1 and ¥2.00, 1');
    expect(fillWords('left {{missing}}', { other: 1 })).toBe('left {{missing}}');
    expect(fillWords('no values {{a}}')).toBe('no values {{a}}');
  });

  it('takes no value from the prototype', () => {
    expect(fillWords('{{constructor}}', {})).toBe('{{constructor}}');
  });
});

describe('translate and the words state', () => {
  it('speaks the current language, and a switch gives components a new t and tells the listeners', async () => {
    await startingWords;
    await changeLanguage('en');
    expect(translate('wallet.limits', { min: '1', max: '2' })).toBe(
      fillWords(wordsEn['wallet.limits'], { min: '1', max: '2' }),
    );
    const before = wordsState();
    const seen: string[] = [];
    const stopWords = onWordsChange(() => seen.push(`words:${wordsState().language}`));
    const stopLanguage = onLanguageChange((language) => seen.push(`language:${language}`));
    await changeLanguage('zh');
    stopWords();
    stopLanguage();
    expect(seen).toEqual(['words:zh', 'language:zh']);
    expect(wordsState().t).not.toBe(before.t);
    expect(wordsState().t('common.cancel')).toBe(wordsZh['common.cancel']);
  });

  it('shows a language pack merged over the words at once', async () => {
    await changeLanguage('en');
    const bundled = catalogue.bundled('en');
    if (!bundled) throw new Error('the English words are not in');
    catalogue.replace('en', { ...bundled, 'common.cancel': 'Never mind' });
    expect(wordsState().t('common.cancel')).toBe('Never mind');
    catalogue.replace('en', bundled);
    expect(translate('common.cancel')).toBe(wordsEn['common.cancel']);
  });
});
