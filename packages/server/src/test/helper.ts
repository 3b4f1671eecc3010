// Builds the real app on a fresh database for a test file, with a client that speaks the wire protocol
// the way the player app does: form-encoded POSTs, gzip=1, the encrypted token field.

import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CallDefinition,
  type CallRequest,
  type CallResponse,
  calls,
  decodeResBody,
  encryptTokenField,
  isSignInChallenge,
  type Language,
  type TEnvelope,
  type TLoginResponse,
} from '@fair28/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, queryRows } from '../db/database';
import type { BeaconSource } from '../kernel/beacons';
import type { GameEvents } from '../kernel/game-events';
import { createUser } from '../modules/accounts/service';
import { createTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  now?: () => Date;
  events?: GameEvents;
  gaugeCacheMs?: number;
  beacons?: BeaconSource;
};

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const base = loadConfig();
  const config = loadConfig({
    DATABASE_URL: base.databaseUrl,
    REDIS_URL: base.redisUrl,
    // Each test app counts its own rate limits and nonces, even when they share one Redis.
    FAIR28_REDIS_PREFIX: `fair28test:${randomBytes(6).toString('hex')}:`,
    FAIR28_WEB_DIST: '/nonexistent',
    FAIR28_UPLOAD_DIR: path.join(tmpdir(), `fair28-test-uploads-${randomBytes(6).toString('hex')}`),
    LOG_LEVEL: 'silent',
    // Money tests bind a card and withdraw at once; the hold on new payout accounts has its own tests.
    FAIR28_PAYOUT_HOLD_HOURS: '0',
    ...env,
  });
  const db = await createTestDatabase(config.postgres);
  const app = await buildApp({ config, db, logger: false, ...options });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await rm(config.uploads.dir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server node beside `test`: the same database and configuration (so the same Redis prefix),
 * as a load balancer would see two nodes. Closing it leaves the database to `test`.
 */
export async function startPeerNode(test: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  const app = await buildApp({ config: test.config, db: test.db, logger: false, ...options });
  await app.ready();
  return { app, db: test.db, config: test.config, close: () => app.close() };
}

export type SendOptions = {
  token?: string;
  gzip?: boolean;
  lang?: Language;
  ip?: string;
  /** Send the token as `Authorization: Bearer`, not as the timestamped field (tests on a moved clock). */
  bearer?: boolean;
  /** The browser the call comes from, as its User-Agent header names it. */
  userAgent?: string;
};

/** Posts a form-encoded call and returns the raw envelope. */
export async function sendForm(
  test: TestApp,
  path: string,
  fields: Record<string, unknown>,
  options: SendOptions = {},
): Promise<TEnvelope> {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  form.set('gzip', options.gzip === false ? '0' : '1');
  form.set('lang', options.lang ?? 'en');
  if (options.token && !options.bearer) {
    form.set('token', await encryptTokenField(options.token, test.config.codecKeys));
  }
  const response = await test.app.inject({
    method: 'POST',
    url: path,
    payload: form.toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.token && options.bearer ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  return response.json<TEnvelope>();
}

export class CallFailed extends Error {
  constructor(readonly envelope: TEnvelope) {
    super(`call failed with code ${envelope.code}: ${envelope.message}`);
  }
}

/** The envelope of a call that must fail; anything else fails the test. */
export async function failure(promise: Promise<unknown>): Promise<TEnvelope> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof CallFailed)) throw new Error(`expected the call to fail, got ${String(error)}`);
  return error.envelope;
}

/** Makes a call through the table entry and returns its decoded answer, or throws CallFailed. */
export async function call<C extends CallDefinition>(
  test: TestApp,
  definition: C,
  fields: CallRequest<C>,
  options: SendOptions = {},
): Promise<CallResponse<C>> {
  const envelope = await sendForm(test, definition.path, fields as Record<string, unknown>, options);
  if (envelope.code !== 0) throw new CallFailed(envelope);
  const resBody = envelope.resBody ?? '';
  const decoded = definition.plainResBody
    ? JSON.parse(resBody)
    : await decodeResBody(resBody, options.gzip !== false, test.config.codecKeys);
  return definition.response.parse(decoded) as CallResponse<C>;
}

/**
 * Signs in through the player's login call and answers the session: for accounts without two-step sign-in
 * (a challenge, which this never expects, fails the test).
 */
export async function signIn(
  test: TestApp,
  fields: CallRequest<typeof calls.login>,
  options: SendOptions = {},
): Promise<TLoginResponse> {
  const answer = await call(test, calls.login, fields, options);
  if (isSignInChallenge(answer)) throw new Error(`${fields.account} was asked for a two-step code`);
  return answer;
}

let sequence = 0;
/** A unique account name per call, so tests never collide. */
export function uniqueAccount(prefix = 'p'): string {
  sequence += 1;
  return `${prefix}${process.pid % 10_000}x${sequence}${Math.floor(Math.random() * 1000)}`.slice(0, 20);
}

/** An agent whose invitation code new players can register with. */
export async function createInviter(test: TestApp, code = 'INVITE1') {
  return createUser(test.db.orm, {
    account: uniqueAccount('agent'),
    password: 'agentpass1',
    role: 'agent',
    invitationCode: code,
  });
}

/** Row counts of every table: "changes nothing" is asserted by comparing two of these. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  // pg_tables, not information_schema.tables: the same list in a fifth of the time (its privilege checks).
  const tables = await queryRows<{ table_name: string }>(
    db.orm,
    sql`SELECT tablename AS table_name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  // One statement for every table: the bad-input sweep calls this twice per variant.
  const rows = await queryRows<{ table_name: string; count: number }>(
    db.orm,
    sql.raw(
      tables
        .map(
          ({ table_name }) =>
            `SELECT '${table_name}' AS table_name, count(*)::int AS count FROM "${table_name}"`,
        )
        .join(' UNION ALL '),
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, Number(row.count)]));
}
