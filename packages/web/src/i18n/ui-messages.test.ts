import { isPassword, PASSWORD_LENGTH } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { fillWords } from './i18n';
import { uiMessagesEn } from './ui-messages';
import { uiMessagesZh } from './ui-messages-zh';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the app’s own words', () => {
  it('exist in both languages, none empty', () => {
    expect(Object.keys(uiMessagesZh).sort()).toEqual(Object.keys(uiMessagesEn).sort());
    for (const [key, text] of [...Object.entries(uiMessagesEn), ...Object.entries(uiMessagesZh)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(uiMessagesEn)) {
      expect(placeholders(uiMessagesZh[key as keyof typeof uiMessagesZh]), key).toEqual(
        placeholders(english),
      );
    }
  });

  it('use the tab labels of spec §2 in Chinese', () => {
    const zh = uiMessagesZh;
    expect([zh['tab.home'], zh['tab.trend'], zh['tab.recharge'], zh['tab.service'], zh['tab.mine']]).toEqual([
      '首页',
      '走势',
      '充值',
      '客服',
      '我的',
    ]);
    expect(zh['request.loading']).toBe('请求中...');
  });

  it('promise in the new-password placeholder exactly what the password check accepts', () => {
    for (const key of ['auth.newPasswordPlaceholder', 'password.newPlaceholder'] as const) {
      expect(fillWords(uiMessagesEn[key], PASSWORD_LENGTH)).toBe('8–64 letters or digits, with a letter');
      expect(fillWords(uiMessagesZh[key], PASSWORD_LENGTH)).toBe('8–64 位字母或数字，须含字母');
    }
    // Letters alone are fine, digits alone are not; 8 to 64 of them; nothing else.
    expect(isPassword('abcdefgh')).toBe(true);
    expect(isPassword('12345678')).toBe(false);
    expect(isPassword('abc4567')).toBe(false);
    expect(isPassword('a'.repeat(64))).toBe(true);
    expect(isPassword('a'.repeat(65))).toBe(false);
    expect(isPassword('abcdefg!')).toBe(false);
  });
});
