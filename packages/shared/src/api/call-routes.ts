// The call table without its schemas: each call's name, path and flags, all a client needs to put a call
// on the wire; and the player's share of it, every call but the operators'. The player app's build writes
// this module out as the player's routes it computes (its vite.config.ts), so the first screen sends its
// calls before zod and the schemas have loaded, and carries no operator call.
import { type CallName, type Calls, calls } from './calls';
import { type CallFlags, isOperatorCall } from './define-calls';
import type { Permission } from './permissions';

/** One call's route: its name in the table, its path and its flags. */
export type CallRoute<Name extends string = string> = CallFlags & { name: Name; path: string };

export type CallRoutes = { readonly [Name in CallName]: Omit<Calls[Name], 'request' | 'response'> };

/** The calls only staff may make, told by the flags `isOperatorCall` reads. */
type OperatorCallName = {
  [Name in CallName]: Calls[Name] extends { permission: Permission } | { staffOnly: true } ? Name : never;
}[CallName];

/** The calls a player's app may make: every call but the operators'. */
export type PlayerCallName = Exclude<CallName, OperatorCallName>;

export type PlayerCallRoutes = Pick<CallRoutes, PlayerCallName>;

function withoutSchemas(table: Calls): CallRoutes {
  const routes: Record<string, CallRoute> = {};
  for (const [name, { request: _request, response: _response, ...route }] of Object.entries(table))
    routes[name] = route;
  return routes as CallRoutes;
}

export const callRoutes = withoutSchemas(calls);

/** The player app's routes: it never makes an operator call, so it neither holds nor can name one. */
export const playerCallRoutes = Object.fromEntries(
  Object.entries<CallRoute>(callRoutes).filter(([, route]) => !isOperatorCall(route)),
) as PlayerCallRoutes;
