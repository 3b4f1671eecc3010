import { messages } from '@fair28/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, startingWords, translateMessage } from './i18n';

afterAll(() => changeLanguage('en'));

describe('translateMessage', () => {
  it('fills a catalogue message from the loaded words of the current language, as the shared catalogue has it', async () => {
    await startingWords;
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
