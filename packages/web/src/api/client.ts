// The API client every page uses (spec §4, §7, §8, §9): picks the line, sends one call with the stored
// session and codec keys, shows the loading toast for slow requests, and reacts to failures the way the
// whole app must — an expired session relaunches login, an HTTP failure opens a modal, no device
// network opens the error page. Anything else is rejected as an ApiError for the page to show.

import {
  ApiError,
  clientErrorCodes,
  isApiError,
  restoreServerClock,
  type SentAnswer,
  sendRoute,
  serverClockOffset,
  syncServerClock,
} from '@fair28/client';
import {
  type CallRequest,
  type CallResponse,
  type CallRoute,
  type Calls,
  ErrorCode,
  type PlayerCallName,
  REQUEST_TIMEOUT_MS,
  TOAST_MS,
} from '@fair28/shared';
import { takeEarlyAnswer } from '../boot/early-answers';
import { routes } from '../config/routes';
import { endSession, isSessionEnding } from '../lib/end-session';
import { firstScreenUp } from '../lib/first-screen';
import { readLanguage } from '../lib/language';
import { navigateTo } from '../lib/navigation';
import { showAlert, showToast, trackRequest } from '../lib/notify';
import { keepServerClock, keptServerClock } from '../lib/server-clock';
import { readToken } from '../lib/session';
import { readStoredLines } from '../lib/stored-config';
import {
  fetchClientConfig,
  readCodecKeys,
  readCurrentLine,
  saveClientConfig,
  saveCurrentLine,
} from './client-config';
import { findAnsweringLine, knownLines, type Line, NoLineAnsweredError, probeOrder } from './lines';
import { checked, loadSchemas } from './schemas';

// Every call of the visit carries the server's time from the start, as kept from the last visit.
const keptClock = keptServerClock();
if (keptClock !== null) restoreServerClock(keptClock);

/** How long start-up waits for one line before trying the next; the last line gets the full time-out. */
export const LINE_PROBE_TIMEOUT_MS = 10_000;

let startup: Promise<Line> | null = null;
/** Whether a probe of this visit has answered, so the stored keys, line and clock are confirmed. */
let isConfirmed = false;

async function probeLines(): Promise<Line> {
  const current = readCurrentLine();
  const lines = knownLines(readStoredLines(), window.location.origin);
  const order = probeOrder(lines, current?.isChosen ? current.url : null);
  const { line, answer } = await findAnsweringLine(order, (candidate, position) =>
    fetchClientConfig(candidate.url, {
      timeoutMs: position === order.length - 1 ? REQUEST_TIMEOUT_MS : LINE_PROBE_TIMEOUT_MS,
    }),
  );
  saveClientConfig(answer);
  syncServerClock(answer.serverTime);
  keepServerClock(serverClockOffset());
  // In by now: the answer was checked with them.
  void loadSchemas().then(({ refreshPageConfigs }) => refreshPageConfigs(answer.options));
  // Number the line within the fresh list, which is what the line page shows.
  const fresh = knownLines(answer.lines, window.location.origin).find((known) => known.url === line.url);
  const stored = fresh ?? line;
  saveCurrentLine(stored, current?.isChosen === true && current.url === stored.url);
  isConfirmed = true;
  return stored;
}

/**
 * Start-up line probing (spec §4), once per visit, so the codec keys are fresh. `again` probes anew,
 * after the current line stopped answering. The probe's answer is checked against its schema before it
 * is used, and whoever waits for the probe has the schemas loaded now; `inBackground` (nothing waits,
 * a returning player's calls go out before it) probes once the first screen is up, schemas and all.
 */
export function startUp(options: { again?: boolean; inBackground?: boolean } = {}): Promise<Line> {
  if (options.inBackground && !options.again && !startup) return probeAfterFirstScreen();
  if (!options.inBackground) void loadSchemas().catch(() => undefined);
  if (!startup || options.again) {
    const probing = probeLines();
    startup = probing;
    // A failed probe must not stick: the next request or the retry button probes again.
    probing.catch(() => {
      if (startup === probing) startup = null;
    });
  }
  return startup;
}

let backgroundProbe: Promise<Line> | null = null;

/**
 * A probe nothing waits for goes out once the first screen is up: until then the phone's network and
 * CPU are the first screen's (its calls went out with the stored line and keys, and one that those
 * failed probes at once, in `send`).
 */
function probeAfterFirstScreen(): Promise<Line> {
  if (!backgroundProbe) {
    const probing = firstScreenUp.then(() => startup ?? startUp({ inBackground: false }));
    backgroundProbe = probing;
    probing.catch(() => {
      if (backgroundProbe === probing) backgroundProbe = null;
    });
  }
  return backgroundProbe;
}

/**
 * The line a call goes to. A returning player's first calls do not wait for the probe: with a stored
 * line and codec keys they go out at once while the probe runs beside them (`isConfirmed` false), and a
 * call those might have failed is sent again once it answered (see `send`). Without them, every call
 * waits for the probe.
 */
