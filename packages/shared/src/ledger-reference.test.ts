import { describe, expect, it } from 'vitest';
import { translate } from './i18n/messages';
import { ledgerReference, referenceWords } from './ledger-reference';

describe('ledger references', () => {
  it('read back every form the writers make, with its parameters', () => {
    expect(referenceWords(ledgerReference.bet(3520001, 17))).toEqual({
      message: 'reference.bet',
      args: ['3520001', '17'],
    });
    expect(referenceWords(ledgerReference.cancelledBet(5, 9))?.message).toBe('reference.cancelledBet');
    expect(referenceWords(ledgerReference.voidedBet(5, 9))?.message).toBe('reference.voidedBet');
    expect(referenceWords(ledgerReference.round(5))).toEqual({ message: 'reference.round', args: ['5'] });
    expect(referenceWords(ledgerReference.redPacket(12))?.args).toEqual(['12']);
    expect(referenceWords(ledgerReference.adjustment(3))?.message).toBe('reference.adjustment');
    expect(referenceWords(ledgerReference.demoSeed)).toEqual({ message: 'reference.demoSeed', args: [] });
  });

  it('read the forms the SQL writers make', () => {
    // 'round ' || issue || ' bet ' || bet_id (the bet writer, migrations 0002–0025).
    expect(referenceWords('round 20261128001 bet 4')?.message).toBe('reference.bet');
    expect(referenceWords('round 20261128001')?.message).toBe('reference.round');
  });

  it('leave order numbers and other text alone', () => {
    expect(referenceWords('D202611280001')).toBeNull();
    expect(referenceWords('2026-11-27')).toBeNull();
    expect(referenceWords('round x bet 1')).toBeNull();
  });

  it('are words in both languages, with no code left in Chinese', () => {
    const words = referenceWords(ledgerReference.cancelledBet(5, 9));
    if (!words) throw new Error('no words');
    expect(translate('en', words.message, ...words.args)).toBe('Round 5 · bet 9 cancelled');
    expect(translate('zh', words.message, ...words.args)).toBe('第 5 期 · 注单 9 已撤单');
    const demo = translate('zh', 'reference.demoSeed');
    expect(demo).not.toMatch(/[A-Za-z]/);
  });
});
