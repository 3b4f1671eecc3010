// The bet slip: which bet types are selected and the stake for each, checked against the room's limits
// and the balance before the confirmation shows — with the catalogue's messages, as the server would say.

import { type BetType, formatMinor, isPrice, type MessageKey, parseMinor } from '@fair28/shared';

export type SlipLimits = { betMin: string; betMax: string; balance: string };

export type SlipCheck =
  | { ok: true; items: Array<{ betType: BetType; amount: string }>; stakeMinor: bigint; totalMinor: bigint }
  | { ok: false; message: MessageKey; args: string[] };

/** One stake for every selected bet type, as on a pc28 table: the total is stake × bets. */
export function checkBetSlip(selected: readonly BetType[], amount: string, limits: SlipLimits): SlipCheck {
  if (selected.length === 0) return { ok: false, message: 'form.selectBet', args: [] };
  const text = amount.trim();
  if (!text) return { ok: false, message: 'form.enterBetAmount', args: [] };
  if (!isPrice(text)) return { ok: false, message: 'form.invalidPrice', args: [] };
  const stakeMinor = parseMinor(text);
  if (stakeMinor < parseMinor(limits.betMin) || stakeMinor > parseMinor(limits.betMax)) {
    return { ok: false, message: 'error.BetAmountOutOfRange', args: [limits.betMin, limits.betMax] };
  }
  const totalMinor = stakeMinor * BigInt(selected.length);
  if (totalMinor > parseMinor(limits.balance)) {
    return { ok: false, message: 'error.InsufficientBalance', args: [] };
  }
  const stake = formatMinor(stakeMinor);
  return { ok: true, items: selected.map((betType) => ({ betType, amount: stake })), stakeMinor, totalMinor };
}

const CHIPS_MINOR = [1_000n, 5_000n, 10_000n, 50_000n, 100_000n, 500_000n];

/** Quick stakes within the room's limits: the usual chips, or the limits themselves when none fit. */
export function chipAmounts(betMin: string, betMax: string): string[] {
  const min = parseMinor(betMin);
  const max = parseMinor(betMax);
  const chips = CHIPS_MINOR.filter((chip) => chip >= min && chip <= max);
  const picked =
    chips.length > 0 ? chips : [min, max].filter((value, index, all) => all.indexOf(value) === index);
  return picked.map(formatMinor);
}

/** Whether the balance lets the player into the room (spec §4: below the minimum they leave after 3 s). */
export function meetsEntryMinimum(balance: string, entryMin: string): boolean {
  return parseMinor(balance) >= parseMinor(entryMin);
}
