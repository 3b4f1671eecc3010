import { describe, expect, it } from 'vitest';
import { BANKS, bankNameIn, CARD_MARKETS } from './banks';

describe('bank names', () => {
  it('give every listed bank an English name without Chinese characters', () => {
    for (const market of CARD_MARKETS) {
      for (const bank of BANKS[market]) expect(bank.nameEn).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('show a listed bank in the reader’s language', () => {
    expect(bankNameIn('中国工商银行', 'en')).toBe('ICBC');
    expect(bankNameIn('中国工商银行', 'zh')).toBe('中国工商银行');
    expect(bankNameIn('招商银行', 'en')).toBe('China Merchants Bank');
    expect(bankNameIn('HDFC Bank', 'zh')).toBe('HDFC Bank');
  });

  it('show a bank the player typed in as typed', () => {
    expect(bankNameIn('宁波银行', 'en')).toBe('宁波银行');
    expect(bankNameIn('Demo Bank', 'zh')).toBe('Demo Bank');
  });
});
