// Local storage with the keys of spec §3, falling back to memory where storage is unavailable
// (private browsing, tests in node) so the app still runs for the current visit.
import { keyedStorage } from '@fair28/client/storage';

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

export const { readText, writeText, removeItem, readJson, writeJson } = keyedStorage<StorageKey>();
