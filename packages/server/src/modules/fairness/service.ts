// Provable fairness: each game type's hash chains (a secret seed, the published terminating hash), the
// hash a round is drawn from, and the verification anyone can run on a drawn round.
import type { TVerifyRoundResponse } from '@fair28/shared';
import type { Executor } from '../../db/database';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import * as catalogue from '../catalogue/service';
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

export async function verifyRound(ctx: AppContext, roundId: number): Promise<TVerifyRoundResponse> {
  const db = ctx.db.orm;
  const round = await queries.findRevealedRound(db, roundId);
  if (!round) throw new AppError('NotFound');
  if (!round.roundHash || !round.numbers || !round.digits) throw new AppError('RoundNotDrawn');
  const [gameType, chain, previous] = await Promise.all([
    catalogue.findGameType(db, round.gameTypeId),
    queries.findChain(db, round.chainId),
    round.chainIndex > 1 ? queries.findRevealedHash(db, round.chainId, round.chainIndex - 1) : null,
  ]);
  if (!gameType || !chain) throw new AppError('NotFound');
  return {
    roundId: round.id,
    gameTypeId: round.gameTypeId,
    issue: String(round.issue),
    layout: gameType.layout,
    roundHash: round.roundHash,
    chainIndex: round.chainIndex,
    chainLength: chain.length,
    terminatingHash: chain.terminatingHash,
    chainCreatedAt: chain.createdAt.getTime(),
    previousRoundHash: previous,
    numbers: round.numbers,
    ...round.digits,
  };
}
