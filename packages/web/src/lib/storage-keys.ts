// The storage keys, apart from the storage (lib/storage.ts) and free of imports: the build reads the
// stored language's key for the page's first script (boot/words-first.ts).

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
  /** The device token the server gave each account that signed in here, by account (lower case). */
  deviceTokens: 'deviceTokens',
  /** The server's clock minus this device's, in ms, from the last config call (lib/server-clock.ts). */
  serverClockOffset: 'serverClockOffset',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
