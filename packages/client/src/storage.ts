// Local storage that falls back to memory where storage is unavailable (private browsing, tests in node),
// so an app still runs for the current visit. Each app binds it to its own keys.

export type KeyedStorage<Key extends string> = {
  readText(key: Key): string | null;
  writeText(key: Key, value: string): void;
  removeItem(key: Key): void;
  /** A stored JSON value; a missing or corrupt entry reads as null rather than breaking start-up. */
  readJson(key: Key): unknown;
  writeJson(key: Key, value: unknown): void;
};

function webStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function keyedStorage<Key extends string>(): KeyedStorage<Key> {
  const memory = new Map<string, string>();
  const readText = (key: Key): string | null => {
    try {
      return webStorage()?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const writeText = (key: Key, value: string): void => {
    memory.set(key, value);
    try {
      webStorage()?.setItem(key, value);
    } catch {
      // Quota or privacy mode: the memory copy keeps the app working for this visit.
    }
  };
  return {
    readText,
    writeText,
    removeItem(key) {
      memory.delete(key);
      try {
        webStorage()?.removeItem(key);
      } catch {
        // Nothing to remove where storage is unavailable.
      }
    },
    readJson(key) {
      const text = readText(key);
      if (text === null) return null;
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    },
    writeJson(key, value) {
      writeText(key, JSON.stringify(value));
    },
  };
}
