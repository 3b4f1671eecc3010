// What the verifier found wrong, the first time it finds anything: which check, which round or chain, and
// a sentence saying what differs. The kinds are fixed, so the player app says each in its own words.
import type { TRoundHistoryEntry } from '@fair28/shared';

export const DISCREPANCY_KINDS = [
  /** The site's beacon info contradicts the pinned quicknet network, or its own chain hash. */
  'beacon-info',
  /** A round's chain is not in the chain list. */
  'chain-unlisted',
  /** A round's chain is another game type's, or its place in it does not follow from its issue. */
  'chain-place',
  /** A round opened less than a round's time after its chain was listed (docs/FAIRNESS.md §8). */
  'chain-published-late',
  /** A revealed round hash does not hash to the previous revealed hash, or to the terminating hash. */
  'chain-link',
  /** A spent chain's revealed seed does not rebuild the chain. */
  'chain-seed',
  /** A round's beacon names a network the verifier cannot check. */
  'beacon-network',
  /** A round's beacon is not the first beacon round at or after its close. */
  'beacon-round',
  /** A round's beacon signature or randomness does not verify. */
  'beacon-signature',
  /** A round was drawn without a beacon after its game's rounds had begun to have one. */
  'beacon-missing',
  /** A drawn round's 20 numbers are not the draw of its draw key. */
  'numbers',
  /** A drawn round's digits or sum do not follow from its numbers in its layout. */
  'digits',
  /** A round's record is incomplete or contradicts itself (a drawn round without its hash, say). */
  'round-record',
  /** Reading a round again gave another hash, numbers or beacon. */
  'round-changed',
  /** A settled round without its totals, or totals on a round not settled. */
  'totals',
  /** The public statistics' figures differ from the rounds' totals summed. */
  'statistics',
] as const;
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number];

/** The round a discrepancy is about, as the site names it. */
export type RoundRef = Pick<TRoundHistoryEntry, 'roundId' | 'gameTypeId' | 'gameTypeCode' | 'issue'>;

export type Discrepancy = {
  kind: DiscrepancyKind;
  /** What differs, in English (the command prints it; the app shows its own words for the kind). */
  detail: string;
  round: RoundRef | null;
  chainId: number | null;
  /** The statistics' figure that differs (kind `statistics`). */
  figure: string | null;
};

/** The verifier stops at the first discrepancy: this carries it out of the walk. */
export class DiscrepancyFound extends Error {
  constructor(readonly discrepancy: Discrepancy) {
    super(describeDiscrepancy(discrepancy));
  }
}

export function roundDiscrepancy(
  kind: DiscrepancyKind,
  round: TRoundHistoryEntry,
  detail: string,
): DiscrepancyFound {
  const { roundId, gameTypeId, gameTypeCode, issue } = round;
  return new DiscrepancyFound({
    kind,
    detail,
    round: { roundId, gameTypeId, gameTypeCode, issue },
    chainId: round.chainId,
    figure: null,
  });
}

/** "round 1234 (fast, issue 88765001): …" — what the command prints. */
export function describeDiscrepancy(discrepancy: Discrepancy): string {
  const { round, chainId } = discrepancy;
  const where = round
    ? `round ${round.roundId} (${round.gameTypeCode}, issue ${round.issue})`
    : chainId !== null
      ? `chain ${chainId}`
      : null;
  return `${discrepancy.kind}: ${where ? `${where}: ` : ''}${discrepancy.detail}`;
}
