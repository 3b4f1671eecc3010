import { messages } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { moneyMessagesEn } from './money-messages';
import { moneyMessagesZh } from './money-messages-zh';
import { uiMessagesEn } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the money screens’ words', () => {
  it('exist in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(moneyMessagesZh).sort()).toEqual(Object.keys(moneyMessagesEn).sort());
    for (const [key, english] of Object.entries(moneyMessagesEn)) {
      const chinese = moneyMessagesZh[key as keyof typeof moneyMessagesZh];
      expect(english.trim(), key).not.toBe('');
      expect(chinese.trim(), key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  it('never shadow a key of the shared catalogue or of the app’s other words', () => {
    for (const key of Object.keys(moneyMessagesEn)) {
      expect(Object.hasOwn(messages.en, key), key).toBe(false);
      expect(Object.hasOwn(uiMessagesEn, key), key).toBe(false);
    }
  });
});
