// A player reaches only their own money records: another player's image, address, card, deposit,
// withdrawal or message is not found, and request keys are per player. Every call of PROTOCOL.md's
// ownership rule that takes an id answers as documented for another player's — never a silent success.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, startTestApp, type TestApp, tableCounts } from '../test/helper';
import {
  bankCard,
  type Catalogue,
  fund,
  newOperator,
  newPlayer,
  type Player,
  randomTronAddress,
  requestKey,
  SECURITY_CODE,
  seedCatalogue,
  uploadPng,
} from '../test/money';

let test: TestApp;
let catalogue: Catalogue;
let alice: Player;
let bob: Player;
let aliceImage: string;
let aliceAddressId: number;

beforeAll(async () => {
  test = await startTestApp();
  catalogue = await seedCatalogue(test);
  [alice, bob] = await Promise.all([
    newPlayer(test, { securityCode: SECURITY_CODE }),
    newPlayer(test, { securityCode: SECURITY_CODE }),
  ]);
  await Promise.all([fund(test, alice.userId, 100_000n), fund(test, bob.userId, 100_000n)]);
  await call(test, calls.bankCardBind, bankCard, { token: alice.token });
  aliceImage = await uploadPng(test, alice);
  aliceAddressId = (
    await call(
      test,
      calls.usdtAdd,
      { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress() },
      { token: alice.token },
    )
  ).id;
});
afterAll(() => test.close());

