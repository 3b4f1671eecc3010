import type { TBankCardInfo, TUsdtAddress } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { firstHoldEnd, nextHoldEnd, payoutAccounts } from './payout-hold';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const card = (usableFrom: string): TBankCardInfo => ({
  isBound: true,
  realName: 'Li Lei',
  bankName: 'Bank',
  cardNo: '**** 7890',
  ifscCode: '',
  openAddress: '',
  email: '',
  mobile: '',
  usableFrom,
  pendingChange: null,
});
const address = (id: number, usableFrom: string): TUsdtAddress => ({
  id,
  network: 'TRC20',
  address: 'T'.padEnd(34, 'x'),
  qrImageUrl: '',
  createTime: '',
  usableFrom,
});

describe('payout account holds', () => {
  it('holds an account until its usableFrom, and frees it from that instant', () => {
    const accounts = payoutAccounts(card('2026-11-29T10:00:00Z'), [address(7, '2026-11-28T09:00:00Z')], NOW);
    expect(accounts).toEqual([
      { destination: 'bank', heldUntil: Date.parse('2026-11-29T10:00:00Z') },
      { destination: 'usdt:7', heldUntil: null },
    ]);
    expect(firstHoldEnd(accounts)).toBeNull();
    expect(nextHoldEnd(accounts)).toBe(Date.parse('2026-11-29T10:00:00Z'));
    expect(payoutAccounts(card('2026-11-28T10:00:00Z'), [], NOW)).toEqual([
      { destination: 'bank', heldUntil: null },
    ]);
  });

  it('says when the first account frees up when every one is held, and nothing without accounts', () => {
    const accounts = payoutAccounts(card('2026-11-29T10:00:00Z'), [address(7, '2026-11-29T08:00:00Z')], NOW);
    expect(firstHoldEnd(accounts)).toBe(Date.parse('2026-11-29T08:00:00Z'));
    expect(firstHoldEnd(payoutAccounts({ ...card(''), isBound: false }, [], NOW))).toBeNull();
  });
});
