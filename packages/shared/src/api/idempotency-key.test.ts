import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages';
import { ZPlaceBetRequest } from './bets';
import { ZRechargeAddRequest } from './deposits';
import { newIdempotencyKey, ZIdempotencyKey } from './fields';
import { ZWithdrawalAddRequest } from './withdrawals';

describe('idempotency keys', () => {
  it('are made fresh every time, and the schema takes them', () => {
    const keys = Array.from({ length: 500 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(ZIdempotencyKey.parse(key)).toBe(key);
    }
  });

  // Keys stored before the two schemas became one: money calls took A–Z a–z 0–9 _ -, bets also . and :.
  it.each([
    'k0123456789abcdef01234567',
    'Ab_-Cd_-',
    'bet-5f0e9d8c7b6a5f4e3d2c1b0a99887766',
    'flow-3-17-0',
    'test-fund:ab12cd34',
    'v1.retry:0001',
    'x'.repeat(64),
  ])('still accepts %j, as stored', (key) => expect(ZIdempotencyKey.parse(key)).toBe(key));

  it.each(['short', 'x'.repeat(65), 'has space', 'ümlaut-key', 'semi;colon', ''])('refuses %j', (key) => {
    const result = ZIdempotencyKey.safeParse(key);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('form.invalidIdempotencyKey');
  });
});

describe('one wire name for every money-moving call', () => {
  const recharge = { accountId: '3', amount: '100', imageId: 'img-1' };
  const key = newIdempotencyKey();

  it('bets, top-ups and withdrawals all read idempotencyKey', () => {
    const bet = { roomId: '1', items: '[{"betType":"big","amount":"5"}]', idempotencyKey: key };
    expect(ZPlaceBetRequest.parse(bet).idempotencyKey).toBe(key);
    expect(ZRechargeAddRequest.parse({ ...recharge, idempotencyKey: key }).idempotencyKey).toBe(key);
    const withdrawal = { amount: '50', securityCode: '123456', type: 'bank', idempotencyKey: key };
    expect(ZWithdrawalAddRequest.parse(withdrawal).idempotencyKey).toBe(key);
  });

  it('the calls that had requestKey still take it, as the same key', () => {
    const parsed = ZRechargeAddRequest.parse({ ...recharge, requestKey: key });
    expect(parsed.idempotencyKey).toBe(key);
    expect(parsed).not.toHaveProperty('requestKey');
    const withdrawal = { amount: '50', securityCode: '123456', type: 'bank', requestKey: key };
    expect(ZWithdrawalAddRequest.parse(withdrawal).idempotencyKey).toBe(key);
    expect(
      ZRechargeAddRequest.parse({ ...recharge, requestKey: key, idempotencyKey: key }).idempotencyKey,
    ).toBe(key);
  });

  it('refuses both names with different keys, saying so', () => {
    const result = ZRechargeAddRequest.safeParse({ ...recharge, requestKey: key, idempotencyKey: `${key}x` });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('form.idempotencyKeyMismatch');
    expect(translate('en', message)).toContain('requestKey');
  });

  it('checks a key sent under the old name like any other', () => {
    const result = ZRechargeAddRequest.safeParse({ ...recharge, requestKey: 'bad key' });
    expect(result.error?.issues[0]?.message).toBe('form.invalidIdempotencyKey');
  });

  it('leaves the key out when neither name is sent', () => {
    expect(ZRechargeAddRequest.parse(recharge).idempotencyKey).toBeUndefined();
  });
});
