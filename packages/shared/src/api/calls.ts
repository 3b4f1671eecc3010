// The call table: every API call, each written once in its domain's file (`defineCalls`: path, flags,
// request and response schemas), joined here under its name. The server registers its routes from it and
// the clients name their calls by it; call-routes.ts is the same table without the schemas.
import type { z } from 'zod';
import { accountSecurityCalls } from './account-security';
import { accountCalls } from './accounts';
import { autoBetCalls } from './auto-bet';
import { betCalls } from './bets';
import { cardCalls } from './cards';
import { catalogueCalls } from './catalogue';
import { clientOptionCalls } from './client-options';
import { contentCalls } from './content';
import { dashboardCalls } from './dashboard';
import type { CallDefinition } from './define-calls';
import { depositCalls } from './deposits';
import { fairnessCalls } from './fairness';
import { homeCalls } from './home';
import { ledgerCalls } from './ledger';
import { notificationCalls } from './notifications';
import { operatorCalls } from './operator';
import { playSafeCalls } from './play-safe';
import { playerCalls } from './players';
import { promotionCalls } from './promotions';
import { pushCalls } from './push';
import { quoteCalls } from './quotes';
import { riskCalls } from './risk';
import { roomRuleCalls } from './room-rules';
import { roundMonitorCalls } from './round-monitor';
import { roundCalls } from './rounds';
import { staffCalls } from './staff';
import { statsCalls } from './stats';
import { storeCalls } from './store';
import { supportCalls } from './support';
import { systemCalls } from './system';
import { uploadCalls } from './uploads';
import { withdrawalCalls } from './withdrawals';

type Joined<Tables extends readonly object[]> = Tables extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Joined<Rest>
  : unknown;

/** The domains' tables as one; a name or a path given twice is refused. */
function joinTables<const Tables extends readonly Readonly<Record<string, CallDefinition>>[]>(
  ...tables: Tables
): Joined<Tables> {
  const joined: Record<string, CallDefinition> = {};
  const paths = new Set<string>();
  for (const table of tables) {
    for (const [name, call] of Object.entries(table)) {
      if (name in joined) throw new Error(`two calls are named ${name}`);
      if (paths.has(call.path)) throw new Error(`two calls have the path ${call.path}`);
      joined[name] = call;
      paths.add(call.path);
    }
  }
  return joined as Joined<Tables>;
}

/** Every call, by name: a new domain's table is joined here, a new call only in its domain's table. */
export const calls = joinTables(
  systemCalls,
  accountCalls,
  accountSecurityCalls,
  catalogueCalls,
  roundCalls,
  betCalls,
  fairnessCalls,
  roomRuleCalls,
  ledgerCalls,
  uploadCalls,
  depositCalls,
  withdrawalCalls,
  cardCalls,
  notificationCalls,
  staffCalls,
  operatorCalls,
  contentCalls,
  homeCalls,
  quoteCalls,
  storeCalls,
  supportCalls,
  clientOptionCalls,
  playerCalls,
  roundMonitorCalls,
  riskCalls,
  dashboardCalls,
  promotionCalls,
  statsCalls,
  playSafeCalls,
  autoBetCalls,
  pushCalls,
);

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<C extends { request: z.ZodType }> = z.input<C['request']>;
export type CallResponse<C extends { response: z.ZodType }> = z.output<C['response']>;
