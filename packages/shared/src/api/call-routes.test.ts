import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CallRoute, callRoutes, type PlayerCallName, playerCallRoutes } from './call-routes';
import { isOperatorCall } from './define-calls';

describe('the call routes', () => {
  it('are every call of the table, each with its name, path and flags and no schema', () => {
    expect(callRoutes.placeBet).toEqual({
      name: 'placeBet',
      path: '/api/v1/room/point/add',
      auth: true,
      playersOnly: true,
    });
  });

  it('give the player app every call but the operators', () => {
    const players = Object.values<CallRoute>(callRoutes).filter((route) => !isOperatorCall(route));
    expect(Object.values(playerCallRoutes)).toEqual(players);
    expect(players.length).toBeLessThan(Object.keys(callRoutes).length);
    expect(playerCallRoutes).not.toHaveProperty('adminMe');
    expect(playerCallRoutes).not.toHaveProperty('adminDepositList');
  });

  it('do not let the player app name an operator call', () => {
    expectTypeOf<'placeBet' | 'consoleLogin' | 'supportUnread'>().toExtend<PlayerCallName>();
    // staffOnly, and a permission's.
    expectTypeOf<'adminMe'>().not.toExtend<PlayerCallName>();
    expectTypeOf<'adminDepositList'>().not.toExtend<PlayerCallName>();
  });
});
