// The console's local storage. The console and the player app share an origin (the server serves both),
// so every key here is the console's own: signing in to one never signs in or out of the other.

export const storageKeys = {
  /** The operator's session token. */
  token: 'console.token',
  /** 'en' | 'zh'. */
  language: 'console.language',
  /** The client config's codec keys and lines, from the last start-up. */
  clientConfig: 'console.clientConfig',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const memory = new Map<string, string>();

function webStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readText(key: StorageKey): string | null {
  try {
    return webStorage()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeText(key: StorageKey, value: string): void {
  memory.set(key, value);
  try {
    webStorage()?.setItem(key, value);
  } catch {
    // Storage refused (privacy mode): the memory copy keeps this visit working.
  }
}

export function removeItem(key: StorageKey): void {
  memory.delete(key);
  try {
    webStorage()?.removeItem(key);
  } catch {
    // Nothing to remove where storage is unavailable.
  }
}
