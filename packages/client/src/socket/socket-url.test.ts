import { describe, expect, it } from 'vitest';
import { absoluteSocketUrl, loginUrl } from './socket-url';

describe('socket address', () => {
  it('keeps ws(s) addresses and turns a path on this site into one', () => {
    expect(absoluteSocketUrl('wss://x.example.com/ws', 'https://a.example.com')).toBe(
      'wss://x.example.com/ws',
    );
    expect(absoluteSocketUrl('/ws', 'https://a.example.com')).toBe('wss://a.example.com/ws');
    expect(absoluteSocketUrl('/ws', 'http://127.0.0.1:8180')).toBe('ws://127.0.0.1:8180/ws');
  });

  it('carries the login in the query, and the language when there is one', () => {
    const login = {
      webSocketUrl: 'wss://x.example.com/ws',
      username: 'fair28_7',
      password: 'pw',
      token: 't1',
    };
    expect(loginUrl(login, undefined)).toBe('wss://x.example.com/ws?username=fair28_7&password=pw&token=t1');
    expect(loginUrl(login, 'zh')).toBe(
      'wss://x.example.com/ws?username=fair28_7&password=pw&token=t1&lang=zh',
    );
  });
});
