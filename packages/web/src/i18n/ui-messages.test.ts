import { describe, expect, it } from 'vitest';
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
});
