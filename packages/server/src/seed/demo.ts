// The demo: an operator, an agent whose invitation code is FAIR28, and a player with a balance.
// Only ever run on a database without users, so it never touches real data.
import type { AppContext } from '../context';
import { createUser, hasAnyUser } from '../modules/accounts/service';
import { transfer } from '../modules/ledger/service';

export const DEMO_ACCOUNTS = {
  operator: { account: 'admin', password: 'admin1234' },
  agent: { account: 'agent', password: 'agent1234', invitationCode: 'FAIR28' },
  player: { account: 'demo', password: 'demo1234' },
} as const;

/** The demo player's starting balance, credited through the ledger like any other money. */
export const DEMO_BALANCE_MINOR = 1_000_000n;

/** Returns false, changing nothing, when the database already has users. */
export async function seedDemo(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  return ctx.db.orm.transaction(async (tx) => {
    if (await hasAnyUser(tx)) return false;
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
