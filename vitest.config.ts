import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'], environment: 'node' } },
      // The apps import their own src as `@/…`, by their tsconfig.json paths.
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { tsconfigPaths: true },
        test: { name: 'admin', include: ['packages/admin/src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
