import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The apps' `@/…` imports (their tsconfig.json's paths and vite.config.ts). */
const sourceRootOf = (app: string) => ({
  alias: [{ find: /^@\//, replacement: fileURLToPath(new URL(`./packages/${app}/src/`, import.meta.url)) }],
});

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
      {
        resolve: sourceRootOf('web'),
        test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: sourceRootOf('admin'),
        test: { name: 'admin', include: ['packages/admin/src/**/*.test.ts'], environment: 'node' },
      },
      { test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
