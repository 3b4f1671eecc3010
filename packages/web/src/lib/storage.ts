// Local storage with the keys of spec §3, falling back to memory where storage is unavailable
// (private browsing, tests in node) so the app still runs for the current visit.
import { keyedStorage } from '@fair28/client/storage';
import type { StorageKey } from './storage-keys';

export { type StorageKey, storageKeys } from './storage-keys';

export const { readText, writeText, removeItem, readJson, writeJson } = keyedStorage<StorageKey>();
