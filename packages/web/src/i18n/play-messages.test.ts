import { messages } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { contentMessagesEn } from './content-messages';
import { gameMessagesEn } from './game-messages';
import { moneyMessagesEn } from './money-messages';
import { playMessagesEn } from './play-messages';
import { playMessagesZh } from './play-messages-zh';
import { uiMessagesEn } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the play-safe and auto-bet words', () => {
  it('exist in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(playMessagesZh).sort()).toEqual(Object.keys(playMessagesEn).sort());
    for (const [key, english] of Object.entries(playMessagesEn)) {
      const chinese = playMessagesZh[key as keyof typeof playMessagesZh];
      expect(english.trim(), key).not.toBe('');
      expect(chinese.trim(), key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  it('never shadow a key of the shared catalogue or of the app’s other words', () => {
    for (const key of Object.keys(playMessagesEn)) {
      for (const other of [messages.en, uiMessagesEn, gameMessagesEn, moneyMessagesEn, contentMessagesEn]) {
        expect(Object.hasOwn(other, key), key).toBe(false);
      }
    }
  });
});
