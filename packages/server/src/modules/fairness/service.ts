// Provable fairness: each game type's hash chains — a secret seed, the published terminating hash — and
// the hash a round is drawn from. Rounds reveal those hashes; their verification is rounds' (it reads
// rounds and asks this module only for the chain's public facts).
import type { Executor } from '../../db/database';
import { newChain, roundHashFor } from './chain';
import * as queries from './queries';

export type ChainPlace = { chainId: number; chainIndex: number };

/**
 * Where an issue sits in its game type's chains (chain index = issue - first issue + 1), making a new
 * chain when none covers it. Runs in the caller's transaction, under its lock of the game type.
 */
export async function chainPlaceOf(
  tx: Executor,
  gameTypeId: number,
  issue: number,
  chainLength: number,
): Promise<ChainPlace> {
  let chain = await queries.selectChainCovering(tx, gameTypeId, issue);
  if (!chain) {
    await queries.insertChain(tx, {
      gameTypeId,
      firstIssue: issue,
      length: chainLength,
      ...newChain(chainLength),
    });
    chain = await queries.selectChainCovering(tx, gameTypeId, issue);
    if (!chain) throw new Error('hash chain insert failed');
  }
  return { chainId: chain.id, chainIndex: issue - chain.firstIssue + 1 };
}

/** hash_n of the chain, which the round at that place is drawn from. */
export async function roundHashAt(db: Executor, place: ChainPlace): Promise<string> {
  const chain = await queries.findChain(db, place.chainId);
  if (!chain) throw new Error(`hash chain ${place.chainId} missing`);
  return roundHashFor(chain, place.chainIndex);
}

/** What anyone may know of a chain: its published terminating hash, its length and when it was made. */
export async function publicChain(db: Executor, chainId: number) {
  const chain = await queries.findChain(db, chainId);
  return (
    chain && { length: chain.length, terminatingHash: chain.terminatingHash, createdAt: chain.createdAt }
  );
}
