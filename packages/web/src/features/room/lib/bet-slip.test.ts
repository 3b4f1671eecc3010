import { describe, expect, it } from 'vitest';
import { checkBetSlip, chipAmounts, meetsEntryMinimum } from './bet-slip';

const limits = { betMin: '1.00', betMax: '5000.00', balance: '100.00' };

describe('bet slip', () => {
  it('asks for a bet, then an amount, in the catalogue’s words', () => {
    expect(checkBetSlip([], '10', limits)).toEqual({ ok: false, message: 'form.selectBet', args: [] });
    expect(checkBetSlip(['big'], ' ', limits)).toEqual({
      ok: false,
      message: 'form.enterBetAmount',
      args: [],
    });
    expect(checkBetSlip(['big'], '1.234', limits)).toMatchObject({ message: 'form.invalidPrice' });
    expect(checkBetSlip(['big'], '0', limits)).toMatchObject({ message: 'form.invalidPrice' });
  });

  it('keeps each stake within the room’s limits, naming them', () => {
    expect(checkBetSlip(['big'], '0.50', limits)).toEqual({
      ok: false,
      message: 'error.BetAmountOutOfRange',
      args: ['1.00', '5000.00'],
    });
    expect(checkBetSlip(['big'], '5000.01', limits)).toMatchObject({ message: 'error.BetAmountOutOfRange' });
  });

  it('refuses a total above the balance', () => {
    expect(checkBetSlip(['big', 'sum_14', 'odd'], '40', limits)).toMatchObject({
      message: 'error.InsufficientBalance',
    });
  });

  it('gives one item per bet type at the stake, and the exact total', () => {
    expect(checkBetSlip(['big', 'sum_14'], '12.5', limits)).toEqual({
      ok: true,
      items: [
        { betType: 'big', amount: '12.50' },
        { betType: 'sum_14', amount: '12.50' },
      ],
      stakeMinor: 1250n,
      totalMinor: 2500n,
    });
    expect(checkBetSlip(['big'], '100', limits)).toMatchObject({ ok: true, totalMinor: 10_000n });
  });
});

describe('chips and entry', () => {
  it('offers the usual chips inside the limits, or the limits themselves', () => {
    expect(chipAmounts('1.00', '5000.00')).toEqual([
      '10.00',
      '50.00',
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
    ]);
    expect(chipAmounts('10.00', '50000.00')).toEqual([
      '10.00',
      '50.00',
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
    ]);
    expect(chipAmounts('2.00', '3.00')).toEqual(['2.00', '3.00']);
    expect(chipAmounts('2.00', '2.00')).toEqual(['2.00']);
  });

  it('lets in a balance at or above the room’s entry minimum', () => {
    expect(meetsEntryMinimum('1000.00', '1000.00')).toBe(true);
    expect(meetsEntryMinimum('999.99', '1000.00')).toBe(false);
    expect(meetsEntryMinimum('0.00', '0.00')).toBe(true);
  });
});
