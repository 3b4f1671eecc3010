// The store over the wire: operators keep goods; players redeem them with their balance through the ledger
// (stock never below zero however many buy at once, a refused payment takes no stock, a repeated key buys
// once); operators fulfil or cancel orders (money and stock return), logged, the player told.
import { calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, sendForm, startTestApp, type TestApp, tableCounts } from '../../test/helper';
import {
  balances,
  expectCleanBooks,
  fund,
  newOperator,
  newPlayer,
  type Player,
  requestKey,
} from '../../test/money';

let test: TestApp;
let finance: Player;
let player: Player;

beforeAll(async () => {
  test = await startTestApp();
  [finance, player] = await Promise.all([newOperator(test, 'finance'), newPlayer(test)]);
  await fund(test, player.userId, 100_000n);
});
afterAll(() => test.close());

async function newGoods(stock: number, price = '100', fields: Record<string, string> = {}) {
  return call(
    test,
    calls.adminGoodsSave,
    { nameZh: '保温杯', nameEn: 'Thermos cup', price, stock: String(stock), isEnabled: '1', ...fields },
    { token: finance.token },
  );
}

describe('goods', () => {
  it('lists enabled goods with price, stock and sanitised description; hides disabled ones', async () => {
    const cup = await newGoods(3, '88.50', {
      descriptionEn: '<p>Keeps tea hot<img src=x onerror=alert(1)></p>',
      descriptionZh: '<p>保温</p>',
    });
    const off = await newGoods(5, '10', { isEnabled: '0', nameEn: 'Hidden' });
    const page = await call(test, calls.storeGoodsList, { pageNo: 1, pageSize: 50 }, { lang: 'zh' });
    const ids = page.list.map((goods) => goods.id);
    expect(ids).toContain(cup.id);
    expect(ids).not.toContain(off.id);
    const detail = await call(test, calls.storeGoodsDetail, { id: cup.id });
    expect(detail).toEqual({
      id: cup.id,
      name: 'Thermos cup',
      nameZh: '保温杯',
      nameEn: 'Thermos cup',
      description: '<p>Keeps tea hot<img src="x" /></p>',
      imageUrl: '',
      price: '88.50',
      stock: 3,
      isSoldOut: false,
    });
    expect((await failure(call(test, calls.storeGoodsDetail, { id: off.id }))).code).toBe(ErrorCode.NotFound);
  });
});

describe('redeeming', () => {
  it('pays through the ledger, takes the stock, and answers the same order for the same key', async () => {
    const cup = await newGoods(5, '100');
    const key = requestKey();
    const order = await call(
      test,
      calls.storeRedeem,
      { goodsId: cup.id, quantity: '2', note: 'Room 8', idempotencyKey: key },
      { token: player.token },
    );
    expect(order).toMatchObject({
      quantity: 2,
      unitPrice: '100.00',
      amount: '200.00',
      status: 'pending',
      note: 'Room 8',
    });
    expect(order.orderNo).toMatch(/^S\d{6}[A-Z0-9]{10}$/);
    const again = await call(
      test,
      calls.storeRedeem,
      { goodsId: cup.id, quantity: '2', idempotencyKey: key },
      { token: player.token },
    );
    expect(again).toEqual(order);
    expect((await call(test, calls.storeGoodsDetail, { id: cup.id })).stock).toBe(3);
    expect((await balances(test, player.userId)).wallet).toBe(80_000n);
    const changes = await call(
      test,
      calls.pointChangeList,
      { type: 'store_purchase' },
      { token: player.token },
    );
    expect(changes.list).toEqual([
      expect.objectContaining({ amount: '-200.00', reference: order.orderNo, typeName: 'Store redemption' }),
    ]);
    const mine = await call(test, calls.storeOrderList, {}, { token: player.token, lang: 'zh' });
    expect(mine.list).toEqual([
      expect.objectContaining({ id: order.id, goodsName: '保温杯', statusName: '待发货' }),
    ]);
    await expectCleanBooks(test);
  });

  it('buys once when the same key arrives twice at the same moment', async () => {
    const cup = await newGoods(5, '10');
    const before = (await balances(test, player.userId)).wallet;
    const key = requestKey();
    const form = { goodsId: cup.id, idempotencyKey: key };
    const [first, second] = await Promise.all([
      call(test, calls.storeRedeem, form, { token: player.token }),
      call(test, calls.storeRedeem, form, { token: player.token }),
    ]);
    expect(second).toEqual(first);
    expect((await call(test, calls.storeGoodsDetail, { id: cup.id })).stock).toBe(4);
    expect((await balances(test, player.userId)).wallet).toBe(before - 1_000n);
    await expectCleanBooks(test);
  });

  it('refuses more than the stock or the balance, taking nothing', async () => {
    const cup = await newGoods(2, '100');
    const before = await tableCounts(test.db);
    const tooMany = await sendForm(
      test,
      calls.storeRedeem.path,
      { goodsId: cup.id, quantity: 3, idempotencyKey: requestKey() },
      { token: player.token },
    );
    expect(tooMany).toMatchObject({ code: ErrorCode.OutOfStock, message: 'Not enough in stock' });
    const expensive = await newGoods(2, '5000');
    const afterGoods = await tableCounts(test.db);
    const poor = await sendForm(
      test,
      calls.storeRedeem.path,
      { goodsId: expensive.id, idempotencyKey: requestKey() },
      { token: player.token, lang: 'zh' },
    );
    expect(poor).toMatchObject({ code: ErrorCode.InsufficientBalance, message: '余额不足' });
    expect((await call(test, calls.storeGoodsDetail, { id: expensive.id })).stock).toBe(2);
    expect(await tableCounts(test.db)).toEqual(afterGoods);
    expect(before.store_orders).toBe(afterGoods.store_orders);
  });

  it('sells exactly the stock when many players race for it', async () => {
    const stock = 5;
    const cup = await newGoods(stock, '10');
    const buyers = await Promise.all(Array.from({ length: 16 }, () => newPlayer(test)));
    await Promise.all(buyers.map((buyer) => fund(test, buyer.userId, 10_000n)));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        sendForm(
          test,
          calls.storeRedeem.path,
          { goodsId: cup.id, idempotencyKey: requestKey() },
          { token: buyer.token },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(stock);
    expect(answers.filter((answer) => answer.code === ErrorCode.OutOfStock)).toHaveLength(
      buyers.length - stock,
    );
    const detail = await call(test, calls.storeGoodsDetail, { id: cup.id });
    expect(detail).toMatchObject({ stock: 0, isSoldOut: true });
    const paid = await Promise.all(buyers.map(async (buyer) => (await balances(test, buyer.userId)).wallet));
    expect(paid.filter((wallet) => wallet === 9_000n)).toHaveLength(stock);
    await expectCleanBooks(test);
  });

  it('refuses bad input and staff with envelope errors', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ goodsId: 'x', idempotencyKey: requestKey() }, 'The request is invalid'],
      [{ goodsId: 1, quantity: 0, idempotencyKey: requestKey() }, 'Invalid quantity'],
      [{ goodsId: 1, quantity: 101, idempotencyKey: requestKey() }, 'Invalid quantity'],
      [{ goodsId: 1 }, 'Invalid idempotency key'],
      [{ goodsId: 999_999, idempotencyKey: requestKey() }, 'Not found'],
    ];
    const before = await tableCounts(test.db);
    for (const [fields, message] of cases) {
      expect(await sendForm(test, calls.storeRedeem.path, fields, { token: player.token })).toMatchObject({
        status: 0,
        message,
      });
    }
    const staff = await sendForm(
      test,
      calls.storeRedeem.path,
      { goodsId: 1, idempotencyKey: requestKey() },
      { token: finance.token },
    );
    expect(staff.code).toBe(ErrorCode.StaffAccount);
    expect(
      (
        await sendForm(
          test,
          calls.adminGoodsSave.path,
          { nameZh: 'a', nameEn: 'a', price: '0', stock: '1', isEnabled: '1' },
          { token: finance.token },
        )
      ).message,
    ).toBe('Enter an amount above 0 with at most 2 decimals');
    const support = await newOperator(test, 'support');
    expect((await sendForm(test, calls.adminGoodsList.path, {}, { token: support.token })).code).toBe(
      ErrorCode.Forbidden,
    );
    expect(await tableCounts(test.db)).toMatchObject({
      store_orders: before.store_orders,
      store_goods: before.store_goods,
    });
  });
});

