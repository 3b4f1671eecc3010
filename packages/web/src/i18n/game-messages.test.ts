import { describe, expect, it } from 'vitest';
import { gameMessagesEn } from './game-messages';
import { gameMessagesZh } from './game-messages-zh';
import { uiMessagesEn } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the game screens’ words', () => {
  it('exist in both languages, none empty, and clash with none of the app’s other words', () => {
    expect(Object.keys(gameMessagesZh).sort()).toEqual(Object.keys(gameMessagesEn).sort());
    for (const [key, text] of [...Object.entries(gameMessagesEn), ...Object.entries(gameMessagesZh)]) {
      expect(text.trim(), key).not.toBe('');
    }
    for (const key of Object.keys(gameMessagesEn)) expect(uiMessagesEn, key).not.toHaveProperty(key);
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(gameMessagesEn)) {
      expect(placeholders(gameMessagesZh[key as keyof typeof gameMessagesZh]), key).toEqual(
        placeholders(english),
      );
    }
  });

  it('call bets bets, never investments', () => {
    for (const text of [...Object.values(gameMessagesEn), ...Object.values(gameMessagesZh)]) {
      expect(text).not.toMatch(/invest|投资/i);
    }
  });
});
