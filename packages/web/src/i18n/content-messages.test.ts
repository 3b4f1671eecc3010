import { describe, expect, it } from 'vitest';
import { contentMessages } from './content-messages';
import { uiMessages } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the content screens’ words', () => {
  it('exist in both languages, none empty, and clash with none of the app’s other words', () => {
    expect(Object.keys(contentMessages.zh).sort()).toEqual(Object.keys(contentMessages.en).sort());
    for (const [key, text] of [
      ...Object.entries(contentMessages.en),
      ...Object.entries(contentMessages.zh),
    ]) {
      expect(text.trim(), key).not.toBe('');
    }
    for (const key of Object.keys(contentMessages.en)) expect(uiMessages.en, key).not.toHaveProperty(key);
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(contentMessages.en)) {
      expect(placeholders(contentMessages.zh[key as keyof typeof contentMessages.zh]), key).toEqual(
        placeholders(english),
      );
    }
  });
});
