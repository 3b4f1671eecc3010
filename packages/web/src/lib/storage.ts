// Local storage with the keys of spec §3, falling back to memory where storage is unavailable
// (private browsing, tests in node) so the app still runs for the current visit.

/** Every key the player app keeps, named as spec §3 names them. */
export const storageKeys = {
  token: 'token',
  hasLogin: 'hasLogin',
  uLoginId: 'uLoginId',
  languageType: 'languageType',
  /** Index of the current line among the probed candidates. */
  line: 'line',
  /** Address of the current line. */
  lineUrl: 'lineUrl',
  /** Whether the player chose the line on the line page, so start-up tries it first. */
  isLine: 'isLine',
  clientConfig: 'clientConfig',
  /** The server's language packs, by language: merged over the bundled words at start. */
  languagePacks: 'languagePacks',
  /** Remote page configs (spec §4), by route path. */
  pageConfigs: 'pageConfigs',
  /** The server's clock minus this device's, in ms, from the last config call (lib/server-clock.ts). */
  serverClockOffset: 'serverClockOffset',
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
    // Quota or privacy mode: the memory copy keeps the app working for this visit.
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

/** Parses a stored JSON value; a missing or corrupt entry reads as null rather than breaking start-up. */
export function readJson(key: StorageKey): unknown {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
