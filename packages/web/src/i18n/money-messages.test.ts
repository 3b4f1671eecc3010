import { messages } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { moneyMessages } from './money-messages';
import { uiMessages } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the money screens’ words', () => {
  it('exist in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(moneyMessages.zh).sort()).toEqual(Object.keys(moneyMessages.en).sort());
    for (const [key, english] of Object.entries(moneyMessages.en)) {
      const chinese = moneyMessages.zh[key as keyof typeof moneyMessages.zh];
      expect(english.trim(), key).not.toBe('');
      expect(chinese.trim(), key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  it('never shadow a key of the shared catalogue or of the app’s other words', () => {
    for (const key of Object.keys(moneyMessages.en)) {
      expect(Object.hasOwn(messages.en, key), key).toBe(false);
      expect(Object.hasOwn(uiMessages.en, key), key).toBe(false);
    }
  });
});
