// The call table without its schemas: each call's name, path and flags, all a client needs to put a call
// on the wire. The player app's build writes this module out as the table it computes (its
// vite.config.ts), so the first screen sends its calls before zod and the schemas have loaded.
import { type CallName, type Calls, calls } from './calls';
import type { CallFlags } from './define-calls';

/** One call's route: its name in the table, its path and its flags. */
export type CallRoute<Name extends string = string> = CallFlags & { name: Name; path: string };

export type CallRoutes = { readonly [Name in CallName]: Omit<Calls[Name], 'request' | 'response'> };

function withoutSchemas(table: Calls): CallRoutes {
  const routes: Record<string, CallRoute> = {};
  for (const [name, { request: _request, response: _response, ...route }] of Object.entries(table))
    routes[name] = route;
  return routes as CallRoutes;
}

export const callRoutes = withoutSchemas(calls);
