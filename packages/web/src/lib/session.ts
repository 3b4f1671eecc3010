// The login session as spec §3 stores it: token, hasLogin flag and the account id (uLoginId).

import { readText, removeItem, storageKeys, writeText } from './storage';

export type Session = { token: string; uLoginId: number };

const savedListeners = new Set<() => void>();

/** Called after each login or registration on this device (pwa/push-subscription.ts follows it). */
export function onSessionSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

export function saveSession(session: Session): void {
  writeText(storageKeys.token, session.token);
  writeText(storageKeys.uLoginId, String(session.uLoginId));
  writeText(storageKeys.hasLogin, 'true');
  for (const listener of savedListeners) listener();
}

export function readToken(): string | null {
  return readText(storageKeys.token) || null;
}

/** Logged in only with both the flag and a token: either alone is a half-cleared session. */
export function hasSession(): boolean {
  return readText(storageKeys.hasLogin) === 'true' && readToken() !== null;
}

export function clearSession(): void {
  removeItem(storageKeys.token);
  removeItem(storageKeys.hasLogin);
  removeItem(storageKeys.uLoginId);
}
