// The demo: an operator, an agent whose invitation code is FAIR28, a player with a balance, and the
// default game catalogue. Only ever run on a database without users, so it never touches real data.
import type { AppContext } from '../context';
import { createUser, hasAnyUser } from '../modules/accounts/service';
import { gameTypeCodes } from '../modules/game/service';
import { transfer } from '../modules/ledger/service';
import { createCatalogue, DEFAULT_CATALOGUE, fastGame } from './catalogue';

export const DEMO_ACCOUNTS = {
  operator: { account: 'admin', password: 'admin1234' },
  agent: { account: 'agent', password: 'agent1234', invitationCode: 'FAIR28' },
  player: { account: 'demo', password: 'demo1234' },
} as const;

/** The demo player's starting balance, credited through the ledger like any other money. */
export const DEMO_BALANCE_MINOR = 1_000_000n;

/**
 * Returns false, changing nothing, when the database already has users. With FAIR28_FAST_GAME_SECONDS
 * set, the fast game is added even then, once, so browser tests can turn it on for an existing demo.
 */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'config'>): Promise<boolean> {
  const { fastGameSeconds } = ctx.config.game;
  return ctx.db.orm.transaction(async (tx) => {
    const gameCodes = await gameTypeCodes(tx);
    if (fastGameSeconds && !gameCodes.includes('fast')) {
      await createCatalogue(tx, [fastGame(fastGameSeconds)]);
    }
    if (await hasAnyUser(tx)) return false;
    if (gameCodes.length === 0) await createCatalogue(tx, DEFAULT_CATALOGUE);
    await createUser(tx, { ...DEMO_ACCOUNTS.operator, role: 'operator' });
    const agent = await createUser(tx, { ...DEMO_ACCOUNTS.agent, role: 'agent', isProxy: true });
    const player = await createUser(tx, { ...DEMO_ACCOUNTS.player, inviterId: agent.id });
    await transfer(tx, {
      from: { kind: 'deposit_clearing' },
      to: { kind: 'wallet', userId: player.id },
      amountMinor: DEMO_BALANCE_MINOR,
      kind: 'demo_credit',
      idempotencyKey: `demo-credit:${player.id}`,
      reference: 'demo seed',
    });
    return true;
  });
}
