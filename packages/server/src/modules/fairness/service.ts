// Provable fairness: each game type's hash chains — a secret seed, sealed under the chain key, and the
// published terminating hash — and the hash a round is drawn from. Chains are made ahead of their rounds and
// listed publicly; a spent chain's seed is revealed. Rounds reveal the hashes; their verification is
// rounds' (it reads rounds and asks this module only for the chain's public facts).
import type { TChainListRequest, TChainListResponse } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { loadPage } from '../../infra/paging';
import { newChain, roundHashFor } from './chain';
import * as queries from './queries';
import { openSeed, sealSeed } from './seed-seal';

export type ChainPlace = { chainId: number; chainIndex: number };

/**
 * Where a round sits in its game type's chains (chain index = issue - first issue + 1), or null when no
 * chain covering it was published at least `publishedAhead` before the round opens: such a round is not
 * created at all. This is how a game type's first chain, or the first after downtime outran the chain made
 * ahead, stays public a full round before it is used: the rounds it would be used for too soon are skipped.
 */
export async function publishedPlaceOf(
  tx: Executor,
  gameTypeId: number,
  round: { issue: number; opensAt: Date },
  publishedAheadMs: number,
): Promise<ChainPlace | null> {
  const chain = await queries.selectChainCovering(tx, gameTypeId, round.issue);
  if (!chain || chain.createdAt.getTime() + publishedAheadMs > round.opensAt.getTime()) return null;
  return { chainId: chain.id, chainIndex: round.issue - chain.firstIssue + 1 };
}

/**
 * Makes sure a chain covering `issue` exists and is listed now, under the caller's lock of the game type:
 * the scheduler asks for the issue after the last round it has created, so a chain's terminating hash is
 * public at least one full round before its first round opens.
 */
export async function publishChainAhead(
  tx: Executor,
  gameTypeId: number,
  issue: number,
  chainLength: number,
  chainKey: Buffer,
  now: Date,
): Promise<void> {
  if (await queries.selectChainCovering(tx, gameTypeId, issue)) return;
  const { seedHex, terminatingHash } = newChain(chainLength);
  const identity = { gameTypeId, firstIssue: issue, terminatingHash };
  await queries.insertChain(
    tx,
    { ...identity, length: chainLength, seedSealed: sealSeed(chainKey, seedHex, identity) },
    now,
  );
}

/** hash_n of the chain, which the round at that place is drawn from. */
export async function roundHashAt(db: Executor, place: ChainPlace, chainKey: Buffer): Promise<string> {
  const chain = await queries.findChain(db, place.chainId);
  if (!chain) throw new Error(`hash chain ${place.chainId} missing`);
  const seedHex = openSeed(chainKey, chain.seedSealed, chain);
  return roundHashFor({ seedHex, length: chain.length }, place.chainIndex);
}

/** What anyone may know of a chain: its published terminating hash, its length and when it was made. */
export async function publicChain(db: Executor, chainId: number) {
  const chain = await queries.findChain(db, chainId);
  return (
    chain && { length: chain.length, terminatingHash: chain.terminatingHash, createdAt: chain.createdAt }
  );
}

export type ChainState = 'upcoming' | 'active' | 'spent';

/** Upcoming before its first issue; spent once its last issue is past and every round of it is drawn. */
export function chainStateOf(chain: {
  firstIssue: number;
  length: number;
  currentIssue: number;
  hasUndrawnRound: boolean;
}): ChainState {
  if (chain.currentIssue < chain.firstIssue) return 'upcoming';
  const lastIssue = chain.firstIssue + chain.length - 1;
  return lastIssue < chain.currentIssue && !chain.hasUndrawnRound ? 'spent' : 'active';
}

/** Every chain of every game type, newest first; a spent chain with its seed, so anyone can rebuild it. */
export async function chainList(
  db: Executor,
  form: TChainListRequest,
  now: Date,
  chainKey: Buffer,
): Promise<TChainListResponse> {
  return loadPage(
    form,
    {
      rows: (limit, offset) => queries.selectChains(db, { gameTypeId: form.gameTypeId, limit, offset }, now),
      total: () => queries.countChains(db, form.gameTypeId),
    },
    (chain) => {
      const state = chainStateOf(chain);
      return {
        chainId: chain.id,
        gameTypeId: chain.gameTypeId,
        gameTypeCode: chain.gameTypeCode,
        terminatingHash: chain.terminatingHash,
        length: chain.length,
        firstIssue: String(chain.firstIssue),
        lastIssue: String(chain.firstIssue + chain.length - 1),
        createdAt: chain.createdAt.getTime(),
        state,
        seed: state === 'spent' ? openSeed(chainKey, chain.seedSealed, chain) : null,
      };
    },
  );
}

/** FAIR28_CHAIN_KEY is not the key the database's chain seeds were sealed under. */
export class ChainKeyError extends Error {}

/**
 * Refuses a chain key that does not open the newest chain's seed. A node started with another key (a
 * restore without its key, a typo) could draw nothing, and would seal the chains it makes next under the
 * wrong key, so that they could not be drawn with the right one either: it must not start.
 */
export async function assertChainKeyOpensSeeds(db: Executor, chainKey: Buffer): Promise<void> {
  const chain = await queries.findNewestChain(db);
  if (!chain) return;
  try {
    openSeed(chainKey, chain.seedSealed, chain);
  } catch {
    throw new ChainKeyError(
      `FAIR28_CHAIN_KEY does not open the sealed seed of hash chain ${chain.id}: start with the key this ` +
        'database was sealed under (docs/OPERATIONS.md, "The keys are not in the backups")',
    );
  }
}

/** Seals the seeds of chains made before seeds were sealed; run at start-up, after the migrations. */
export async function sealPlaintextSeeds(db: Executor, chainKey: Buffer): Promise<number> {
  const rows = await queries.selectPlaintextSeeds(db);
  for (const row of rows) {
    const identity = {
      gameTypeId: row.game_type_id,
      firstIssue: Number(row.first_issue),
      terminatingHash: row.terminating_hash,
    };
    await queries.replaceWithSealedSeed(db, Number(row.id), sealSeed(chainKey, row.seed_hex, identity));
  }
  return rows.length;
}
