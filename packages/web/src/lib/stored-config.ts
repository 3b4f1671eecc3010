// What the first screen reads of the stored client config (api/client-config.ts): the codec keys and
// the lines, read by hand. The whole config was checked against its schema before it was stored, and
// start-up's probe replaces it with a checked fresh one; reading it with the schema would put zod on
// the first screen.

import type { CodecKeys } from '@fair28/shared/protocol';
import { readJson, storageKeys } from './storage';

function storedConfig(): Record<string, unknown> | null {
  const config = readJson(storageKeys.clientConfig);
  return typeof config === 'object' && config !== null ? (config as Record<string, unknown>) : null;
}

export function readStoredCodecKeys(): CodecKeys | null {
  const codec = storedConfig()?.codec;
  if (typeof codec !== 'object' || codec === null) return null;
  const { key, iv } = codec as { key?: unknown; iv?: unknown };
  return typeof key === 'string' && typeof iv === 'string' ? { key, iv } : null;
}

export function readStoredLines(): string[] {
  const lines = storedConfig()?.lines;
  return Array.isArray(lines) ? lines.filter((line): line is string => typeof line === 'string') : [];
}