describe("another player's records are not found", () => {
  it('an image: not served, not usable as a payment certificate or a QR code', async () => {
    const served = await test.app.inject({
      method: 'GET',
      url: `/api/v1/upload/image/${aliceImage}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(served.statusCode).toBe(404);
    const proof = await failure(
      call(
        test,
        calls.rechargeAdd,
        { accountId: catalogue.bankAccountId, amount: '200', imageId: aliceImage },
        { token: bob.token },
      ),
    );
    expect(proof.code).toBe(ErrorCode.NotFound);
    const qr = await failure(
      call(
        test,
        calls.usdtAdd,
        { securityCode: SECURITY_CODE, network: 'TRC20', address: randomTronAddress(), imageId: aliceImage },
        { token: bob.token },
      ),
    );
    expect(qr.code).toBe(ErrorCode.NotFound);
  });

  it('a USDT address: not listed, not deletable, not a withdrawal destination', async () => {
    expect((await call(test, calls.usdtList, {}, { token: bob.token })).list).toEqual([]);
    expect(
      (await failure(call(test, calls.usdtDel, { id: aliceAddressId }, { token: bob.token }))).code,
    ).toBe(ErrorCode.NotFound);
    const withdrawal = await failure(
      call(
        test,
        calls.withdrawalAdd,
        { amount: '200', securityCode: SECURITY_CODE, type: 'usdt', addressId: aliceAddressId },
        { token: bob.token },
      ),
    );
    expect(withdrawal.code).toBe(ErrorCode.NotFound);
    expect((await call(test, calls.usdtList, {}, { token: alice.token })).list).toHaveLength(1);
  });

  it('a bank card: not shown, and not withdrawn to by someone without one', async () => {
    expect((await call(test, calls.bankCardInfo, {}, { token: bob.token })).isBound).toBe(false);
    const withdrawal = await failure(
      call(
        test,
        calls.withdrawalAdd,
        { amount: '200', securityCode: SECURITY_CODE, type: 'bank' },
        { token: bob.token },
      ),
    );
    expect(withdrawal.code).toBe(ErrorCode.BankCardMissing);
  });

  it('deposits and withdrawals: lists show only the caller’s; a request key is the caller’s own', async () => {
    const key = requestKey();
    const aliceDeposit = await call(
      test,
      calls.rechargeAdd,
      { accountId: catalogue.bankAccountId, amount: '200', imageId: aliceImage, requestKey: key },
      { token: alice.token },
    );
    const bobImage = await uploadPng(test, bob);
    const bobDeposit = await call(
      test,
      calls.rechargeAdd,
      { accountId: catalogue.bankAccountId, amount: '300', imageId: bobImage, requestKey: key },
      { token: bob.token },
    );
    expect(bobDeposit.id).not.toBe(aliceDeposit.id);
    expect(
      (await call(test, calls.rechargeList, {}, { token: bob.token })).list.map((row) => row.id),
    ).toEqual([bobDeposit.id]);

    const aliceWithdrawal = await call(
      test,
      calls.withdrawalAdd,
      { amount: '100', securityCode: SECURITY_CODE, type: 'bank', requestKey: key },
      { token: alice.token },
    );
    expect((await call(test, calls.withdrawalList, {}, { token: bob.token })).total).toBe(0);
    await call(test, calls.bankCardBind, { ...bankCard, realName: 'Bob' }, { token: bob.token });
    const bobWithdrawal = await call(
      test,
      calls.withdrawalAdd,
      { amount: '100', securityCode: SECURITY_CODE, type: 'bank', requestKey: key },
      { token: bob.token },
    );
    expect(bobWithdrawal.id).not.toBe(aliceWithdrawal.id);
  });

  it("point changes and messages: only the caller's; another's message is not found, and stays unread", async () => {
    const operator = await newOperator(test);
    const image = await uploadPng(test, alice);
    const deposit = await call(
      test,
      calls.rechargeAdd,
      { accountId: catalogue.bankAccountId, amount: '100', imageId: image },
      { token: alice.token },
    );
    await call(test, calls.adminDepositReject, { id: deposit.id, reason: 'test' }, { token: operator.token });
    const messages = await call(test, calls.messageList, {}, { token: alice.token });
    const read = await failure(
      call(test, calls.messageRead, { id: messages.list[0]?.id ?? 0 }, { token: bob.token }),
    );
    expect(read.code).toBe(ErrorCode.NotFound);
    expect((await call(test, calls.messageList, {}, { token: alice.token })).unread).toBe(messages.unread);
    const aliceChanges = await call(test, calls.pointChangeList, {}, { token: alice.token });
    const bobChanges = await call(test, calls.pointChangeList, {}, { token: bob.token });
    const aliceIds = new Set(aliceChanges.list.map((row) => row.id));
    expect(bobChanges.list.some((row) => aliceIds.has(row.id))).toBe(false);
  });
});

describe("every call of the ownership rule, given another player's id", () => {
  const unreadMessageOf = async (player: Player) => {
    const operator = await newOperator(test);
    const image = await uploadPng(test, player);
    const deposit = await call(
      test,
      calls.rechargeAdd,
      { accountId: catalogue.bankAccountId, amount: '100', imageId: image },
      { token: player.token },
    );
    await call(test, calls.adminDepositReject, { id: deposit.id, reason: 'test' }, { token: operator.token });
    const [message] = (await call(test, calls.messageList, {}, { token: player.token })).list;
    return message?.id ?? 0;
  };

  let aliceMessageId = 0;
  beforeAll(async () => {
    aliceMessageId = await unreadMessageOf(alice);
  });

  type Case = [string, () => Promise<unknown>, number];
  const cases: Case[] = [
    [
      'a top-up with their image as the certificate',
      () =>
        call(
          test,
          calls.rechargeAdd,
          { accountId: catalogue.bankAccountId, amount: '200', imageId: aliceImage },
          { token: bob.token },
        ),
      ErrorCode.NotFound,
    ],
    [
      'a USDT address with their image as its QR code',
      () =>
        call(
          test,
          calls.usdtAdd,
          {
            securityCode: SECURITY_CODE,
            network: 'TRC20',
            address: randomTronAddress(),
            imageId: aliceImage,
          },
          { token: bob.token },
        ),
      ErrorCode.NotFound,
    ],
    [
      'deleting their USDT address',
      () => call(test, calls.usdtDel, { id: aliceAddressId }, { token: bob.token }),
      ErrorCode.NotFound,
    ],
    [
      'a withdrawal to their USDT address',
      () =>
        call(
          test,
          calls.withdrawalAdd,
          { amount: '200', securityCode: SECURITY_CODE, type: 'usdt', addressId: aliceAddressId },
          { token: bob.token },
        ),
      ErrorCode.NotFound,
    ],
    [
      'marking their message read',
      () => call(test, calls.messageRead, { id: aliceMessageId }, { token: bob.token }),
      ErrorCode.NotFound,
    ],
  ];

  it.each(cases)('%s: refused with the documented code, changing nothing', async (_name, attempt, code) => {
    const before = await tableCounts(test.db);
    const envelope = await failure(attempt());
    expect(envelope.code).toBe(code);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('an image of theirs, fetched with a session: 404', async () => {
    const served = await test.app.inject({
      method: 'GET',
      url: `/api/v1/upload/image/${aliceImage}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject({ code: ErrorCode.NotFound });
  });

  it("every list shows only the caller's own records", async () => {
    const fresh = await newPlayer(test, { securityCode: SECURITY_CODE });
    const token = { token: fresh.token };
    expect((await call(test, calls.usdtList, {}, token)).list).toEqual([]);
    expect((await call(test, calls.bankCardInfo, {}, token)).isBound).toBe(false);
    expect((await call(test, calls.rechargeList, {}, token)).total).toBe(0);
    expect((await call(test, calls.withdrawalList, {}, token)).total).toBe(0);
    expect((await call(test, calls.messageList, {}, token)).total).toBe(0);
    expect((await call(test, calls.pointChangeList, {}, token)).list).toEqual([]);
    expect((await call(test, calls.allBetList, {}, token)).list).toEqual([]);
  });
});