describe('orders', () => {
  it('are fulfilled or cancelled once; a cancel returns the money and the stock; the player is told', async () => {
    const buyer = await newPlayer(test);
    await fund(test, buyer.userId, 50_000n);
    const cup = await newGoods(4, '150');
    const redeem = () =>
      call(
        test,
        calls.storeRedeem,
        { goodsId: cup.id, idempotencyKey: requestKey() },
        { token: buyer.token },
      );
    const [kept, returned] = [await redeem(), await redeem()];
    const pending = await call(
      test,
      calls.adminStoreOrderList,
      { status: 'pending' },
      { token: finance.token },
    );
    expect(pending.list.map((order) => order.id)).toEqual(expect.arrayContaining([kept.id, returned.id]));
    expect(pending.list.find((order) => order.id === kept.id)).toMatchObject({
      account: buyer.account,
      userId: buyer.userId,
    });

    const fulfilled = await call(
      test,
      calls.adminStoreOrderFulfil,
      { id: kept.id, reason: 'Posted, tracking 123' },
      { token: finance.token },
    );
    expect(fulfilled).toMatchObject({
      status: 'fulfilled',
      reason: 'Posted, tracking 123',
      decidedBy: finance.account,
    });
    const twice = await Promise.all([
      sendForm(
        test,
        calls.adminStoreOrderCancel.path,
        { id: returned.id, reason: 'Out of colour' },
        { token: finance.token },
      ),
      sendForm(
        test,
        calls.adminStoreOrderCancel.path,
        { id: returned.id, reason: 'Out of colour' },
        { token: finance.token },
      ),
    ]);
    expect(twice.map((answer) => answer.code).sort()).toEqual([0, ErrorCode.AlreadyReviewed]);
    expect(
      (
        await sendForm(
          test,
          calls.adminStoreOrderFulfil.path,
          { id: kept.id, reason: 'again' },
          { token: finance.token },
        )
      ).code,
    ).toBe(ErrorCode.AlreadyReviewed);

    expect((await balances(test, buyer.userId)).wallet).toBe(50_000n - 15_000n);
    expect((await call(test, calls.storeGoodsDetail, { id: cup.id })).stock).toBe(3);
    const messages = await call(test, calls.messageList, {}, { token: buyer.token });
    expect(messages.list.map((message) => message.title)).toEqual([
      'Store order cancelled',
      'Store order delivered',
    ]);
    expect(messages.list[0]?.content).toContain('¥150.00');
    const audit = await call(
      test,
      calls.adminAuditList,
      { action: 'store_order.cancel' },
      { token: finance.token },
    );
    expect(audit.list).toEqual([expect.objectContaining({ targetId: returned.id, reason: 'Out of colour' })]);
    await expectCleanBooks(test);
  });
});
