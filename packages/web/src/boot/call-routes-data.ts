// The call routes as the first screen gets them: the build (vite.config.ts) writes the shared module that
// computes them from the call table (packages/shared/src/api/call-routes.ts, schemas and all) out as this
// text, the table it computed, so neither zod nor a call schema comes with the routes.

import type { CallRoutes } from '@fair28/shared/protocol';

/** The module's text: each route's path and flags, named after its key once it runs. */
export function callRoutesModule(routes: CallRoutes): string {
  const table = Object.entries(routes).map(([name, { name: _name, ...route }]) => {
    const fields = Object.entries(route).map(([field, value]) => `${field}:${JSON.stringify(value)}`);
    return `${name}:{${fields.join(',')}}`;
  });
  return [
    `export const callRoutes = {${table.join(',')}};`,
    'for (const name in callRoutes) callRoutes[name].name = name;',
  ].join('\n');
}
