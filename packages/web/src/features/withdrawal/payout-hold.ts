// The hold on a new payout account (FAIR28_PAYOUT_HOLD_HOURS after it was bound or added): which of the
// player's accounts can receive a withdrawal at a given instant, and when each held one can.

import type { TBankCardInfo, TUsdtAddress } from '@fair28/shared';

export type PayoutAccount = {
  /** The form's value: "bank" or "usdt:<address id>". */
  destination: string;
  /** When it starts receiving withdrawals (epoch ms); null when it already does. */
  heldUntil: number | null;
};

function heldUntil(usableFrom: string, now: number): number | null {
  const at = Date.parse(usableFrom);
  return Number.isFinite(at) && at > now ? at : null;
}

/** The bound card first, then the addresses, each with its hold at `now` (the server's time). */
export function payoutAccounts(card: TBankCardInfo, addresses: TUsdtAddress[], now: number): PayoutAccount[] {
  return [
    ...(card.isBound ? [{ destination: 'bank', heldUntil: heldUntil(card.usableFrom, now) }] : []),
    ...addresses.map((address) => ({
      destination: `usdt:${address.id}`,
      heldUntil: heldUntil(address.usableFrom, now),
    })),
  ];
}

/** The next instant an account's hold ends, to look again then; null when none is held. */
export function nextHoldEnd(accounts: PayoutAccount[]): number | null {
  const ends = accounts.flatMap((account) => (account.heldUntil === null ? [] : [account.heldUntil]));
  return ends.length > 0 ? Math.min(...ends) : null;
}

/** When withdrawing opens, while every account is held; null when one is usable or there is none. */
export function firstHoldEnd(accounts: PayoutAccount[]): number | null {
  return accounts.some((account) => account.heldUntil === null) ? null : nextHoldEnd(accounts);
}
