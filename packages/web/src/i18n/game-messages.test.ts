import { describe, expect, it } from 'vitest';
import { gameMessages } from './game-messages';
import { uiMessages } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the game screens’ words', () => {
  it('exist in both languages, none empty, and clash with none of the app’s other words', () => {
    expect(Object.keys(gameMessages.zh).sort()).toEqual(Object.keys(gameMessages.en).sort());
    for (const [key, text] of [...Object.entries(gameMessages.en), ...Object.entries(gameMessages.zh)]) {
      expect(text.trim(), key).not.toBe('');
    }
    for (const key of Object.keys(gameMessages.en)) expect(uiMessages.en, key).not.toHaveProperty(key);
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(gameMessages.en)) {
      expect(placeholders(gameMessages.zh[key as keyof typeof gameMessages.zh]), key).toEqual(
        placeholders(english),
      );
    }
  });

  it('call bets bets, never investments', () => {
    for (const text of [...Object.values(gameMessages.en), ...Object.values(gameMessages.zh)]) {
      expect(text).not.toMatch(/invest|投资/i);
    }
  });
});