async function lineForCall(): Promise<{ line: Line; isConfirmed: boolean }> {
  const stored = readCurrentLine();
  if (!isConfirmed && stored && readCodecKeys()) {
    startUp({ inBackground: true }).catch(() => undefined);
    return { line: stored, isConfirmed: false };
  }
  const probed = await startUp();
  // The stored line, not the probed one: the player may have picked another on the line page since.
  return { line: readCurrentLine() ?? probed, isConfirmed: true };
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Show the loading toast when the request is slow (default true). */
  showLoading?: boolean;
  /**
   * Safe to send twice (reads). Only such calls are retried on another line when the current one
   * stops answering; a change might already have happened before the connection dropped.
   */
  idempotent?: boolean;
  /** Reports upload progress, 0 to 1 (the request then goes through XMLHttpRequest). */
  onUploadProgress?: (fraction: number) => void;
};

function sendOn(
  line: Line,
  call: CallRoute,
  body: Record<string, unknown>,
  options: RequestOptions,
  sent?: Promise<SentAnswer>,
): Promise<unknown> {
  return sendRoute(call, body, {
    ...(sent ? { sent } : {}),
    line: line.url,
    language: readLanguage(),
    gzip: true,
    keys: readCodecKeys(),
    token: call.auth || call.optionalAuth ? readToken() : null,
    timeoutMs: REQUEST_TIMEOUT_MS,
    clockOffsetMs: serverClockOffset(),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
  });
}

/**
 * What stale stored keys or clock look like: the server could not read the token field (an expired
 * session, refused before the call ran, so any call may be sent again), or the answer could not be
 * decoded (only reads are sent again: a change may have happened).
 */
function mayBeStaleKeys(error: unknown, call: CallRoute, options: RequestOptions): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'expired') return call.auth && readToken() !== null;
  return error.kind === 'codec' && options.idempotent === true;
}

async function send(
  call: CallRoute,
  body: Record<string, unknown>,
  options: RequestOptions,
): Promise<unknown> {
  const { line, isConfirmed } = await lineForCall();
  // Home's first calls went out from the page before the app's code ran (boot/early-calls.ts), with the
  // stored keys and no fields.
  const hasFields = Object.values(body).some((value) => value !== undefined);
  const sent = hasFields ? undefined : takeEarlyAnswer(call.path);
  try {
    return await sendOn(line, call, body, options, sent);
  } catch (error) {
    if ((isConfirmed && !sent) || !mayBeStaleKeys(error, call, options)) throw error;
    // Sent before this visit's probe answered: once it has, with its keys, line and clock, once more.
    const probed = await startUp();
    return await sendOn(readCurrentLine() ?? probed, call, body, options);
  }
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

async function sendWithFailover(
  call: CallRoute,
  body: Record<string, unknown>,
  options: RequestOptions,
): Promise<unknown> {
  try {
    return await send(call, body, options);
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'network' || isOffline()) throw error;
    // The line stopped answering: find one that does, so this and later calls go there.
    const previous = readCurrentLine()?.url;
    const next = await startUp({ again: true }).catch(() => null);
    if (!next || next.url === previous || !options.idempotent) throw error;
    return await send(call, body, options);
  }
}

let lastExpiry = 0;

/** The failures every page reacts to the same way, handled once here (spec §8). */
function react(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.kind === 'expired') {
    error.shown = true;
    if (isSessionEnding()) return;
    // Parallel calls expire together; one toast and one relaunch are enough.
    if (Date.now() - lastExpiry < TOAST_MS) return;
    lastExpiry = Date.now();
    showToast(error.message);
    void endSession();
  } else if (error.kind === 'http') {
    error.shown = true;
    showAlert(error.message);
  } else if (error.kind === 'network' && isOffline()) {
    error.shown = true;
    void navigateTo(routes.error.path, { type: 'network' });
  } else if (error.code === ErrorCode.PasswordChangeRequired) {
    // Signed in with a one-time password customer service gave: the password page first, nothing else.
    error.shown = true;
    if (Date.now() - lastPasswordPrompt < TOAST_MS) return;
    lastPasswordPrompt = Date.now();
    showToast(error.message);
    void navigateTo(routes.loginPassword.path);
  }
}

let lastPasswordPrompt = 0;

/**
 * Sends the call known by its route (`playerCallRoutes`: never an operator call) and reads its answer,
 * checked (api/schemas.ts).
 */
export async function request<N extends PlayerCallName>(
  call: CallRoute<N>,
  body: CallRequest<Calls[N]>,
  options: RequestOptions = {},
): Promise<CallResponse<Calls[N]>> {
  const stopLoading = options.showLoading === false ? () => {} : trackRequest();
  try {
    return await checked(call, await sendWithFailover(call, body as Record<string, unknown>, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const failure =
      error instanceof NoLineAnsweredError
        ? new ApiError(clientErrorCodes.network, error.message, 'network')
        : error;
    react(failure);
    throw failure;
  } finally {
    stopLoading();
  }
}

/**
 * A read made behind the screen (a query's fetch): safe to send twice, so it may go on another line, and
 * no loading toast, since the screen shows its own loading state.
 */
export function read<N extends PlayerCallName>(
  call: CallRoute<N>,
  body: CallRequest<Calls[N]>,
  signal?: AbortSignal,
): Promise<CallResponse<Calls[N]>> {
  return request(call, body, { idempotent: true, showLoading: false, signal });
}
