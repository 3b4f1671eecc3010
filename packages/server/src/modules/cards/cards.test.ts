import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, startTestApp, type TestApp } from '../../test/helper';
import {
  bankCard,
  newOperator,
  newPlayer,
  type Player,
  randomTronAddress,
  SECURITY_CODE,
  uploadPng,
} from '../../test/money';

let test: TestApp;
let operator: Player;

beforeAll(async () => {
  test = await startTestApp();
  operator = await newOperator(test);
});
afterAll(() => test.close());

describe('the bank card', () => {
  it('binds once, shows masked in userInfo, and a second bind says to contact customer service', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const info = await call(test, calls.bankCardBind, bankCard, { token: player.token });
    expect(info).toMatchObject({
      isBound: true,
      realName: 'Li Lei',
      cardNo: '**** **** **** 7890',
      ifscCode: 'SBIN0001234',
      pendingChange: null,
    });
    const details = await call(test, calls.userDetails, {}, { token: player.token });
    expect(details).toMatchObject({
      realName: 'Li Lei',
      bankName: 'Demo Bank',
      bankNo: '**** **** **** 7890',
      openCardAddress: 'Main Street branch',
    });
    const again = await failure(call(test, calls.bankCardBind, bankCard, { token: player.token }));
    expect(again).toMatchObject({
      code: ErrorCode.BankCardAlreadyBound,
      message: 'A bank card is already bound. To change it, please contact customer service',
    });
    const zh = await failure(call(test, calls.bankCardBind, bankCard, { token: player.token, lang: 'zh' }));
    expect(zh.message).toBe('已绑定银行卡，如需修改请联系客服');
  });

  it('two binds at once: one card', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        call(
          test,
          calls.bankCardBind,
          { ...bankCard, cardNo: `622202123456789${i}` },
          { token: player.token },
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it.each([
    ['no real name', { realName: '' }, 'Fill in real name'],
    ['no bank name', { bankName: ' ' }, 'Enter the bank name'],
    ['letters in the card number', { cardNo: '6222abc123456' }, 'Invalid bank card number'],
    ['a short card number', { cardNo: '1234567' }, 'Invalid bank card number'],
    ['a bad mobile number', { mobile: '12345' }, 'Invalid mobile number'],
    ['a bad email', { email: 'not-an-email' }, 'Invalid email address'],
    ['a bad IFSC code', { ifscCode: 'SBIN1234567' }, 'Invalid IFSC code'],
  ])('refuses %s with the form message', async (_name, change, message) => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const envelope = await failure(
      call(test, calls.bankCardBind, { ...bankCard, ...change }, { token: player.token }),
    );
    expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, message });
    expect((await call(test, calls.bankCardInfo, {}, { token: player.token })).isBound).toBe(false);
  });

  it('takes the optional fields as optional, and spaces out of the card number', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const { ifscCode: _i, email: _e, openAddress: _o, ...required } = bankCard;
    const info = await call(
      test,
      calls.bankCardBind,
      { ...required, cardNo: '6222 0000 1111 2222' },
      { token: player.token },
    );
    expect(info).toMatchObject({ ifscCode: '', email: '', openAddress: '', cardNo: '**** **** **** 2222' });
  });
});

