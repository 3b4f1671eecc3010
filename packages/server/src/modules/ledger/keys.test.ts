// The ledger's keys as the books hold them: a key of a movement already posted must come out the same, or a
// retry would move the money again; and each family's pattern finds its own keys and no other family's.
import { describe, expect, it } from 'vitest';
import { ledgerKeys } from './keys';

describe('ledger keys', () => {
  it('are built as the transfers already posted carry them', () => {
    expect([
      ledgerKeys.bet.of(12),
      ledgerKeys.betRefund.of(12),
      ledgerKeys.roundWin.of(7, 3),
      ledgerKeys.roundWin.ofRound(7),
      ledgerKeys.roundRefund.of(7, 3),
      ledgerKeys.deposit.of(5),
      ledgerKeys.withdrawal.of(5),
      ledgerKeys.withdrawalPayout.of(5),
      ledgerKeys.withdrawalFee.of(5),
      ledgerKeys.withdrawalReturn.of(5),
      ledgerKeys.adjustment.of(5),
      ledgerKeys.storeOrder.of(5),
      ledgerKeys.storeRefund.of(5),
      ledgerKeys.redPacket.of(9),
      ledgerKeys.redPacketClaim(9, 2),
      ledgerKeys.redPacketReturn(9),
      ledgerKeys.commission(3, '2026-11-28'),
      ledgerKeys.rebate(3, '2026-11-28'),
      ledgerKeys.promotionBudget(1, 'k-1'),
      ledgerKeys.demoCredit.of(3),
      ledgerKeys.demoPromotionBudget,
    ]).toEqual([
      'bet:12',
      'cancel:12',
      'win:7:3',
      'win:7:',
      'refund:7:3',
      'deposit:5',
      'withdrawal:5',
      'withdrawal-payout:5',
      'withdrawal-fee:5',
      'withdrawal-return:5',
      'adjustment:5',
      'store:5',
      'store-refund:5',
      'red-packet:9',
      'red-packet:9:2',
      'red-packet:9:return',
      'commission:3:2026-11-28',
      'rebate:3:2026-11-28',
      'promotion-budget:1:k-1',
      'demo-credit:3',
      'demo-promotion-budget',
    ]);
  });

  it('read back by pattern: each family matches its own keys only, with no LIKE wildcard in a prefix', () => {
    const families = Object.entries(ledgerKeys).flatMap(([name, family]) =>
      typeof family === 'object' && 'pattern' in family ? [{ name, family }] : [],
    );
    const matches = (pattern: string, key: string) => key.startsWith(pattern.slice(0, -1));
    for (const { name, family } of families) {
      expect(family.pattern, name).toBe(`${family.prefix}%`);
      expect(family.prefix, name).not.toMatch(/[%_\\]/);
      const own = family.of(7, 3);
      for (const other of families) {
        expect(matches(other.family.pattern, own), `${other.name} ~ ${own}`).toBe(other.name === name);
      }
    }
  });
});
