// Calls to the server beside the browser, as an operator's console or another client would make them:
// form posts with gzip=0, so resBody is upper-case hex of the JSON (docs/PROTOCOL.md), and the session
// as a Bearer header. Also a small valid PNG, made here, for uploads.
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';

type Envelope = { code: number; message: string; resBody: string | null };

/** One call; answers the decoded resBody, or throws with the envelope's code and message. */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  path: string,
  fields: Record<string, string | number> = {},
  token?: string,
): Promise<T> {
  const response = await request.post(path, {
    form: { ...fields, gzip: '0', lang: 'en' },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${path} HTTP status`).toBe(200);
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 0) throw new Error(`${path} failed: ${envelope.code} ${envelope.message}`);
  return JSON.parse(Buffer.from(envelope.resBody ?? '', 'hex').toString('utf8')) as T;
}

/** Signs in through the API (a player or an operator without a second factor); answers the session token. */
export async function logIn(request: APIRequestContext, account: string, password: string): Promise<string> {
  const answer = await callApi<{ token: string }>(request, '/api/v1/login', { account, password });
  return answer.token;
}

export const OPERATOR = { account: 'admin', password: 'admin1234' } as const;

/** A page of a list call's answer, as every list call gives it. */
export type Listed<T> = { list: T[]; total: number };

/** The one pending record of this player on an operator list (deposits or withdrawals). */
export async function pendingOf(
  request: APIRequestContext,
  token: string,
  kind: 'deposit' | 'withdrawal',
  account: string,
): Promise<{ id: number; amount: string; orderNo: string }> {
  const page = await callApi<Listed<{ id: number; amount: string; orderNo: string }>>(
    request,
    `/api/v1/admin/${kind}/list`,
    { status: 'pending', account, pageNo: 1, pageSize: 20 },
    token,
  );
  expect(page.list, `pending ${kind}s of ${account}`).toHaveLength(1);
  return page.list[0] as { id: number; amount: string; orderNo: string };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A whole, valid RGB PNG of one colour: the kind of file a phone screenshot is, only smaller. */
export function makePng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
