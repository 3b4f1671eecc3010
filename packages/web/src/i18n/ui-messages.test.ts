import { describe, expect, it } from 'vitest';
import { uiMessages } from './ui-messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the app’s own words', () => {
  it('exist in both languages, none empty', () => {
    expect(Object.keys(uiMessages.zh).sort()).toEqual(Object.keys(uiMessages.en).sort());
    for (const [key, text] of [...Object.entries(uiMessages.en), ...Object.entries(uiMessages.zh)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, english] of Object.entries(uiMessages.en)) {
      expect(placeholders(uiMessages.zh[key as keyof typeof uiMessages.zh]), key).toEqual(
        placeholders(english),
      );
    }
  });

  it('use the tab labels of spec §2 in Chinese', () => {
    const { zh } = uiMessages;
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
