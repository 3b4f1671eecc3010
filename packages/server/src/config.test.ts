import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
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
  ])('stops start-up on %j with a message naming the variable', (env, named) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(named);
  });

  it('splits lines on | and drops trailing slashes', () => {
    expect(loadConfig({ FAIR28_LINES: 'https://a.example.com/ | http://b.example.com:8080' }).lines).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
  });
});
