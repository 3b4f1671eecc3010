import { callRoutes } from '@fair28/shared/protocol';
import { describe, expect, it } from 'vitest';
import { callRoutesModule } from './call-routes-data';

describe('the call routes the build writes out', () => {
  it('are the routes the shared table computes, every name, path and flag', async () => {
    const text = callRoutesModule(callRoutes);
    const written = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as {
      callRoutes: unknown;
    };
    expect(written.callRoutes).toEqual(callRoutes);
    expect(text).not.toMatch(/zod|request|response/);
  });
});
