import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SAFE_PRODUCTION, UNSAFE_IN_PRODUCTION } from './test/production-env';

describe('configuration', () => {
  it('has working defaults for a bare machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      redisUrl: undefined,
      lines: [],
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(Buffer.byteLength(config.codecKeys.key)).toBe(16);
    expect(config.realtime).toEqual({
      imSecret: undefined,
      imPassword: 'fair28',
      imTokenTtlMs: 24 * 3_600_000,
      idleTimeoutMs: 19_750,
      sessionCheckMs: 60_000,
      gatherMs: 50,
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 192.168.1.7', '10.0.0.0/8,192.168.1.7'],
    ['uniquelocal', 'uniquelocal'],
  ])('reads FAIR28_TRUST_PROXY=%s as %s', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { FAIR28_TRUST_PROXY: value }).trustProxy).toBe(trustProxy);
  });

  it('has no metrics listener unless FAIR28_METRICS_PORT is set, on 127.0.0.1 by default, and drains in 20 s', () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: '127.0.0.1' });
    expect(loadConfig({}).drainMs).toBe(20_000);
    expect(loadConfig({ FAIR28_METRICS_PORT: '9464', FAIR28_METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    expect(loadConfig({ FAIR28_DRAIN_SECONDS: '45' }).drainMs).toBe(45_000);
  });

  it('refuses metrics on the public port, and a drain of no time', () => {
    expect(() => loadConfig({ PORT: '8080', FAIR28_METRICS_PORT: '8080' })).toThrow(
      'FAIR28_METRICS_PORT: must differ from PORT (metrics are never served on the public port)',
    );
    expect(() => loadConfig({ FAIR28_METRICS_PORT: 'metrics' })).toThrow(/FAIR28_METRICS_PORT/);
    expect(() => loadConfig({ FAIR28_DRAIN_SECONDS: '0' })).toThrow(/FAIR28_DRAIN_SECONDS/);
    // Shorter than the time a drain leaves nginx to close its connections.
    expect(() => loadConfig({ FAIR28_DRAIN_SECONDS: '5' })).toThrow(
      /FAIR28_DRAIN_SECONDS.*at least 10 seconds/s,
    );
  });

  it('refuses a FAIR28_TRUST_PROXY that names no addresses', () => {
    expect(() => loadConfig({ FAIR28_TRUST_PROXY: 'the balancer' })).toThrow(/FAIR28_TRUST_PROXY/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ FAIR28_AES_KEY: 'too-short' }, 'FAIR28_AES_KEY must be exactly 16 bytes'],
    [{ FAIR28_LINES: 'https://ok.example.com|not a url' }, 'FAIR28_LINES'],
    [{ FAIR28_SEED_DEMO: 'maybe' }, 'FAIR28_SEED_DEMO'],
    [{ FAIR28_IM_SECRET: 'short' }, 'FAIR28_IM_SECRET must be at least 32 characters'],
    [{ FAIR28_SOCKET_IDLE_TIMEOUT_MS: '0' }, 'FAIR28_SOCKET_IDLE_TIMEOUT_MS'],
    [{ FAIR28_TIME_ZONE: 'Mars/Olympus' }, 'FAIR28_TIME_ZONE'],
    [{ FAIR28_WITHDRAWAL_FEE_PERCENT: '100' }, 'FAIR28_WITHDRAWAL_FEE_PERCENT'],
    [{ FAIR28_WITHDRAWAL_MIN: '1.005' }, 'FAIR28_WITHDRAWAL_MIN'],
    [{ FAIR28_WITHDRAWAL_MIN: '500', FAIR28_WITHDRAWAL_MAX: '400' }, 'FAIR28_WITHDRAWAL_MAX'],
    [{ FAIR28_WITHDRAWAL_MIN_FEE: '100' }, 'FAIR28_WITHDRAWAL_MIN_FEE'],
    [{ FAIR28_PAY_SANDBOX_SECRET: 'short' }, 'FAIR28_PAY_SANDBOX_SECRET'],
  ])('stops start-up on %j with a message naming the variable', (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });

  it('has money defaults: uploads beside the data, 1 % fee (at least 2.00), 100.00 to 50,000.00, 5 a day', () => {
    const config = loadConfig({ FAIR28_DATA_DIR: '/srv/fair28' });
    expect(config.uploads).toMatchObject({ dir: '/srv/fair28/uploads', maxBytes: 4096 * 1024 });
    expect(config.withdrawal).toEqual({
      feeBasisPoints: 100n,
      minFeeMinor: 200n,
      minMinor: 10_000n,
      maxMinor: 5_000_000n,
      perDay: 5,
      payoutHoldHours: 24,
    });
    expect(loadConfig({ FAIR28_WITHDRAWAL_FEE_PERCENT: '1.5' }).withdrawal.feeBasisPoints).toBe(150n);
    expect(config.paySandbox.isEnabled).toBe(true);
    expect(config.paySandbox.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('has the four-eyes amount at 5000.00 by default', () => {
    expect(loadConfig({}).fourEyesAboveMinor).toBe(500_000n);
    expect(loadConfig({}).isProduction).toBe(false);
  });

  it('binds bank cards in China unless told India; another market is refused by name', () => {
    expect(loadConfig({}).site.cardMarket).toBe('cn');
    expect(loadConfig({ FAIR28_CARD_MARKET: 'in' }).site.cardMarket).toBe('in');
    expect(() => loadConfig({ FAIR28_CARD_MARKET: 'us' })).toThrow(/FAIR28_CARD_MARKET/);
  });

  it("decides rounds by fair28's own beacon outside production, waiting 120 s for each; relays as given", () => {
    expect(loadConfig({}).game.beacon).toEqual({
      network: 'local',
      relays: [
        'https://api.drand.sh',
        'https://api2.drand.sh',
        'https://api3.drand.sh',
        'https://drand.cloudflare.com',
      ],
      waitMs: 120_000,
    });
    const given = loadConfig({
      FAIR28_BEACON: 'quicknet',
      FAIR28_DRAND_RELAYS: ' https://relay.example/drand/ , http://10.0.0.9:8081',
      FAIR28_BEACON_WAIT_SECONDS: '45',
    }).game.beacon;
    expect(given).toEqual({
      network: 'quicknet',
      relays: ['https://relay.example/drand', 'http://10.0.0.9:8081'],
      waitMs: 45_000,
    });
    expect(() => loadConfig({ FAIR28_BEACON: 'drand' })).toThrow(/FAIR28_BEACON/);
    expect(() => loadConfig({ FAIR28_DRAND_RELAYS: ' , ' })).toThrow(/FAIR28_DRAND_RELAYS/);
    expect(() => loadConfig({ FAIR28_BEACON_WAIT_SECONDS: '5' })).toThrow(/FAIR28_BEACON_WAIT_SECONDS/);
  });

  it('splits lines on | and drops trailing slashes', () => {
    expect(loadConfig({ FAIR28_LINES: 'https://a.example.com/ | http://b.example.com:8080' }).lines).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  it('starts with every demo default replaced', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config).toMatchObject({
      isProduction: true,
      seedDemo: false,
      lines: ['https://play.example.com'],
    });
    expect(config.paySandbox.isEnabled).toBe(false);
    expect(config.game.beacon.network).toBe('quicknet');
  });

  it('takes https forward addresses and quotes host, which are always allowed together', () => {
    const config = loadConfig({
      ...SAFE_PRODUCTION,
      FAIR28_FORWARD_ALLOW: 'https://a.example/v1/|https://b.example/',
      FAIR28_FORWARD_TRUSTED_ADDRESSES: '10.0.0.5, fd00::5',
      FAIR28_QUOTES_URL: 'https://quotes.example/usdt',
      FAIR28_QUOTES_RATE_FIELD: 'data.rate',
    });
    expect(config.forward).toMatchObject({
      allow: ['https://a.example/v1/', 'https://b.example/', 'https://quotes.example/usdt'],
      trustedAddresses: ['10.0.0.5', 'fd00::5'],
    });
    expect(config.quotes).toEqual({
      url: 'https://quotes.example/usdt',
      rateField: 'data.rate',
      cacheMs: 60_000,
    });
    expect(() => loadConfig({ FAIR28_FORWARD_TRUSTED_ADDRESSES: 'intranet' })).toThrow(
      'FAIR28_FORWARD_TRUSTED_ADDRESSES',
    );
    expect(() => loadConfig({ FAIR28_QUOTES_RATE_FIELD: 'a..b' })).toThrow('FAIR28_QUOTES_RATE_FIELD');
  });

  it.each([
    ['the demo seed on', { FAIR28_SEED_DEMO: 'true' }, 'FAIR28_SEED_DEMO: the demo seed is on'],
    ['the demo seed left at its default', { FAIR28_SEED_DEMO: undefined }, 'FAIR28_SEED_DEMO'],
    [
      'the sandbox provider on',
      { FAIR28_PAY_SANDBOX: '1' },
      'FAIR28_PAY_SANDBOX: the sandbox payment provider',
    ],
    ['the sandbox left at its default', { FAIR28_PAY_SANDBOX: undefined }, 'FAIR28_PAY_SANDBOX'],
    ['the default AES key', { FAIR28_AES_KEY: undefined }, 'FAIR28_AES_KEY: is the demo key'],
    [
      'the demo AES key written out',
      { FAIR28_AES_KEY: 'fair28-demo-key!' },
      'FAIR28_AES_KEY: is the demo key',
    ],
    ['no chain key', { FAIR28_CHAIN_KEY: undefined }, 'FAIR28_CHAIN_KEY: is unset or the demo key'],
    [
      'the demo chain key written out in capitals',
      { FAIR28_CHAIN_KEY: 'F28DE0F28DE0F28DE0F28DE0F28DE0F28DE0F28DE0F28DE0F28DE0F28DE0F28D' },
      'FAIR28_CHAIN_KEY: is unset or the demo key',
    ],
    [
      'a chain key that is not 32 bytes of hex',
      { FAIR28_CHAIN_KEY: 'abc123' },
      'FAIR28_CHAIN_KEY: must be 64 hex',
    ],
    ['no TOTP key', { FAIR28_TOTP_KEY: undefined }, 'FAIR28_TOTP_KEY: is unset or the demo key'],
    ['the default AES IV', { FAIR28_AES_IV: undefined }, 'FAIR28_AES_IV: is the demo IV'],
    ['the default IM password', { FAIR28_IM_PASSWORD: undefined }, 'FAIR28_IM_PASSWORD: is the demo'],
    ['the demo IM password written out', { FAIR28_IM_PASSWORD: 'fair28' }, 'FAIR28_IM_PASSWORD'],
    ['no IM secret', { FAIR28_IM_SECRET: undefined }, 'FAIR28_IM_SECRET: is unset'],
    ['no lines', { FAIR28_LINES: undefined }, 'FAIR28_LINES: is unset'],
    ['empty lines', { FAIR28_LINES: ' | ' }, 'FAIR28_LINES: is unset'],
    [
      'a plain http forward address',
      { FAIR28_FORWARD_ALLOW: 'https://quotes.example/|http://rates.example/' },
      'FAIR28_FORWARD_ALLOW: allows a plain http address',
    ],
    ['our own beacon', { FAIR28_BEACON: 'local' }, "FAIR28_BEACON: is local: fair28's own beacon"],
    ['no VAPID public key', { FAIR28_VAPID_PUBLIC_KEY: undefined }, 'FAIR28_VAPID_PUBLIC_KEY: is unset'],
    ['no VAPID private key', { FAIR28_VAPID_PRIVATE_KEY: undefined }, 'FAIR28_VAPID_PRIVATE_KEY: is unset'],
    ['no VAPID subject', { FAIR28_VAPID_SUBJECT: undefined }, 'FAIR28_VAPID_SUBJECT: is unset'],
    [
      'a local push service',
      { FAIR28_PUSH_SERVICES: 'https://fcm.googleapis.com,http://127.0.0.1:9000' },
      'FAIR28_PUSH_SERVICES: names a plain http or local push service',
    ],
    [
      'a push service on a private network',
      { FAIR28_PUSH_SERVICES: 'https://192.168.1.20' },
      'FAIR28_PUSH_SERVICES: names a plain http or local push service',
    ],
    [
      'a plain http quotes host',
      { FAIR28_QUOTES_URL: 'http://quotes.example/rate' },
      'FAIR28_QUOTES_URL: is plain http',
    ],
  ])('refuses to start with %s, naming it', (_name, change, named) => {
    const env = { ...SAFE_PRODUCTION, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow('Refusing to start in production');
    expect(() => loadConfig(env)).toThrow(named);
  });

  it('names every problem at once, bad values beside demo defaults', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty' });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : '';
    }
    const named = message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named).toEqual(['PORT', ...UNSAFE_IN_PRODUCTION]);
  });

  it('takes a VAPID pair only whole and matching, and push services as origins', () => {
    const config = loadConfig(SAFE_PRODUCTION);
    expect(config.push).toEqual({
      vapidKeys: {
        publicKey: SAFE_PRODUCTION.FAIR28_VAPID_PUBLIC_KEY,
        privateKey: SAFE_PRODUCTION.FAIR28_VAPID_PRIVATE_KEY,
      },
      subject: 'mailto:operator@example.com',
      services: [
        'https://fcm.googleapis.com',
        'https://updates.push.services.mozilla.com',
        'https://web.push.apple.com',
        'https://*.notify.windows.com',
      ],
    });
    const other = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect(() =>
      loadConfig({
        FAIR28_VAPID_PUBLIC_KEY: other,
        FAIR28_VAPID_PRIVATE_KEY: SAFE_PRODUCTION.FAIR28_VAPID_PRIVATE_KEY,
      }),
    ).toThrow('FAIR28_VAPID_PUBLIC_KEY: is not the public key of FAIR28_VAPID_PRIVATE_KEY');
    expect(() => loadConfig({ FAIR28_VAPID_PUBLIC_KEY: other })).toThrow('set both halves of the pair');
    expect(() => loadConfig({ FAIR28_VAPID_SUBJECT: 'operator@example.com' })).toThrow(
      'FAIR28_VAPID_SUBJECT',
    );
    expect(() => loadConfig({ FAIR28_PUSH_SERVICES: 'fcm.googleapis.com' })).toThrow('FAIR28_PUSH_SERVICES');
    // Outside production a local receiver may stand in for a browser's push service; the demo makes its own pair.
    const demo = loadConfig({ FAIR28_PUSH_SERVICES: 'http://127.0.0.1:9000/' });
    expect(demo.push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:push@fair28.invalid',
      services: ['http://127.0.0.1:9000'],
    });
  });

  it('outside production the same settings are the demo: npm start needs none of them', () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV: nodeEnv })).toMatchObject({ isProduction: false, seedDemo: true });
    }
  });
});
