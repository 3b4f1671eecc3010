// What a call is, written once in its domain's file (api/bets.ts, api/store.ts …) with `defineCalls`: its
// path, who may make it and how its answer travels (the flags), and its request and response schemas.
// calls.ts joins the domains' tables; call-routes.ts is the same table without the schemas.
import type { z } from 'zod';
import type { Permission } from './permissions';

export type CallFlags = {
  /** Whether the call needs a logged-in session (spec §7 "with token"). */
  auth: boolean;
  /** The version call answers resBody as plain JSON, not encoded (spec §7). */
  plainResBody?: boolean;
  /**
   * A call without `auth` that still reads a token when one is sent, to answer more to a logged-in
   * client (the config call gives it its socket login). A bad token is ignored, never an error.
   */
  optionalAuth?: boolean;
  /**
   * An operator call: only staff sessions whose role holds this permission (api/permissions.ts) may make
   * it; any other session gets 403, before its body is read. Needs `auth`.
   */
  permission?: Permission;
  /** An operator call open to every staff role (the caller's own staff profile). Needs `auth`. */
  staffOnly?: boolean;
  /** A player's own money or payout details: staff sessions are refused (StaffAccount). Needs `auth`. */
  playersOnly?: boolean;
  /**
   * Open to a session whose one-time password is still to be changed: changing it, reading one's own
   * details and logging out. Such a session gets PasswordChangeRequired on every other call.
   */
  beforePasswordChange?: boolean;
};

/** One call of the table: its name (its key there), path, flags and both schemas. */
export type CallDefinition = CallFlags & {
  name: string;
  path: string;
  request: z.ZodType;
  response: z.ZodType;
};

/** Whether only staff may make the call: what the console shows and a player's session never reaches. */
export function isOperatorCall(definition: Pick<CallFlags, 'permission' | 'staffOnly'>): boolean {
  return definition.permission !== undefined || definition.staffOnly === true;
}

/**
 * A domain's calls, written without their names: each named after its key, its flags refused when they
 * contradict each other.
 */
export function defineCalls<const T extends Record<string, Omit<CallDefinition, 'name'>>>(
  table: T,
): { readonly [Name in keyof T & string]: T[Name] & { name: Name } } {
  const named: Record<string, CallDefinition> = {};
  for (const [name, entry] of Object.entries(table)) {
    const needsSession =
      isOperatorCall(entry) || entry.playersOnly === true || entry.beforePasswordChange === true;
    if (needsSession && !entry.auth) throw new Error(`${entry.path}: who may call it needs auth`);
    if (isOperatorCall(entry) && entry.playersOnly)
      throw new Error(`${entry.path}: an operator call cannot be for players only`);
    named[name] = { ...entry, name };
  }
  return named as { readonly [Name in keyof T & string]: T[Name] & { name: Name } };
}
