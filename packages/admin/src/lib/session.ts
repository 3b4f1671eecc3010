// The operator's session token, and who is listening for it to change (the router shows the sign-in page
// as soon as it is gone: signed out, expired, or idle).
import { useSyncExternalStore } from 'react';
import { readText, removeItem, storageKeys, writeText } from './storage';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readToken(): string | null {
  return readText(storageKeys.token);
}

export function saveToken(token: string): void {
  writeText(storageKeys.token, token);
  notify();
}

export function clearToken(): void {
  removeItem(storageKeys.token);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a token is stored; re-renders when it is saved or cleared. */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribe, () => readToken() !== null);
}
