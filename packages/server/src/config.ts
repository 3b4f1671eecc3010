// Configuration, parsed once at start-up from the environment. Nothing else reads process.env.
// A bad value stops start-up with a message naming the variable; so, with NODE_ENV=production, does
// every demo default.
import { createECDH, randomBytes } from 'node:crypto';
import path from 'node:path';
import { CARD_MARKETS, DEFAULT_IM_PASSWORD, HEARTBEAT_MS, isAmount, parseMinor } from '@fair28/shared';
import { z } from 'zod';
import { layout } from './layout';
import { CONNECTIONS_GRACE_MS } from './ops/listener-drain';

const sixteenBytes = (name: string) =>
  z.string().refine((value) => Buffer.byteLength(value, 'utf8') === 16, `${name} must be exactly 16 bytes`);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();

/**
 * Which X-Forwarded-For hops to believe (Fastify's trustProxy): false; or the load balancers' addresses and
 * CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal), comma-separated: the client is then
 * the address the outermost of them saw. `true` believes every hop, so a client could choose its own
 * address: kept for old settings, not advised.
 */
const RANGE = /^([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;
const trustProxy = z.string().transform((value, context): boolean | string => {
  const text = value.trim();
  if (['false', 'no', '0', ''].includes(text)) return false;
  if (['true', 'yes', '1'].includes(text)) return true;
  const ranges = text.split(',').map((range) => range.trim());
  if (ranges.every((range) => RANGE.test(range))) return ranges.join(',');
  context.addIssue({ code: 'custom', message: "must be false, or the load balancers' addresses (CIDR)" });
  return z.NEVER;
});

/** A sum of money as the wire writes it ("100", "2.50"), in minor units. */
const money = z.string().refine(isAmount, 'must be an amount like 100 or 2.50').transform(parseMinor);

const timeZone = z.string().refine((name) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as Asia/Shanghai or UTC');

/** URLs separated by |, each http(s), trailing slashes kept (a path prefix means what it says). */
const urlList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split('|')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

/** The League of Entropy's public drand relays (drand's documented HTTP API), tried in this order. */
const DRAND_RELAYS = [
  'https://api.drand.sh',
  'https://api2.drand.sh',
  'https://api3.drand.sh',
  'https://drand.cloudflare.com',
];

/**
 * The push services of the browsers players use (RFC 8030 endpoints): Chrome, Edge on Android, Samsung
 * Internet and Opera (Firebase Cloud Messaging), Firefox (Mozilla), Safari (Apple), Edge on Windows (WNS).
 */
const PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

/** A push service origin as FAIR28_PUSH_SERVICES lists it: scheme, host (`*.` for any subdomain), port. */
const PUSH_SERVICE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;
const pushServices = z
  .string()
  .default(PUSH_SERVICES.join(','))
  .transform((value) =>
    value
      .split(/[,|\s]+/)
      .map((entry) => entry.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          PUSH_SERVICE,
          'each must be an origin such as https://fcm.googleapis.com or https://*.example.com',
        ),
    ),
  );

/** Push services only a test machine has: plain http, or a host that is this machine or a private network. */
const isLocalPushService = (origin: string) =>
  origin.startsWith('http:') ||
  /^https:\/\/(\*\.)?(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[)/.test(origin);

const base64Url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url (npx web-push generate-vapid-keys)');

const DEMO_AES_KEY = 'fair28-demo-key!';
const DEMO_AES_IV = 'fair28-demo-iv!!';
/** Seals the demo's chain seeds; production refuses it (anyone reading this file could open them). */
const DEMO_CHAIN_KEY = 'f28de0f28de0f28de0f28de0f28de0f28de0f28de0f28de0f28de0f28de0f28d';
/** The demo's VAPID contact: a reserved name (RFC 2606) nobody receives mail at. */
const DEMO_VAPID_SUBJECT = 'mailto:push@fair28.invalid';
const DEMO_TOTP_KEY = '7074f28d7074f28d7074f28d7074f28d7074f28d7074f28d7074f28d7074f28d';

const environmentFields = {
  // Only "production" means anything: it refuses the demo defaults (productionRules below).
  NODE_ENV: z.string().optional(),
  // Where the user ran `npm …` (npm sets it; scripts may run elsewhere): relative paths are from there.
  INIT_CWD: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  // Prometheus metrics on a listener of their own, never the public port: unset, no metrics listener.
  FAIR28_METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  FAIR28_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // SIGTERM: how long the node may take to finish its calls, bet batches and scheduler pass before it exits.
  // A drain first leaves nginx its open connections for CONNECTIONS_GRACE_MS: a shorter drain would always
  // end in exit 1 with calls cut, so it is refused at start.
  FAIR28_DRAIN_SECONDS: positiveInt
    .min(CONNECTIONS_GRACE_MS / 1000 + 4, `at least ${CONNECTIONS_GRACE_MS / 1000 + 4} seconds`)
    .max(3600)
    .default(20),
  FAIR28_TRUST_PROXY: trustProxy.default(false),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  FAIR28_REDIS_PREFIX: z.string().min(1).default('fair28:'),
  FAIR28_DATA_DIR: z.string().default('./data'),
  // PostgreSQL limits per connection (0 turns a timeout off): a stuck statement or lock cannot hold the pool.
  FAIR28_DB_POOL_SIZE: positiveInt.max(1000).default(20),
  FAIR28_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  FAIR28_DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  FAIR28_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  FAIR28_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  FAIR28_LINES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split('|')
        .map((line) => line.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  FAIR28_SOCKET_URL: z.url({ protocol: /^wss?$/ }).optional(),
  FAIR28_AES_KEY: sixteenBytes('FAIR28_AES_KEY').default(DEMO_AES_KEY),
  FAIR28_AES_IV: sixteenBytes('FAIR28_AES_IV').default(DEMO_AES_IV),
  FAIR28_SEED_DEMO: flag.default(true),
  FAIR28_WEB_DIST: z.string().default(layout.webDist),
  FAIR28_ADMIN_DIST: z.string().default(layout.adminDist),
  FAIR28_SESSION_TTL_HOURS: positiveInt.default(24 * 30),
  FAIR28_LOGIN_LIMIT_PER_IP: positiveInt.default(30),
  FAIR28_LOGIN_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  FAIR28_REGISTER_LIMIT_PER_IP: positiveInt.default(20),
  // Password and security-code changes (each a slow hash), per account per 15 minutes and per address per minute.
  FAIR28_PASSWORD_CHANGE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  FAIR28_PASSWORD_CHANGE_LIMIT_PER_IP: positiveInt.default(30),
  FAIR28_CHAT_LIMIT_PER_USER: positiveInt.default(5),
  // A player's customer-service messages per minute.
  FAIR28_SUPPORT_LIMIT_PER_MINUTE: positiveInt.default(20),
  FAIR28_SUPPORT_AUTO_ASSIGN: flag.default(true),
  // Unset: a random key made once and kept in the database, so every node on it verifies the same tokens.
  FAIR28_IM_SECRET: z.string().min(32, 'FAIR28_IM_SECRET must be at least 32 characters').optional(),
  FAIR28_IM_PASSWORD: z.string().min(1).max(128).default(DEFAULT_IM_PASSWORD),
  FAIR28_IM_TOKEN_TTL_HOURS: positiveInt.default(24),
  // A socket silent for this long is dropped: 2.5 heartbeats, so one late heartbeat is forgiven.
  FAIR28_SOCKET_IDLE_TIMEOUT_MS: positiveInt.default(Math.round(2.5 * HEARTBEAT_MS)),
  FAIR28_SOCKET_SESSION_CHECK_MS: positiveInt.default(60_000),
  // A socket's first frame leaves at once; those after it within this window go together, in one write.
  FAIR28_SOCKET_GATHER_MS: z.coerce.number().int().min(0).max(1000).default(50),
  FAIR28_SITE_NAME: z.string().min(1).default('fair28'),
  FAIR28_OFFICIAL_WEB: z.string().default(''),
  FAIR28_SERVICE_HOURS: z.string().default('00:00-24:00'),
  // The market bank cards are bound in (the banks offered, an IFSC code only for India).
  FAIR28_CARD_MARKET: z.enum(CARD_MARKETS).default('cn'),
  // The game: a fast game type for browser tests (round seconds), the scheduler, chains, the bet intake.
  FAIR28_FAST_GAME_SECONDS: z.coerce.number().int().min(10).max(3600).optional(),
  FAIR28_SCHEDULER: flag.default(true),
  FAIR28_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(50).max(10_000).default(250),
  FAIR28_CHAIN_LENGTH: z.coerce.number().int().min(10).max(1_000_000).default(10_000),
  // The key that seals each hash chain's seed in the database (AES-256-GCM): 64 hex digits, kept outside it.
  FAIR28_CHAIN_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
    .default(DEMO_CHAIN_KEY),
  // The randomness beacon every round's result also depends on (docs/FAIRNESS.md): quicknet, the League of
  // Entropy's drand network, fetched from FAIR28_DRAND_RELAYS (comma-separated base URLs); or local, fair28's
  // own stand-in for machines off the internet, signed by the server itself. Unset: quicknet in production,
  // local elsewhere; production refuses local.
  FAIR28_BEACON: z.enum(['quicknet', 'local']).optional(),
  FAIR28_DRAND_RELAYS: z
    .string()
    .default(DRAND_RELAYS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((relay) => relay.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1, 'must name at least one relay')),
  // How long after a round's beacon time its beacon is still tried for before the round is voided (every
  // bet refunded). 120 s rides out a relay's restart or a minute of lost connectivity (quicknet emits every
  // 3 s, so its relays rarely lag by more than a few seconds), yet refunds players within about two minutes,
  // and before Fair28RoundStuck (a round 2 minutes past its draw time, for a minute) would page anyone.
  FAIR28_BEACON_WAIT_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  FAIR28_BET_BATCHING: flag.default(true),
  FAIR28_BET_BATCH_WINDOW_MS: z.coerce.number().int().min(0).max(50).default(1),
  FAIR28_BET_BATCH_MAX: z.coerce.number().int().min(1).max(5000).default(400),
  FAIR28_BET_BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Money: the day of daily figures and limits, uploads, withdrawal rules, the sandbox payment provider.
  FAIR28_TIME_ZONE: timeZone.default(Intl.DateTimeFormat().resolvedOptions().timeZone),
  FAIR28_UPLOAD_DIR: z.string().min(1).optional(),
  FAIR28_UPLOAD_MAX_KB: positiveInt.max(64 * 1024).default(4096),
  FAIR28_UPLOAD_LIMIT_PER_HOUR: positiveInt.default(60),
  // A percent with up to two decimals is a whole number of basis points: parseMinor("1.5") = 150.
  // Defaults are parsed values: 1 %, 2.00, 100.00, 50,000.00.
  FAIR28_WITHDRAWAL_FEE_PERCENT: money.refine((bps) => bps < 10_000n, 'must be below 100').default(100n),
  FAIR28_WITHDRAWAL_MIN_FEE: money.default(200n),
  FAIR28_WITHDRAWAL_MIN: money.refine((minor) => minor > 0n, 'must be above 0').default(10_000n),
  FAIR28_WITHDRAWAL_MAX: money.default(5_000_000n),
  FAIR28_WITHDRAWALS_PER_DAY: positiveInt.default(5),
  // A new card or USDT address receives withdrawals only this many hours after it was added (0: at once).
  FAIR28_PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  FAIR28_PAY_SANDBOX: flag.default(true),
  FAIR28_PAY_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // The forward call (/wap/forward): URL prefixes it may fetch, separated by |; addresses exempt from its
  // public-address rule (a service inside our own network); the quotes host of the USDT rate (always allowed),
  // the field of its JSON answer holding ¥ per USDT (dotted for nested), and how long a rate is kept.
  FAIR28_FORWARD_ALLOW: urlList,
  FAIR28_FORWARD_TRUSTED_ADDRESSES: z
    .string()
    .default('')
    .transform((value) => value.split(/[|,\s]+/).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
  FAIR28_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  FAIR28_QUOTES_URL: z.url({ protocol: /^https?$/ }).optional(),
  FAIR28_QUOTES_RATE_FIELD: z
    .string()
    .regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$/)
    .default('rate'),
  FAIR28_QUOTES_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // Staff: approvals of deposits and withdrawals and balance adjustments above this need a second operator.
  FAIR28_FOUR_EYES_ABOVE: money.default(500_000n),
  // Risk flags (modules/risk): how many days of sessions, bets and money requests they read; a burst is at
  // least FAIR28_RISK_BURST_COUNT deposits and withdrawals within FAIR28_RISK_BURST_MINUTES; hedged betting
  // is flagged from FAIR28_RISK_HEDGE_ROUNDS rounds with both sides of Big/Small or Odd/Even.
  FAIR28_RISK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  FAIR28_RISK_BURST_COUNT: z.coerce.number().int().min(2).max(1000).default(6),
  FAIR28_RISK_BURST_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  FAIR28_RISK_HEDGE_ROUNDS: z.coerce.number().int().min(1).max(10_000).default(3),
  // A staff session ends after this many minutes without a call (the console signs out with it).
  FAIR28_STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // The key that seals accounts' TOTP secrets in the database (AES-256-GCM) and keys the hashes of their
  // recovery codes: 64 hex digits.
  FAIR28_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (openssl rand -hex 32)')
    .default(DEMO_TOTP_KEY),
  // A player's device that passed the two-step sign-in code is not asked again for this many days (0: asked
  // at every sign-in). New payout accounts and withdrawals ask on every device.
  FAIR28_TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // Web Push (modules/push): the server's VAPID key pair (RFC 8292), base64url as `npx web-push
  // generate-vapid-keys` prints it, and the contact push services may write to (mailto: or https:). Unset
  // outside production: a pair made once and kept in the database.
  FAIR28_VAPID_PUBLIC_KEY: base64Url.optional(),
  FAIR28_VAPID_PRIVATE_KEY: base64Url.optional(),
  FAIR28_VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/,
      'must be mailto:you@example.com or an https:// address',
    )
    .optional(),
  // The push services a subscription may name (origins, `*.` for any subdomain): the server posts only to
  // these, so no subscription can make it call another address.
  FAIR28_PUSH_SERVICES: pushServices,
};

const ZEnvironment = z.object(environmentFields);

export type Environment = z.input<typeof ZEnvironment>;
type Env = Record<string, string | undefined>;
type Field = keyof typeof environmentFields;

/** A problem when `variable` parses to a value `isUnsafe` refuses; one that does not parse is zod's to name. */
function refuse<K extends Field>(
  variable: K,
  isUnsafe: (value: z.output<(typeof environmentFields)[K]>) => boolean,
  problem: string,
) {
  return (env: Env): string | undefined => {
    const parsed = z.safeParse(environmentFields[variable], env[variable]);
    // zod types the data of a schema picked by a generic key as unknown; it is that schema's output.
    const value = parsed.data as z.output<(typeof environmentFields)[K]>;
    return parsed.success && isUnsafe(value) ? `${variable}: ${problem}` : undefined;
  };
}

/**
 * What NODE_ENV=production refuses: every default that is only right for the demo, each read on its own so
 * one start-up names them all. `npm start` without NODE_ENV stays the demo.
 */
const productionRules = [
  refuse(
    'FAIR28_SEED_DEMO',
    (isOn) => isOn,
    'the demo seed is on (it makes admin/admin1234): set false, and make staff with `npm run operator`',
  ),
  refuse(
    'FAIR28_PAY_SANDBOX',
    (isOn) => isOn,
    'the sandbox payment provider credits money nobody paid: set false',
  ),
  refuse('FAIR28_AES_KEY', (key) => key === DEMO_AES_KEY, 'is the demo key: set 16 random characters'),
  refuse('FAIR28_AES_IV', (iv) => iv === DEMO_AES_IV, 'is the demo IV: set 16 random characters'),
  refuse(
    'FAIR28_CHAIN_KEY',
    (key) => key.toLowerCase() === DEMO_CHAIN_KEY,
    'is unset or the demo key: set 64 random hex digits (openssl rand -hex 32), kept outside the database',
  ),
  refuse(
    'FAIR28_BEACON',
    (beacon) => beacon === 'local',
    "is local: fair28's own beacon is signed by the server, so the operator could know results early: set quicknet",
  ),
  refuse(
    'FAIR28_TOTP_KEY',
    (key) => key.toLowerCase() === DEMO_TOTP_KEY,
    'is unset or the demo key: set 64 random hex digits (openssl rand -hex 32), kept outside the database',
  ),
  refuse(
    'FAIR28_IM_PASSWORD',
    (password) => password === DEFAULT_IM_PASSWORD,
    'is the demo socket password: set a random one',
  ),
  refuse(
    'FAIR28_IM_SECRET',
    (secret) => secret === undefined,
    'is unset: set 32 or more random characters, the same on every node',
  ),
  refuse(
    'FAIR28_LINES',
    (lines) => lines.length === 0,
    'is unset: set the https addresses players reach the server on, separated by |',
  ),
  // Answers fetched over plain http could be changed on the way: a rate players pay by, say.
  refuse(
    'FAIR28_FORWARD_ALLOW',
    (urls) => urls.some((url) => url.startsWith('http:')),
    'allows a plain http address: forward only to https',
  ),
  refuse('FAIR28_QUOTES_URL', (url) => url?.startsWith('http:') === true, 'is plain http: use https'),
  refuse(
    'FAIR28_VAPID_PUBLIC_KEY',
    (key) => key === undefined,
    'is unset: set the Web Push key pair made by `npx web-push generate-vapid-keys`, the same on every node',
  ),
  refuse('FAIR28_VAPID_PRIVATE_KEY', (key) => key === undefined, "is unset: set the pair's private key"),
  refuse(
    'FAIR28_VAPID_SUBJECT',
    (subject) => subject === undefined,
    'is unset: set mailto: an address push services can reach you at',
  ),
  refuse(
    'FAIR28_PUSH_SERVICES',
    (origins) => origins.some(isLocalPushService),
    'names a plain http or local push service, which only a test machine has',
  ),
];

function problemsOf(env: Env, parsed: z.ZodSafeParseResult<z.output<typeof ZEnvironment>>): string[] {
  const problems = parsed.success
    ? settingProblems(parsed.data)
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (env.NODE_ENV === 'production') {
    problems.push(...productionRules.flatMap((rule) => rule(env) ?? []));
  }
  return problems;
}

function settingProblems(e: z.output<typeof ZEnvironment>): string[] {
  const problems: string[] = [];
  if (e.FAIR28_WITHDRAWAL_MAX < e.FAIR28_WITHDRAWAL_MIN)
    problems.push('FAIR28_WITHDRAWAL_MAX: must not be below FAIR28_WITHDRAWAL_MIN');
  if (e.FAIR28_WITHDRAWAL_MIN_FEE >= e.FAIR28_WITHDRAWAL_MIN)
    problems.push('FAIR28_WITHDRAWAL_MIN_FEE: must be below FAIR28_WITHDRAWAL_MIN');
  // The metrics say how the node is doing: they never share the players' port.
  if (e.FAIR28_METRICS_PORT !== undefined && e.FAIR28_METRICS_PORT !== 0 && e.FAIR28_METRICS_PORT === e.PORT)
    problems.push('FAIR28_METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  problems.push(...vapidProblems(e.FAIR28_VAPID_PUBLIC_KEY, e.FAIR28_VAPID_PRIVATE_KEY));
  return problems;
}

/** Both halves of the VAPID pair or neither, and the public key the private one's. */
function vapidProblems(publicKey: string | undefined, privateKey: string | undefined): string[] {
  if (publicKey === undefined && privateKey === undefined) return [];
  if (publicKey === undefined || privateKey === undefined)
    return ['FAIR28_VAPID_PUBLIC_KEY, FAIR28_VAPID_PRIVATE_KEY: set both halves of the pair, or neither'];
  try {
    const pair = createECDH('prime256v1');
    pair.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (pair.getPublicKey('base64url') === publicKey) return [];
  } catch {
    return ['FAIR28_VAPID_PRIVATE_KEY: is no P-256 private key'];
  }
  return ['FAIR28_VAPID_PUBLIC_KEY: is not the public key of FAIR28_VAPID_PRIVATE_KEY'];
}

export function loadConfig(env: Env = process.env) {
  const parsed = ZEnvironment.safeParse(env);
  const problems = problemsOf(env, parsed);
  if (problems.length > 0 || !parsed.success) {
    const heading =
      env.NODE_ENV === 'production' ? 'Refusing to start in production' : 'Invalid configuration';
    throw new ConfigError(`${heading}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  const e = parsed.data;
  const fromUser = (relative: string) => path.resolve(e.INIT_CWD ?? process.cwd(), relative);
  const withdrawal = {
    feeBasisPoints: e.FAIR28_WITHDRAWAL_FEE_PERCENT,
    minFeeMinor: e.FAIR28_WITHDRAWAL_MIN_FEE,
    minMinor: e.FAIR28_WITHDRAWAL_MIN,
    maxMinor: e.FAIR28_WITHDRAWAL_MAX,
    perDay: e.FAIR28_WITHDRAWALS_PER_DAY,
    payoutHoldHours: e.FAIR28_PAYOUT_HOLD_HOURS,
  };
  return {
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.FAIR28_TRUST_PROXY,
    /** The metrics listener (/metrics, /readyz, /healthz); port undefined: none. */
    metrics: { port: e.FAIR28_METRICS_PORT, host: e.FAIR28_METRICS_HOST },
    drainMs: e.FAIR28_DRAIN_SECONDS * 1000,
    databaseUrl: e.DATABASE_URL,
    postgres: {
      poolSize: e.FAIR28_DB_POOL_SIZE,
      statementTimeoutMs: e.FAIR28_DB_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.FAIR28_DB_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.FAIR28_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectTimeoutMs: e.FAIR28_DB_CONNECT_TIMEOUT_MS,
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.FAIR28_REDIS_PREFIX,
    dataDir: fromUser(e.FAIR28_DATA_DIR),
    lines: e.FAIR28_LINES,
    socketUrl: e.FAIR28_SOCKET_URL,
    codecKeys: { key: e.FAIR28_AES_KEY, iv: e.FAIR28_AES_IV },
    seedDemo: e.FAIR28_SEED_DEMO,
    webDist: fromUser(e.FAIR28_WEB_DIST),
    adminDist: fromUser(e.FAIR28_ADMIN_DIST),
    sessionTtlMs: e.FAIR28_SESSION_TTL_HOURS * 3_600_000,
    limits: {
      loginPerIpPerMinute: e.FAIR28_LOGIN_LIMIT_PER_IP,
      loginPerAccountPer15Minutes: e.FAIR28_LOGIN_LIMIT_PER_ACCOUNT,
      registerPerIpPerHour: e.FAIR28_REGISTER_LIMIT_PER_IP,
      passwordChangePerAccountPer15Minutes: e.FAIR28_PASSWORD_CHANGE_LIMIT_PER_ACCOUNT,
      passwordChangePerIpPerMinute: e.FAIR28_PASSWORD_CHANGE_LIMIT_PER_IP,
      chatPerUserPer10Seconds: e.FAIR28_CHAT_LIMIT_PER_USER,
      supportPerUserPerMinute: e.FAIR28_SUPPORT_LIMIT_PER_MINUTE,
    },
    /** A player's message in a conversation assigned to nobody goes to the signed-in operator with least open. */
    supportAutoAssign: e.FAIR28_SUPPORT_AUTO_ASSIGN,
    realtime: {
      imSecret: e.FAIR28_IM_SECRET,
      imPassword: e.FAIR28_IM_PASSWORD,
      imTokenTtlMs: e.FAIR28_IM_TOKEN_TTL_HOURS * 3_600_000,
      idleTimeoutMs: e.FAIR28_SOCKET_IDLE_TIMEOUT_MS,
      sessionCheckMs: e.FAIR28_SOCKET_SESSION_CHECK_MS,
      gatherMs: e.FAIR28_SOCKET_GATHER_MS,
    },
    site: {
      name: e.FAIR28_SITE_NAME,
      officialWeb: e.FAIR28_OFFICIAL_WEB,
      serviceHours: e.FAIR28_SERVICE_HOURS,
      cardMarket: e.FAIR28_CARD_MARKET,
    },
    game: {
      fastGameSeconds: e.FAIR28_FAST_GAME_SECONDS,
      runScheduler: e.FAIR28_SCHEDULER,
      schedulerIntervalMs: e.FAIR28_SCHEDULER_INTERVAL_MS,
      chainLength: e.FAIR28_CHAIN_LENGTH,
      chainKey: Buffer.from(e.FAIR28_CHAIN_KEY, 'hex'),
      beacon: {
        network: e.FAIR28_BEACON ?? (e.NODE_ENV === 'production' ? 'quicknet' : 'local'),
        relays: e.FAIR28_DRAND_RELAYS,
        waitMs: e.FAIR28_BEACON_WAIT_SECONDS * 1000,
      },
      betBatching: e.FAIR28_BET_BATCHING,
      betBatchWindowMs: e.FAIR28_BET_BATCH_WINDOW_MS,
      betBatchMax: e.FAIR28_BET_BATCH_MAX,
      betBatchConcurrency: e.FAIR28_BET_BATCH_CONCURRENCY,
    },
    logLevel: e.LOG_LEVEL,
    timeZone: e.FAIR28_TIME_ZONE,
    uploads: {
      // Next to the embedded database by default, outside the web root (FAIR28_WEB_DIST).
      dir: fromUser(e.FAIR28_UPLOAD_DIR ?? path.join(e.FAIR28_DATA_DIR, 'uploads')),
      maxBytes: e.FAIR28_UPLOAD_MAX_KB * 1024,
      perHour: e.FAIR28_UPLOAD_LIMIT_PER_HOUR,
    },
    withdrawal,
    paySandbox: {
      isEnabled: e.FAIR28_PAY_SANDBOX,
      // Without a configured secret each process makes its own: right for one node, which is what a sandbox is.
      secret: e.FAIR28_PAY_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    },
    fourEyesAboveMinor: e.FAIR28_FOUR_EYES_ABOVE,
    risk: {
      days: e.FAIR28_RISK_DAYS,
      burstCount: e.FAIR28_RISK_BURST_COUNT,
      burstMinutes: e.FAIR28_RISK_BURST_MINUTES,
      hedgeRounds: e.FAIR28_RISK_HEDGE_ROUNDS,
    },
    staffIdleMs: e.FAIR28_STAFF_IDLE_MINUTES * 60_000,
    totpKey: Buffer.from(e.FAIR28_TOTP_KEY, 'hex'),
    trustedDeviceDays: e.FAIR28_TRUSTED_DEVICE_DAYS,
    forward: {
      // The quotes URL is fetched by the server itself, so it is always allowed.
      allow: [...e.FAIR28_FORWARD_ALLOW, ...(e.FAIR28_QUOTES_URL ? [e.FAIR28_QUOTES_URL] : [])],
      trustedAddresses: e.FAIR28_FORWARD_TRUSTED_ADDRESSES,
      timeoutMs: e.FAIR28_FORWARD_TIMEOUT_MS,
    },
    push: {
      /** Unset outside production: the pair kept in the database (modules/push/vapid.ts). */
      vapidKeys:
        e.FAIR28_VAPID_PUBLIC_KEY && e.FAIR28_VAPID_PRIVATE_KEY
          ? { publicKey: e.FAIR28_VAPID_PUBLIC_KEY, privateKey: e.FAIR28_VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.FAIR28_VAPID_SUBJECT ?? DEMO_VAPID_SUBJECT,
      services: e.FAIR28_PUSH_SERVICES,
    },
    quotes: {
      url: e.FAIR28_QUOTES_URL,
      rateField: e.FAIR28_QUOTES_RATE_FIELD,
      cacheMs: e.FAIR28_QUOTES_CACHE_SECONDS * 1000,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}
