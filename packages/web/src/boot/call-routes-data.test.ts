import { type CallRoute, callRoutes, isOperatorCall, playerCallRoutes } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { callRoutesModule } from './call-routes-data';

describe('the call routes the build writes out', () => {
  it("are the player's routes the shared table computes, every name, path and flag", async () => {
    const text = callRoutesModule(playerCallRoutes);
    const written = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as {
      playerCallRoutes: unknown;
    };
    expect(written.playerCallRoutes).toEqual(playerCallRoutes);
    expect(text).not.toMatch(/zod|request|response/);
  });

  it('hold no operator call', () => {
    const text = callRoutesModule(playerCallRoutes);
    const operatorCalls = Object.values<CallRoute>(callRoutes).filter((route) => isOperatorCall(route));
    expect(operatorCalls.length).toBeGreaterThan(0);
    for (const route of operatorCalls) {
      expect(text).not.toContain(`"${route.name}"`);
      expect(text).not.toContain(`"${route.path}"`);
    }
  });
});
