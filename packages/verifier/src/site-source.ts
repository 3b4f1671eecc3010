// A site's public record over HTTP: each public call as a form post (docs/PROTOCOL.md) asking for plain hex
// answers (gzip=0, so no codec keys are needed), read from its envelope with the shared wire code and checked
// against the call's schema. No token, no cookies: every call it makes is public.
import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  calls,
  decodeResBody,
  readEnvelope,
  SUCCESS_CODE,
} from '@fair28/shared';
import { CHAIN_PAGE_SIZE, type RecordSource } from './source';

const TIMEOUT_MS = 60_000;

/** A call the site answered with an error envelope, or an HTTP status other than 200. */
export class SiteError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

async function post<C extends CallDefinition>(
  line: string,
  call: C,
  body: CallRequest<C>,
  signal?: AbortSignal,
): Promise<CallResponse<C>> {
  const form = new URLSearchParams({ gzip: '0', lang: 'en' });
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined) form.set(name, String(value));
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const answer = await fetch(`${line}${call.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await answer.text();
  let envelope: ReturnType<typeof readEnvelope> = null;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    // Not JSON: reported below with the status.
  }
  if (answer.status !== 200 || !envelope) {
    throw new SiteError(call.path, answer.status, envelope?.message ?? `HTTP ${answer.status}`);
  }
  if (envelope.code !== SUCCESS_CODE) throw new SiteError(call.path, answer.status, envelope.message);
  const parsed = call.response.safeParse(
    await decodeResBody(envelope.resBody ?? '', false, { key: '', iv: '' }),
  );
  if (!parsed.success) throw new SiteError(call.path, answer.status, 'the answer does not match its schema');
  return parsed.data as CallResponse<C>;
}

/** A site's record, read from its base address (`https://example.com`). */
export function siteSource(site: string): RecordSource {
  const line = site.replace(/\/+$/, '');
  return {
    name: line,
    chainPage: (pageNo, signal) => post(line, calls.chainList, { pageNo, pageSize: CHAIN_PAGE_SIZE }, signal),
    historyPage: (request, signal) => post(line, calls.roundHistory, request, signal),
    publicStats: (signal) => post(line, calls.publicStats, {}, signal),
    async beaconInfo(signal) {
      try {
        return await post(line, calls.beaconInfo, {}, signal);
      } catch (error) {
        // A site from before beacons has no such call; none of its rounds has a beacon to check either.
        if (error instanceof SiteError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
