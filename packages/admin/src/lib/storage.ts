// The console's local storage. The console and the player app share an origin (the server serves both),
// so every key here is the console's own: signing in to one never signs in or out of the other.
import { keyedStorage } from '@fair28/client/storage';

export const storageKeys = {
  /** The operator's session token. */
  token: 'console.token',
  /** 'en' | 'zh'. */
  language: 'console.language',
  /** The client config's codec keys and lines, from the last start-up. */
  clientConfig: 'console.clientConfig',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export const { readText, writeText, removeItem } = keyedStorage<StorageKey>();
