// The hash chains a site listed, and each round checked against them (docs/FAIRNESS.md §1, §8): its place in
// its game type's chain, the chain listed at least a round's time before the round opened, each revealed
// hash linking to the hash revealed before it in the chain (or to the terminating hash), and a spent chain's
// seed rebuilding the chain. The hashing is the shared chain code's, the same the server draws by.
import {
  chainDistance,
  generateHashChain,
  type HashChain,
  roundHashOf,
  type TChainEntry,
  type TRoundHistoryEntry,
  verifyRoundHash,
} from '@fair28/shared';
import { DiscrepancyFound, roundDiscrepancy } from './discrepancy';

/** The last hash the walk met in a chain: the next round revealed links to it in (its index − index) steps. */
type Revealed = { index: number; hash: string };

function chainDiscrepancy(chainId: number, detail: string): DiscrepancyFound {
  return new DiscrepancyFound({ kind: 'chain-seed', detail, round: null, chainId, figure: null });
}

export class ChainBook {
  readonly #chains = new Map<number, TChainEntry>();
  readonly #lastRevealed = new Map<number, Revealed>();
  /** The spent chain the walk is in, rebuilt from its seed (one at a time: a chain is thousands of hashes). */
  #rebuilt: { chainId: number; chain: HashChain } | null = null;
  readonly #seedsChecked = new Set<number>();

  /** Adds (or updates) chains as the chain list gives them. */
  list(chains: readonly TChainEntry[]): void {
    for (const chain of chains) this.#chains.set(chain.chainId, chain);
  }

  has(chainId: number): boolean {
    return this.#chains.has(chainId);
  }

  /** The game types with a chain listed: every game type that can have rounds. */
  gameTypeIds(): number[] {
    return [...new Set([...this.#chains.values()].map((chain) => chain.gameTypeId))].sort((x, y) => x - y);
  }

  get chainCount(): number {
    return this.#chains.size;
  }

  /** Spent chains whose seed rebuilt them. */
  get seedsChecked(): number {
    return this.#seedsChecked.size;
  }

  /** The round's chain, once its place checks: the round's game type's, at issue − first issue + 1. */
  placeOf(round: TRoundHistoryEntry): TChainEntry {
    const chain = this.#chains.get(round.chainId);
    if (!chain) {
      throw roundDiscrepancy('chain-unlisted', round, `its chain ${round.chainId} is not in the chain list`);
    }
    const index = Number(round.issue) - Number(chain.firstIssue) + 1;
    if (chain.gameTypeId !== round.gameTypeId) {
      throw roundDiscrepancy(
        'chain-place',
        round,
        `its chain ${chain.chainId} is game type ${chain.gameTypeId}'s`,
      );
    }
    if (round.chainIndex !== index || index < 1 || index > chain.length) {
      throw roundDiscrepancy(
        'chain-place',
        round,
        `issue ${round.issue} is place ${index} of chain ${chain.chainId} (issues ${chain.firstIssue}–${chain.lastIssue}), not ${round.chainIndex}`,
      );
    }
    return chain;
  }

  /** The chain was listed a full round (its draw time less its opening time) before the round opened. */
  checkPublished(round: TRoundHistoryEntry, chain: TChainEntry): void {
    const roundMs = round.drawsAt - round.opensAt;
    if (chain.createdAt + roundMs > round.opensAt) {
      const early = (chain.createdAt + roundMs - round.opensAt) / 1000;
      throw roundDiscrepancy(
        'chain-published-late',
        round,
        `it opened ${new Date(round.opensAt).toISOString()}, ${early} s less than a round after chain ${chain.chainId} was listed (${new Date(chain.createdAt).toISOString()})`,
      );
    }
  }

  /**
   * A drawn round's hash: it hashes, in as many steps as the places between them, to the hash revealed
   * before it in the chain (the terminating hash before the first), and a spent chain's seed gives it.
   */
  checkRevealed(round: TRoundHistoryEntry & { roundHash: string }, chain: TChainEntry): void {
    const last = this.#lastRevealed.get(chain.chainId) ?? { index: 0, hash: chain.terminatingHash };
    if (round.chainIndex > last.index) {
      const steps = round.chainIndex - last.index;
      if (chainDistance(round.roundHash, last.hash, steps) !== steps) {
        throw roundDiscrepancy(
          'chain-link',
          round,
          last.index === 0
            ? `its hash does not hash to chain ${chain.chainId}'s terminating hash in ${steps} steps`
            : `its hash does not hash to the hash of place ${last.index} in ${steps} steps`,
        );
      }
      this.#lastRevealed.set(chain.chainId, { index: round.chainIndex, hash: round.roundHash });
    } else if (!verifyRoundHash(round.roundHash, round.chainIndex, chain.terminatingHash)) {
      // Revealed after a later round of its chain (drawn late): checked against the commitment directly.
      throw roundDiscrepancy(
        'chain-link',
        round,
        `its hash does not hash to chain ${chain.chainId}'s terminating hash in ${round.chainIndex} steps`,
      );
    }
    const rebuilt = this.#rebuiltChain(chain);
    if (rebuilt && roundHashOf(rebuilt, round.chainIndex) !== round.roundHash) {
      throw roundDiscrepancy('chain-seed', round, `chain ${chain.chainId}'s seed gives another hash for it`);
    }
  }

  /** Every spent chain's seed rebuilds its terminating hash, rounds of it in the walk or not. */
  checkSeeds(): void {
    for (const chain of this.#chains.values()) {
      if (!this.#seedsChecked.has(chain.chainId)) this.#rebuiltChain(chain);
    }
    this.#rebuilt = null;
  }

  #rebuiltChain(chain: TChainEntry): HashChain | null {
    if (chain.state !== 'spent' || chain.seed === null) return null;
    if (this.#rebuilt?.chainId === chain.chainId) return this.#rebuilt.chain;
    let rebuilt: HashChain;
    try {
      rebuilt = generateHashChain(chain.seed, chain.length);
    } catch (error) {
      throw chainDiscrepancy(chain.chainId, `its seed is no seed: ${(error as Error).message}`);
    }
    if (rebuilt.terminatingHash !== chain.terminatingHash) {
      throw chainDiscrepancy(chain.chainId, 'its revealed seed does not rebuild its terminating hash');
    }
    this.#seedsChecked.add(chain.chainId);
    this.#rebuilt = { chainId: chain.chainId, chain: rebuilt };
    return rebuilt;
  }
}
