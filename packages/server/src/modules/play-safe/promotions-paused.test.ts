// During a cool-off or self-exclusion the server keeps promotions from the player: the banner, event and
// red-packet lists answer empty with the break that explains why, an event's or banner's page and a red
// packet's claim are refused with the reason in both languages, and notices (service information) still
// show. A player without a break, and a visitor not signed in, see everything.
import { type CallRequest, calls, ErrorCode } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestGame,
  fundedPlayer,
  newBetKey,
  type TestGame,
  type TestPlayer,
  testOperator,
} from '../../test/game';
import { CallFailed, call, startTestApp, type TestApp } from '../../test/helper';
import { enterRoom, type TestSocket } from '../../test/socket-client';
import { walletBalance } from '../ledger/service';

let test: TestApp;
let game: TestGame;
let admin: TestPlayer;
const sockets: TestSocket[] = [];
const as = (who: { token: string }, lang: 'en' | 'zh' = 'en') => ({ token: who.token, bearer: true, lang });

const envelopeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => {
      if (error instanceof CallFailed) return error.envelope;
      throw error;
    },
  );

const saveContent = (fields: Pick<CallRequest<typeof calls.adminContentSave>, 'kind' | 'titleEn'>) =>
  call(
    test,
    calls.adminContentSave,
    { titleZh: '标题', isEnabled: '1', ...fields } as CallRequest<typeof calls.adminContentSave>,
    as(admin),
  );

beforeAll(async () => {
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  game = await createTestGame(test.db, {});
  admin = await testOperator(test);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await test.close();
});

describe('promotions during a break', () => {
  it('are kept from the player on a break, with the reason, and shown to everyone else', async () => {
    const banner = await saveContent({ kind: 'banner', titleEn: 'Double rebates this weekend' });
    const event = await saveContent({ kind: 'activity', titleEn: 'Lucky Friday' });
    const notice = await saveContent({ kind: 'notice', titleEn: 'Maintenance on Sunday 02:00' });
    await call(
      test,
      calls.adminPromotionBudgetFund,
      { amount: '10', idempotencyKey: newBetKey() },
      as(admin),
    );
    const packet = await call(
      test,
      calls.adminRedPacketSend,
      {
        roomId: game.roomId,
        amount: '2',
        shareCount: 2,
        minutes: 10,
        message: '',
        idempotencyKey: newBetKey(),
      },
      as(admin),
    );

    const resting = await fundedPlayer(test, 0n);
    const other = await fundedPlayer(test, 0n);
    for (const who of [resting, other]) sockets.push(await enterRoom(test, who, game.roomId));
    const started = await call(test, calls.playBreakStart, { kind: 'cool_off', days: 7 }, as(resting));
    const paused = started.activeBreak;
    expect(paused).toMatchObject({ kind: 'cool_off' });

    // The lists answer nothing, and why.
    expect(await call(test, calls.bannerList, {}, as(resting))).toEqual({ list: [], paused });
    expect(await call(test, calls.activityList, {}, as(resting))).toMatchObject({
      list: [],
      total: 0,
      paused,
    });
    expect(await call(test, calls.redPacketList, { roomId: game.roomId }, as(resting))).toEqual({
      list: [],
      paused,
    });

    // Opening one anyway is refused with the reason, in both languages; nothing is paid.
    const until = /\(until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\)$/;
    const bannerRefused = await envelopeOf(call(test, calls.bannerDetails, { id: banner.id }, as(resting)));
    expect(bannerRefused.code).toBe(ErrorCode.CoolingOff);
    expect(bannerRefused.message).toMatch(/^Events and offers are not shown during your break /);
    expect(bannerRefused.message).toMatch(until);
    const eventRefused = await envelopeOf(
      call(test, calls.wapDetails, { id: event.id, type: 'activity' }, as(resting, 'zh')),
    );
    expect(eventRefused.code).toBe(ErrorCode.CoolingOff);
    expect(eventRefused.message).toMatch(/^休息期间不显示活动和优惠（至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}）$/);
    const claimRefused = await envelopeOf(call(test, calls.redPacketClaim, { id: packet.id }, as(resting)));
    expect(claimRefused.code).toBe(ErrorCode.CoolingOff);
    expect(await walletBalance(test.db.orm, resting.userId)).toBe(0n);
    // Notices are service information: still shown.
    const shownNotice = await call(test, calls.wapDetails, { id: notice.id, type: 'notice' }, as(resting));
    expect(shownNotice.title).toBe('Maintenance on Sunday 02:00');

    // Another player in the room, and a visitor, see them all.
    expect(await call(test, calls.bannerList, {}, as(other))).toMatchObject({
      list: [{ id: banner.id, title: 'Double rebates this weekend' }],
      paused: null,
    });
    expect(await call(test, calls.bannerList, {}, {})).toMatchObject({
      list: [{ id: banner.id }],
      paused: null,
    });
    expect(await call(test, calls.activityList, {}, {})).toMatchObject({
      list: [{ id: event.id, title: 'Lucky Friday' }],
      total: 1,
      paused: null,
    });
    const packets = await call(test, calls.redPacketList, { roomId: game.roomId }, as(other));
    expect(packets).toMatchObject({ list: [{ id: packet.id, status: 'open' }], paused: null });
    const claim = await call(test, calls.redPacketClaim, { id: packet.id }, as(other));
    expect(claim.seq).toBe(1);
  });
});
