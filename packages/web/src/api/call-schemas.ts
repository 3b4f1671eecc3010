// The call schemas and what checks stored values against theirs: a chunk of its own (zod and every
// call's schema), which the first screen goes without (api/schemas.ts loads it).
export { calls } from '@fair28/shared';
export { refreshPageConfigs } from './page-config-refresh';
