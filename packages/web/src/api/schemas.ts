// The call schemas load once the first screen is up (api/call-schemas.ts: zod and every call's schema,
// about a quarter of the app's code): home sends its calls and shows their answers without them. What
// the first screen received is checked as soon as they are in; an answer that fails, or that its schema
// reads as something else (a default, a transform), makes every query start over (reset, so no unchecked
// data stays on screen) and fetch again, checked this time. Every call answered once the first screen is
// up is checked before it is used.

import { checkAnswer } from '@fair28/client';
import type { CallName, CallResponse, CallRoute, Calls } from '@fair28/shared';
import { firstScreenUp, isFirstScreenUp } from '../lib/first-screen';
import { queryClient } from '../lib/query-client';

type CallSchemas = typeof import('./call-schemas');

let loading: Promise<CallSchemas> | null = null;
let loaded: CallSchemas | null = null;
let markLoaded: (schemas: CallSchemas) => void = () => {};

/** Resolves once the schemas are in, whoever asked for them. */
export const schemasLoaded = new Promise<CallSchemas>((resolve) => {
  markLoaded = resolve;
});

/** Loads the schemas now (a call that cannot wait for the first screen, such as the line probe of a new player). */
export function loadSchemas(): Promise<CallSchemas> {
  if (!loading) {
    const asking = import('./call-schemas').then((schemas) => {
      loaded = schemas;
      markLoaded(schemas);
      return schemas;
    });
    loading = asking;
    // A failed chunk must not stick: the next call asks again.
    asking.catch(() => {
      if (loading === asking) loading = null;
    });
  }
  return loading;
}

void firstScreenUp.then(() => loadSchemas().catch(() => undefined));

let isResetting = false;

function startQueriesOver(): void {
  if (isResetting) return;
  isResetting = true;
  void queryClient.resetQueries().finally(() => {
    isResetting = false;
  });
}

/** Whether the schema's reading of an answer is the answer as shown: every field it kept, unchanged. */
export function readsAsShown(parsed: unknown, raw: unknown): boolean {
  if (Object.is(parsed, raw)) return true;
  if (typeof parsed !== 'object' || parsed === null || typeof raw !== 'object' || raw === null) return false;
  if (Array.isArray(parsed)) {
    return (
      Array.isArray(raw) &&
      parsed.length === raw.length &&
      parsed.every((item, at) => readsAsShown(item, raw[at]))
    );
  }
  const fields = raw as Record<string, unknown>;
  return Object.entries(parsed).every(([name, value]) => readsAsShown(value, fields[name]));
}

/**
 * The call's answer as its schema reads it: at once when the schemas are in or the first screen is up
 * (waiting for them), otherwise unchecked now and checked once they are in.
 */
export async function checked<N extends CallName>(
  route: CallRoute<N>,
  value: unknown,
): Promise<CallResponse<Calls[N]>> {
  const schemas = loaded ?? (isFirstScreenUp() ? await loadSchemas() : null);
  if (schemas) return checkAnswer(schemas.calls[route.name] as Calls[N], value);
  void schemasLoaded.then((later) => {
    try {
      if (!readsAsShown(checkAnswer(later.calls[route.name], value), value)) startQueriesOver();
    } catch {
      startQueriesOver();
    }
  });
  return value as CallResponse<Calls[N]>;
}
