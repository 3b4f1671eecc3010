// Calls to a node or the balancer over real HTTP, as any client of docs/PROTOCOL.md makes them: a form post
// with gzip=0 (resBody is the JSON in hex), the session as a Bearer header, typed by the call table.
import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  decodeResBody,
  readEnvelope,
  type TEnvelope,
} from '@fair28/shared';

const NO_KEYS = { key: '', iv: '' };

export class CallRefused extends Error {
  constructor(
    readonly path: string,
    readonly envelope: TEnvelope,
  ) {
    super(`${path} refused: ${envelope.code} ${envelope.message}`);
  }
}

/** The raw envelope of a call (with its HTTP status), for checks of refusals. */
export async function sendCall(
  origin: string,
  path: string,
  fields: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; envelope: TEnvelope }> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  form.set('gzip', '0');
  form.set('lang', 'en');
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const envelope = readEnvelope(parseJson(text));
  // An answer that is not the server's (nginx's 502 page, a bare 503) says which status it came with.
  if (!envelope) throw new Error(`${path}: HTTP ${response.status}, not an envelope: ${text.slice(0, 80)}`);
  return { status: response.status, envelope };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One call through the table: its decoded, schema-checked answer, or CallRefused. */
export async function callAt<C extends CallDefinition>(
  origin: string,
  definition: C,
  fields: CallRequest<C>,
  token?: string,
): Promise<CallResponse<C>> {
  const { envelope } = await sendCall(origin, definition.path, fields as Record<string, unknown>, token);
  if (envelope.code !== 0) throw new CallRefused(definition.path, envelope);
  const resBody = envelope.resBody ?? '';
  const decoded = definition.plainResBody
    ? JSON.parse(resBody)
    : await decodeResBody(resBody, false, NO_KEYS);
  return definition.response.parse(decoded) as CallResponse<C>;
}
