// The reliability suites (docs/RELIABILITY.md): whole server processes, nginx, PostgreSQL and Redis, so
// they run apart from `npm test`, one file at a time, with deadlines long enough for rounds to pass.
// `npm run test:reliability` runs the four that mostly wait (upgrade, cluster, faults, restore) side by side.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
