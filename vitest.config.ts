import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One test file more than the machine has cores: the server's files spend much of their time waiting on
 * PostgreSQL, sockets and child processes, so vitest's default (one fewer than the cores: one worker on a
 * two-core machine) left the machine half idle. On two cores `npm test`'s files took 258 s against 400 s.
 */
export const maxWorkers = availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      // Property checks and collections do real work: 5 s (vitest's default) was missed on a busy machine.
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          setupFiles: ['packages/server/src/test/setup.ts'],
          // A worker runs its files one after another in one module graph, not each in a new one: importing
          // the server's modules afresh for each of its hundred files was most of the suite's time on two
          // cores. Each file still has its own app and database, and closes them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'verifier', include: ['packages/verifier/src/**/*.test.ts'], environment: 'node' } },
      // The apps import their own src as `@/…`, by their tsconfig.json paths.
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'admin', include: ['packages/admin/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
