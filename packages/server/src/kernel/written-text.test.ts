import { describe, expect, it } from 'vitest';
import { chineseFor, namesIn, writingReady, writtenIn } from './written-text';

describe('what operators publish, in the reader’s language', () => {
  it('is English or Simplified as written, and Traditional made from the Simplified', async () => {
    await writingReady('zh-TW');
    expect(writtenIn('en', '充值送礼', 'Top-up gift')).toBe('Top-up gift');
    expect(writtenIn('zh', '充值送礼', 'Top-up gift')).toBe('充值送礼');
    expect(writtenIn('zh-TW', '充值送礼', 'Top-up gift')).toBe('儲值送禮');
    expect(chineseFor('zh-TW', '账户余额')).toBe('帳戶餘額');
  });

  it('falls back to the other written language when one is blank', async () => {
    await writingReady('zh-TW');
    expect(writtenIn('en', '规则', '')).toBe('规则');
    expect(writtenIn('zh-TW', '', 'Rules')).toBe('Rules');
  });

  it('keeps both written names beside the shown one', async () => {
    await writingReady('zh-TW');
    expect(namesIn('zh-TW', { nameZh: '极速28', nameEn: 'Fast 28' })).toEqual({
      name: '極速28',
      nameZh: '极速28',
      nameEn: 'Fast 28',
    });
  });
});
