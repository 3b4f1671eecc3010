// The player's call routes as the first screen gets them: the build (vite.config.ts) writes the shared
// module that computes them from the call table (packages/shared/src/api/call-routes.ts, schemas and all)
// out as this text, the routes it computed, so neither zod, a call schema nor an operator call comes with
// them.

import type { PlayerCallRoutes } from '@fair28/shared/protocol';

/**
 * The module's text: `playerCallRoutes`, each route's path and flags under its name; the module sets each
 * route's name from its key as it runs (written into each route as well, the names cost the first screen
 * 0.26 KB of brotli).
 */
export function callRoutesModule(routes: Partial<PlayerCallRoutes>): string {
  const unnamed = Object.fromEntries(
    Object.entries(routes).map(([name, { name: _name, ...route }]) => [name, route]),
  );
  return [
    `export const playerCallRoutes = ${JSON.stringify(unnamed)};`,
    'for (const name in playerCallRoutes) playerCallRoutes[name].name = name;',
  ].join('\n');
}
