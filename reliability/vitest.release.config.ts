// `npm run test:release`: the reliability suites' settings, with the release tarball built once for every
// file of the run (harness/release-build.ts) rather than once per file.
import { defineConfig, mergeConfig } from 'vitest/config';
import reliability from './vitest.config.ts';

export default mergeConfig(
  reliability,
  defineConfig({ test: { globalSetup: ['./harness/release-build.ts'] } }),
);
