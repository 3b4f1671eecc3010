// The client config (spec §4): lines, codec keys, socket address and game options. It is fetched from
// each line at start-up, cached in local storage, and its codec keys decode every later answer.

import { fetchClientConfig as fetchConfigFromLine } from '@fair28/client';
import { type CodecKeys, type TClientConfigResponse, ZClientConfigResponse } from '@fair28/shared';
import { readLanguage } from '../lib/language';
import { readJson, readText, storageKeys, writeJson, writeText } from '../lib/storage';
import type { Line } from './lines';

export function readClientConfig(): TClientConfigResponse | null {
  const result = ZClientConfigResponse.safeParse(readJson(storageKeys.clientConfig));
  return result.success ? result.data : null;
}

export function saveClientConfig(config: TClientConfigResponse): void {
  writeJson(storageKeys.clientConfig, config);
}

export function readCodecKeys(): CodecKeys | null {
  return readClientConfig()?.codec ?? null;
}

export type CurrentLine = Line & { isChosen: boolean };

export function readCurrentLine(): CurrentLine | null {
  const url = readText(storageKeys.lineUrl);
  if (!url) return null;
  return {
    index: Number(readText(storageKeys.line) ?? 0),
    url,
    isChosen: readText(storageKeys.isLine) === 'true',
  };
}

/** `isChosen`: the player picked it on the line page, so start-up tries it first next time. */
export function saveCurrentLine(line: Line, isChosen: boolean): void {
  writeText(storageKeys.line, String(line.index));
  writeText(storageKeys.lineUrl, line.url);
  writeText(storageKeys.isLine, String(isChosen));
}

/** The config call on one line, in the stored language (the request itself lives in @fair28/client). */
export function fetchClientConfig(
  lineUrl: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<TClientConfigResponse> {
  return fetchConfigFromLine(lineUrl, { ...options, language: readLanguage() });
}
