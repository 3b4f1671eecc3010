// `npm run test:attacks`: the attack suites (fuzzing every call, the access matrix, sessions, uploads,
// headers) against the real database, apart from `npm test` because they send tens of thousands of
// requests. docs/RELIABILITY.md lists what they cover and the figures of the last run.
import { defineConfig } from 'vitest/config';
import { maxWorkers } from './vitest.config.ts';

export default defineConfig({
  test: {
    name: 'attacks',
    maxWorkers,
    include: ['packages/server/src/attacks/**/*.attack.ts'],
    environment: 'node',
    globalSetup: ['packages/server/src/test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
