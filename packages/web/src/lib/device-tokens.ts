// The device token the server gives each account at its first sign-in on this browser: sent with the
// account's next sign-in, it makes this a known device (no new-device message; trusted once it passed the
// two-step code). Kept per account, across logouts, so two accounts sharing a phone each stay known.

import { readJson, storageKeys, writeJson } from './storage';

type DeviceTokens = Record<string, string>;

const keyOf = (account: string) => account.trim().toLowerCase();

function readAll(): DeviceTokens {
  const stored = readJson(storageKeys.deviceTokens);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as DeviceTokens) : {};
}

export function readDeviceToken(account: string): string | undefined {
  const token = readAll()[keyOf(account)];
  return typeof token === 'string' && token ? token : undefined;
}

/** Keeps the token the server gave; an answer without one leaves the stored token as it is. */
export function saveDeviceToken(account: string, token: string | undefined): void {
  if (!token) return;
  writeJson(storageKeys.deviceTokens, { ...readAll(), [keyOf(account)]: token });
}
