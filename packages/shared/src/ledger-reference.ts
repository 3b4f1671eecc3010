// What a ledger transfer belongs to, as its reference column holds it: a code with its parameters
// ("round 3520001 bet 17"), written here (and by the SQL bet writer and payout, in the same forms) and
// read back here, so each reader sees it in their own words rather than the code.
import type { MessageKey } from './i18n/messages-en';

/** The references the ledger's writers make; anything else (an order number, a day) is shown as it is. */
export const ledgerReference = {
  /** A stake, written by the SQL bet writer as 'round ' || issue || ' bet ' || bet_id. */
  bet: (issue: string | number, betId: string | number) => `round ${issue} bet ${betId}`,
  cancelledBet: (issue: string | number, betId: string | number) => `round ${issue} bet ${betId} cancelled`,
  voidedBet: (issue: string | number, betId: string | number) => `round ${issue} bet ${betId} void`,
  /** A round's win or refund to a player (ledger payRound). */
  round: (issue: string | number) => `round ${issue}`,
  redPacket: (packetId: string | number) => `red-packet:${packetId}`,
  adjustment: (adjustmentId: string | number) => `adjustment #${adjustmentId}`,
  demoSeed: 'demo seed',
} as const;

/** A reference in words: a catalogue message and its arguments; null for one that is no code. */
export type ReferenceWords = { message: MessageKey; args: string[] };

const FORMS: ReadonlyArray<readonly [RegExp, MessageKey]> = [
  [/^round (\d+) bet (\d+)$/, 'reference.bet'],
  [/^round (\d+) bet (\d+) cancelled$/, 'reference.cancelledBet'],
  [/^round (\d+) bet (\d+) void$/, 'reference.voidedBet'],
  [/^round (\d+)$/, 'reference.round'],
  [/^red-packet:(\d+)$/, 'reference.redPacket'],
  [/^adjustment #(\d+)$/, 'reference.adjustment'],
  [/^demo seed$/, 'reference.demoSeed'],
];

export function referenceWords(reference: string): ReferenceWords | null {
  for (const [form, message] of FORMS) {
    const match = form.exec(reference);
    if (match) return { message, args: match.slice(1) };
  }
  return null;
}