describe('changing the card through customer service (/api/v1/room/bank/update)', () => {
  it('records a request; nothing changes until an operator approves it', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const noCard = await failure(call(test, calls.bankCardChange, bankCard, { token: player.token }));
    expect(noCard.code).toBe(ErrorCode.BankCardMissing);
    await call(test, calls.bankCardBind, bankCard, { token: player.token });

    const request = await call(
      test,
      calls.bankCardChange,
      { ...bankCard, bankName: 'New Bank', cardNo: '6222999988887777', note: 'old card lost' },
      { token: player.token },
    );
    expect(request).toMatchObject({ status: 'pending', statusName: 'Pending review' });
    const info = await call(test, calls.bankCardInfo, {}, { token: player.token });
    expect(info).toMatchObject({ bankName: 'Demo Bank', pendingChange: { id: request.id } });
    const twice = await failure(call(test, calls.bankCardChange, bankCard, { token: player.token }));
    expect(twice).toMatchObject({ code: ErrorCode.ChangeRequestPending });

    const { list } = await call(
      test,
      calls.adminBankChangeList,
      { status: 'pending' },
      { token: operator.token },
    );
    const listed = list.find((row) => row.id === request.id);
    expect(listed).toMatchObject({
      account: player.account,
      note: 'old card lost',
      current: { bankName: 'Demo Bank', cardNo: '6222021234567890' },
      requested: { bankName: 'New Bank', cardNo: '6222999988887777' },
    });
    await call(
      test,
      calls.adminBankChangeApprove,
      { id: request.id, reason: 'identity checked by phone' },
      { token: operator.token },
    );
    const changed = await call(test, calls.bankCardInfo, {}, { token: player.token });
    expect(changed).toMatchObject({
      bankName: 'New Bank',
      cardNo: '**** **** **** 7777',
      pendingChange: null,
    });
    const messages = await call(test, calls.messageList, {}, { token: player.token });
    expect(messages.list[0]).toMatchObject({ title: 'Bank card changed' });
    const again = await failure(
      call(test, calls.adminBankChangeReject, { id: request.id, reason: 'late' }, { token: operator.token }),
    );
    expect(again.code).toBe(ErrorCode.AlreadyReviewed);
  });

  it('a rejected request leaves the card as it was', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    await call(test, calls.bankCardBind, bankCard, { token: player.token });
    const request = await call(
      test,
      calls.bankCardChange,
      { ...bankCard, bankName: 'Other' },
      { token: player.token },
    );
    await call(
      test,
      calls.adminBankChangeReject,
      { id: request.id, reason: 'not the holder' },
      { token: operator.token },
    );
    expect((await call(test, calls.bankCardInfo, {}, { token: player.token })).bankName).toBe('Demo Bank');
  });
});

describe('USDT addresses', () => {
  it('adds up to three, lists and deletes them; checks the format per wallet type', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const imageId = await uploadPng(test, player);
    const first = await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress(), imageId },
      { token: player.token },
    );
    expect(first.qrImageUrl).toContain(imageId);
    await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'ERC20', address: `0x${'aB'.repeat(20)}` },
      { token: player.token },
    );
    const duplicate = await failure(
      call(
        test,
        calls.usdtAdd,
        { securityCode: SECURITY_CODE, network: 'ERC20', address: `0x${'aB'.repeat(20)}` },
        { token: player.token },
      ),
    );
    expect(duplicate.code).toBe(ErrorCode.UsdtAddressTaken);
    await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() },
      { token: player.token },
    );
    const fourth = await failure(
      call(
        test,
        calls.usdtAdd,
        { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() },
        { token: player.token },
      ),
    );
    expect(fourth).toMatchObject({
      code: ErrorCode.UsdtAddressLimit,
      message: 'At most 3 digital currency addresses',
    });

    const { list, limit } = await call(test, calls.usdtList, {}, { token: player.token });
    expect(limit).toBe(3);
    expect(list).toHaveLength(3);
    expect(await call(test, calls.usdtDel, { id: first.id }, { token: player.token })).toEqual({ ok: true });
    expect((await call(test, calls.usdtList, {}, { token: player.token })).list).toHaveLength(2);
    const gone = await failure(call(test, calls.usdtDel, { id: first.id }, { token: player.token }));
    expect(gone.code).toBe(ErrorCode.NotFound);
  });

  it('adds at most three even when asked at once', async () => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        call(
          test,
          calls.usdtAdd,
          { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() },
          { token: player.token },
        ),
      ),
    );
    expect((await call(test, calls.usdtList, {}, { token: player.token })).list).toHaveLength(3);
  });

  it.each([
    [
      'an ERC20 address as TRC20',
      { securityCode: SECURITY_CODE, network: 'TRC20', address: `0x${'1'.repeat(40)}` },
      'The address does not match the wallet type',
    ],
    [
      'a TRC20 address with a typo',
      { securityCode: SECURITY_CODE, network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
      'The address does not match the wallet type',
    ],
    [
      'a short ERC20 address',
      { securityCode: SECURITY_CODE, network: 'ERC20', address: '0x1234' },
      'The address does not match the wallet type',
    ],
    ['no wallet type', { network: 'BTC', address: `0x${'1'.repeat(40)}` }, 'Select a digital wallet type'],
    ['no address', { securityCode: SECURITY_CODE, network: 'ERC20', address: '' }, 'Enter the address'],
  ])('refuses %s', async (_name, fields, message) => {
    const player = await newPlayer(test, { securityCode: SECURITY_CODE });
    const envelope = await failure(call(test, calls.usdtAdd, fields as never, { token: player.token }));
    expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, message });
  });
});
