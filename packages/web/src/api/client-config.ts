// The client config (spec §4): lines, codec keys, socket address and game options. It is fetched from
// each line at start-up, cached in local storage, and its codec keys decode every later answer.

import { checkAnswer, sendRoute } from '@fair28/client';
import {
  type CodecKeys,
  playerCallRoutes,
  REQUEST_TIMEOUT_MS,
  type TClientConfigResponse,
} from '@fair28/shared';
import { firstScreenUp } from '../lib/first-screen';
import { readLanguage } from '../lib/language';
import { readText, storageKeys, writeJson, writeText } from '../lib/storage';
import { readStoredCodecKeys } from '../lib/stored-config';
import type { Line } from './lines';
import { loadSchemas, schemasLoaded } from './schemas';

export function saveClientConfig(config: TClientConfigResponse): void {
  writeJson(storageKeys.clientConfig, config);
}

export function readCodecKeys(): CodecKeys | null {
  return readStoredCodecKeys();
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

/**
 * The config call on one line, in the stored language, sent with gzip=0 (its answer brings the codec
 * keys, so it must be readable without them). Its answer is checked before it is used, once the
 * schemas are in: a returning player's probe waits for them in the background, and whoever cannot wait
 * (a call of a new player) has them loaded now (api/client.ts).
 */
export async function fetchClientConfig(
  lineUrl: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<TClientConfigResponse> {
  const answer = await sendRoute(
    playerCallRoutes.clientConfigs,
    {},
    {
      line: lineUrl,
      language: readLanguage(),
      gzip: false,
      keys: null,
      token: null,
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  const { calls } = await Promise.race([schemasLoaded, firstScreenUp.then(loadSchemas)]);
  return checkAnswer(calls.clientConfigs, answer);
}
