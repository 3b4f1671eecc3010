import { messages } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { contentMessages } from './content-messages';
import { gameMessages } from './game-messages';
import { moneyMessages } from './money-messages';
import { playMessages } from './play-messages';
import { uiMessages } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the play-safe and auto-bet words', () => {
  it('exist in both languages, none empty, with the same placeholders', () => {
    expect(Object.keys(playMessages.zh).sort()).toEqual(Object.keys(playMessages.en).sort());
    for (const [key, english] of Object.entries(playMessages.en)) {
      const chinese = playMessages.zh[key as keyof typeof playMessages.zh];
      expect(english.trim(), key).not.toBe('');
      expect(chinese.trim(), key).not.toBe('');
      expect(placeholders(chinese), key).toEqual(placeholders(english));
    }
  });

  it('never shadow a key of the shared catalogue or of the app’s other words', () => {
    for (const key of Object.keys(playMessages.en)) {
      for (const other of [
        messages.en,
        uiMessages.en,
        gameMessages.en,
        moneyMessages.en,
        contentMessages.en,
      ]) {
        expect(Object.hasOwn(other, key), key).toBe(false);
      }
    }
  });
});
