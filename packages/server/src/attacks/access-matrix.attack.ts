// The access matrix: every call in the call table, made by anonymous, player A, player B, a frozen player
// and each staff role, against what the call table and the permissions table say each may do. "May" means
// the call is admitted (its answer is the call's own: a result, or a refusal of the body); "may not" means
// exactly the refusal admission gives: not logged in, forbidden, or a staff account on a player's money.
// A new call or permission is in the matrix by being in the tables. What a player may read of another's
// records is http/ownership.test.ts.
import {
  type CallDefinition,
  calls,
  ErrorCode,
  isOperatorCall,
  roleHolds,
  type StaffRole,
  staffRoles,
} from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPlayer, testOperator } from '../test/game';
import { call, sendForm, startTestApp, type TestApp } from '../test/helper';

type Actor = 'anonymous' | 'playerA' | 'playerB' | 'frozen' | StaffRole;
const actors: Actor[] = ['anonymous', 'playerA', 'playerB', 'frozen', ...staffRoles];
const REFUSALS: number[] = [ErrorCode.LoginExpired, ErrorCode.Forbidden, ErrorCode.StaffAccount];

let test: TestApp;
const tokens = new Map<Actor, string>();

beforeAll(async () => {
  test = await startTestApp();
  for (const actor of ['playerA', 'playerB', 'frozen'] as const) {
    tokens.set(actor, (await fundedPlayer(test, 10_000n)).token);
  }
  for (const role of staffRoles) tokens.set(role, (await testOperator(test, role)).token);
  const frozen = await fundedPlayer(test, 0n);
  tokens.set('frozen', frozen.token);
  await call(
    test,
    calls.adminPlayerFreeze,
    { userId: frozen.userId, reason: 'access matrix' },
    { token: tokens.get('admin') ?? '', bearer: true },
  );
});
afterAll(() => test.close());

/** The refusal admission gives this actor for this call, or null when the actor may make it. */
function expectedRefusal(actor: Actor, definition: CallDefinition): number | null {
  if (!definition.auth) return null;
  if (actor === 'anonymous' || actor === 'frozen') return ErrorCode.LoginExpired;
  const isStaff = (staffRoles as readonly string[]).includes(actor);
  if (isOperatorCall(definition)) {
    if (!isStaff) return ErrorCode.Forbidden;
    if (definition.permission && !roleHolds(actor as StaffRole, definition.permission))
      return ErrorCode.Forbidden;
    return null;
  }
  if (definition.playersOnly && isStaff) return ErrorCode.StaffAccount;
  return null;
}

// Logging out ends the session the rest of the matrix uses: it goes last.
const entries = (Object.entries(calls) as Array<[string, CallDefinition]>).sort(
  ([a], [b]) => Number(a === 'logout') - Number(b === 'logout'),
);
const tally = { admitted: 0, refused: 0 };

describe.each(actors)('%s', (actor) => {
  it('gets exactly what the call and permission tables allow, on every call', async () => {
    const wrong: string[] = [];
    for (const [name, definition] of entries) {
      const token = tokens.get(actor);
      const envelope = await sendForm(test, definition.path, {}, token ? { token, bearer: true } : {});
      const expected = expectedRefusal(actor, definition);
      if (expected === null) {
        tally.admitted += 1;
        if (REFUSALS.includes(envelope.code)) wrong.push(`${name}: refused ${envelope.code}, may make it`);
      } else {
        tally.refused += 1;
        if (envelope.code !== expected)
          wrong.push(`${name}: answered ${envelope.code}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the matrix', () => {
  it('covered every call for every actor', () => {
    expect(tally.admitted + tally.refused).toBe(actors.length * entries.length);
    // biome-ignore lint/suspicious/noConsole: the suite prints its figures (docs/RELIABILITY.md)
    console.log(
      `access matrix: ${entries.length} calls × ${actors.length} actors: ${tally.admitted} admitted, ${tally.refused} refused as the tables say`,
    );
  });
});
