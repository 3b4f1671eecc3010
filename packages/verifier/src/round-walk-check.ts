// Each round of the walk checked in order, stopping at the first discrepancy: its record, its place in its
// chain and the chain's listing before it opened, its hash's link down the chain, its beacon (network, round
// and signature, the signatures of a page checked together), and its draw and digits.
import type { TRoundBeacon, TRoundHistoryEntry } from '@fair28/shared';
import { checkBeaconRound, type KnownNetwork } from './beacon-networks';
import { signatureFaults } from './beacon-signatures';
import type { ChainBook } from './chain-checks';
import { roundDiscrepancy } from './discrepancy';
import { checkDraw, checkRecord } from './round-checks';

/** How the rounds checked so far were decided. */
export type RoundCounts = {
  checked: number;
  drawn: number;
  voided: number;
  /** Drawn with a quicknet beacon: randomness nobody, the operator included, knew before the round closed. */
  quicknet: number;
  /** Drawn with the site's own stand-in beacon: signed by the operator's key, so not independent of it. */
  standIn: number;
  /** Drawn from the round hash alone, before the site had beacons. */
  beforeBeacons: number;
};

export function noRounds(): RoundCounts {
  return { checked: 0, drawn: 0, voided: 0, quicknet: 0, standIn: 0, beforeBeacons: 0 };
}

type BeaconRound = TRoundHistoryEntry & { beacon: TRoundBeacon };

export class RoundChecker {
  readonly counts = noRounds();
  /** Game types whose rounds have begun to carry a beacon: none of their later rounds may go without. */
  readonly #beaconGames = new Set<number>();

  constructor(
    readonly chains: ChainBook,
    readonly networks: Map<string, KnownNetwork>,
  ) {}

  /** Checks a page of rounds, in order; throws DiscrepancyFound at the first that fails. */
  async check(rounds: readonly TRoundHistoryEntry[], signal?: AbortSignal): Promise<void> {
    const withBeacon = rounds.filter((round): round is BeaconRound => round.beacon !== null);
    const faults = await signatureFaults(withBeacon, this.networks, signal);
    for (const round of rounds) {
      this.#checkRound(round, faults.get(round.roundId));
      this.counts.checked += 1;
    }
  }

  #checkRound(round: TRoundHistoryEntry, signatureFault: string | undefined): void {
    const isDrawn = checkRecord(round);
    const chain = this.chains.placeOf(round);
    this.chains.checkPublished(round, chain);
    if (!isDrawn) {
      this.counts.voided += 1;
      return;
    }
    this.chains.checkRevealed(round, chain);
    const { beacon } = round;
    if (beacon) {
      const known = this.networks.get(beacon.chainHash);
      if (!known) {
        throw roundDiscrepancy(
          'beacon-network',
          round,
          `its beacon is of network ${beacon.chainHash}, neither quicknet nor the site's stand-in`,
        );
      }
      checkBeaconRound(round, beacon, known.network);
      if (signatureFault) throw roundDiscrepancy('beacon-signature', round, signatureFault);
      this.#beaconGames.add(round.gameTypeId);
      if (known.isLocal) this.counts.standIn += 1;
      else this.counts.quicknet += 1;
    } else if (this.#beaconGames.has(round.gameTypeId)) {
      throw roundDiscrepancy(
        'beacon-missing',
        round,
        "it was drawn without a beacon after its game's rounds had one",
      );
    } else {
      this.counts.beforeBeacons += 1;
    }
    checkDraw(round);
    this.counts.drawn += 1;
  }
}

/** The fields a round keeps once drawn: reading it again must give them again. */
function drawnFacts(round: TRoundHistoryEntry) {
  return JSON.stringify([
    round.chainId,
    round.chainIndex,
    round.issue,
    round.opensAt,
    round.closesAt,
    round.roundHash,
    round.beacon,
    round.numbers,
    round.a,
    round.b,
    round.c,
    round.sum,
  ]);
}

/**
 * A round read a second time is the same round: the same result and beacon, moved on at most from drawn to
 * settled (or still drawn), and a settled round's totals unchanged.
 */
export function checkSameRound(earlier: TRoundHistoryEntry, later: TRoundHistoryEntry): void {
  const isMovedOn =
    earlier.status === later.status || (earlier.status === 'drawn' && later.status === 'settled');
  const changed =
    drawnFacts(earlier) !== drawnFacts(later)
      ? 'result or beacon'
      : !isMovedOn
        ? `status (${earlier.status}, then ${later.status})`
        : earlier.status === 'settled' && JSON.stringify(earlier.totals) !== JSON.stringify(later.totals)
          ? 'settled totals'
          : null;
  if (changed) throw roundDiscrepancy('round-changed', later, `reading it again gave a different ${changed}`);
}
