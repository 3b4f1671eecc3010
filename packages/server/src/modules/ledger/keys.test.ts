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

/** SQL's `LIKE`, as PostgreSQL reads a pattern: `%` any run, `_` any one character, `\` the next as itself. */
function isLike(text: string, pattern: string): boolean {
  const literal = (char: string) => char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  let source = '';
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index] as string;
    if (char === '\\') source += literal(pattern[++index] ?? '');
    else if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else source += literal(char);
  }
  return new RegExp(`^${source}$`, 's').test(text);
}

describe('every kind of ledger key against every pattern', () => {
  // Each kind, built with ids and words that would slip past a careless pattern: ids that run into the
  // next family's separator, `_` and `%` in the free text of a request key.
  const keysOf: { [Kind in keyof typeof ledgerKeys]: string[] } = {
    bet: [ledgerKeys.bet.of(1), ledgerKeys.bet.of(123456789012n)],
    betRefund: [ledgerKeys.betRefund.of(1)],
    roundWin: [ledgerKeys.roundWin.of(7, 3)],
    roundRefund: [ledgerKeys.roundRefund.of(7, 3)],
    deposit: [ledgerKeys.deposit.of(5)],
    withdrawal: [ledgerKeys.withdrawal.of(5)],
    withdrawalPayout: [ledgerKeys.withdrawalPayout.of(5)],
    withdrawalFee: [ledgerKeys.withdrawalFee.of(5)],
    withdrawalReturn: [ledgerKeys.withdrawalReturn.of(5)],
    adjustment: [ledgerKeys.adjustment.of(5)],
    storeOrder: [ledgerKeys.storeOrder.of(5)],
    storeRefund: [ledgerKeys.storeRefund.of(5)],
    redPacket: [ledgerKeys.redPacket.of(9)],
    redPacketClaim: [ledgerKeys.redPacketClaim(9, 2), ledgerKeys.redPacketClaim(9, 0)],
    redPacketReturn: [ledgerKeys.redPacketReturn(9)],
    commission: [ledgerKeys.commission(3, '2026-11-28')],
    rebate: [ledgerKeys.rebate(3, '2026-11-28')],
    promotionBudget: [
      ledgerKeys.promotionBudget(1, 'k_1'),
      ledgerKeys.promotionBudget(1, '100%'),
      ledgerKeys.promotionBudget(1, 'bet:2'),
    ],
    demoCredit: [ledgerKeys.demoCredit.of(3)],
    demoPromotionBudget: [ledgerKeys.demoPromotionBudget],
  };
  const kinds = Object.keys(keysOf) as Array<keyof typeof ledgerKeys>;
  const patterns = kinds.flatMap((kind) => {
    const keys = ledgerKeys[kind];
    return typeof keys === 'object' && 'pattern' in keys ? [{ kind, pattern: keys.pattern }] : [];
  });

  it('covers every kind the ledger keys', () => {
    expect(kinds.sort()).toEqual(Object.keys(ledgerKeys).sort());
    expect(patterns.length).toBeGreaterThan(10);
  });

  it.each(kinds)('a %s key is matched by its own pattern only', (kind) => {
    for (const key of keysOf[kind]) {
      const matchedBy = patterns.filter(({ pattern }) => isLike(key, pattern)).map((found) => found.kind);
      const own = patterns.some((found) => found.kind === kind) ? [kind] : [];
      expect(matchedBy, key).toEqual(own);
    }
  });

  it('reads LIKE as PostgreSQL does', () => {
    expect(isLike('red-packet:9:2', 'red-packet:%')).toBe(true);
    expect(isLike('bet:12', 'bet_12')).toBe(true);
    expect(isLike('bet:12', 'bet\\_12')).toBe(false);
    expect(isLike('bet_12', 'bet\\_12')).toBe(true);
    expect(isLike('x\nbet:1', 'bet:%')).toBe(false);
  });
});
