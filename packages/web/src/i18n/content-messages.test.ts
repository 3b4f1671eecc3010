import { describe, expect, it } from 'vitest';
import { contentMessagesEn } from './content-messages';
import { contentMessagesZh } from './content-messages-zh';
import { uiMessagesEn } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the content screens’ words', () => {
  it('exist in both languages, none empty, and clash with none of the app’s other words', () => {
    expect(Object.keys(contentMessagesZh).sort()).toEqual(Object.keys(contentMessagesEn).sort());
    for (const [key, text] of [...Object.entries(contentMessagesEn), ...Object.entries(contentMessagesZh)]) {
      expect(text.trim(), key).not.toBe('');
    }
    for (const key of Object.keys(contentMessagesEn)) expect(uiMessagesEn, key).not.toHaveProperty(key);
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(contentMessagesEn)) {
      expect(placeholders(contentMessagesZh[key as keyof typeof contentMessagesZh]), key).toEqual(
        placeholders(english),
      );
    }
  });
});
