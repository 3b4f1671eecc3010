// The operators' inbox over the wire and the socket: a player's message reopens the conversation and goes
// to the signed-in operator with the fewest open ones; tabs by status and assignee with their counts;
// assignment only to operators who answer players; private notes the player never sees; canned replies
// by unique short code; every change audited and heard by operators' sockets, never by players'.
import { calls, ErrorCode, ImCommand, parseRoomContent } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, failure, startTestApp, type TestApp, uniqueAccount } from '../../test/helper';
import { newOperator, newPlayer, type Player, requestKey, uploadPng } from '../../test/money';
import { sessionOf, socketUrlOf, TestSocket } from '../../test/socket-client';
import { createUser } from '../accounts/service';

let test: TestApp;
let ann: Player;
let bob: Player;
let finance: Player;

beforeAll(async () => {
  // Auto-assign is on by default; two support operators signed in, and one who decides money.
  test = await startTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  [ann, bob, finance] = await Promise.all([
    newOperator(test, 'support'),
    newOperator(test, 'support'),
    newOperator(test, 'finance'),
  ]);
});
afterAll(() => test.close());

const write = (player: Player, text: string) =>
  call(test, calls.supportSend, { text, idempotencyKey: requestKey() }, { token: player.token });
const as = (operator: Player) => ({ token: operator.token });
const entry = async (operator: Player, userId: number) =>
  (await call(test, calls.adminSupportConversationList, { pageSize: 100 }, as(operator))).list.find(
    (row) => row.userId === userId,
  );

/** Read by finance, which holds the audit but answers no players (so takes no conversation). */
async function auditOf(action: string, targetId: number) {
  const page = await call(test, calls.adminAuditList, { action, pageSize: 100 }, as(finance));
  return page.list.filter((row) => row.targetId === targetId);
}

describe('assignment', () => {
  it('gives each new conversation to the signed-in operator with the fewest open ones, and keeps it there', async () => {
    const [first, second, third] = await Promise.all([newPlayer(test), newPlayer(test), newPlayer(test)]);
    await write(first, 'hello');
    await write(second, 'hello');
    const one = await entry(ann, first.userId);
    const two = await entry(ann, second.userId);
    expect(one).toMatchObject({ status: 'open' });
    // Each operator holds one now, whichever came first.
    expect(new Set([one?.assigneeId, two?.assigneeId])).toEqual(new Set([ann.userId, bob.userId]));
    expect(one?.assignee).toBe(one?.assigneeId === ann.userId ? ann.account : bob.account);

    // A later message stays with the same operator.
    await write(first, 'still there?');
    expect((await entry(ann, first.userId))?.assigneeId).toBe(one?.assigneeId);

    // Resolved and written to again: open again, with its operator.
    await write(third, 'hi');
    await call(test, calls.adminSupportStatus, { userId: third.userId, status: 'resolved' }, as(ann));
    expect((await entry(ann, third.userId))?.status).toBe('resolved');
    await write(third, 'one more thing');
    expect((await entry(ann, third.userId))?.status).toBe('open');
  });

  it('assigns only to an active operator who answers players, or to nobody; audited', async () => {
    const player = await newPlayer(test);
    await write(player, 'help');
    const refused = await failure(
      call(test, calls.adminSupportAssign, { userId: player.userId, assigneeId: finance.userId }, as(ann)),
    );
    expect(refused).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'Assign to an active operator who answers players',
    });
    expect(
      await failure(
        call(test, calls.adminSupportAssign, { userId: player.userId, assigneeId: player.userId }, as(ann)),
      ),
    ).toMatchObject({ code: ErrorCode.InvalidInput });

    const agents = await call(test, calls.adminSupportAgents, {}, as(ann));
    expect(agents.list).toEqual(expect.arrayContaining([{ userId: bob.userId, account: bob.account }]));
    expect(agents.list.map((agent) => agent.userId)).not.toContain(finance.userId);
    const toBob = await call(
      test,
      calls.adminSupportAssign,
      { userId: player.userId, assigneeId: bob.userId },
      as(ann),
    );
    expect(toBob).toMatchObject({ assigneeId: bob.userId, assignee: bob.account });
    const toNobody = await call(
      test,
      calls.adminSupportAssign,
      { userId: player.userId, assigneeId: 0 },
      as(ann),
    );
    expect(toNobody).toMatchObject({ assigneeId: null, assignee: null });
    const audit = await auditOf('support.assign', player.userId);
    expect(audit.map((row) => [row.operator, row.reason])).toEqual(
      expect.arrayContaining([
        [ann.account, `operator ${bob.userId}`],
        [ann.account, 'nobody'],
      ]),
    );
    // No conversation yet: nothing to assign.
    const silent = await newPlayer(test);
    expect(
      await failure(call(test, calls.adminSupportAssign, { userId: silent.userId, assigneeId: 0 }, as(ann))),
    ).toMatchObject({ code: ErrorCode.NotFound });
  });
});

describe('tabs and counts', () => {
  it('lists by status and by whose, and counts each tab', async () => {
    const player = await newPlayer(test);
    await write(player, 'waiting on you');
    await call(test, calls.adminSupportAssign, { userId: player.userId, assigneeId: 0 }, as(ann));
    const before = await call(test, calls.adminSupportCounts, {}, as(ann));
    const unassigned = await call(
      test,
      calls.adminSupportConversationList,
      { assignee: 'unassigned', status: 'open', pageSize: 100 },
      as(ann),
    );
    expect(unassigned.list.map((row) => row.userId)).toContain(player.userId);
    expect(unassigned.total).toBe(before.unassigned);

    await call(test, calls.adminSupportAssign, { userId: player.userId, assigneeId: ann.userId }, as(ann));
    await call(test, calls.adminSupportStatus, { userId: player.userId, status: 'pending' }, as(ann));
    const after = await call(test, calls.adminSupportCounts, {}, as(ann));
    expect(after.unassigned).toBe(before.unassigned - 1);
    expect(after.pending).toBe(before.pending + 1);
    expect(after.open).toBe(before.open - 1);
    const pending = await call(
      test,
      calls.adminSupportConversationList,
      { status: 'pending', pageSize: 100 },
      as(ann),
    );
    expect(pending.list.map((row) => row.userId)).toContain(player.userId);
    const mine = await call(
      test,
      calls.adminSupportConversationList,
      { assignee: 'mine', pageSize: 100 },
      as(ann),
    );
    expect(mine.list.every((row) => row.assigneeId === ann.userId)).toBe(true);
    expect(mine.list.map((row) => row.userId)).toContain(player.userId);
    expect(
      (
        await call(test, calls.adminSupportConversationList, { assignee: 'mine', pageSize: 100 }, as(bob))
      ).list.map((row) => row.userId),
    ).not.toContain(player.userId);

    // The unread count follows the player's messages and an operator's read.
    await write(player, 'one');
    const unread = (await call(test, calls.adminSupportCounts, {}, as(ann))).unread;
    const last = await write(player, 'two');
    expect((await call(test, calls.adminSupportCounts, {}, as(bob))).unread).toBe(unread + 1);
    expect((await entry(bob, player.userId))?.unread).toBe(3);
    // Read up to the last: all three of this player's messages are read, for every operator.
    await call(test, calls.adminSupportRead, { userId: player.userId, messageId: last.id }, as(ann));
    expect((await call(test, calls.adminSupportCounts, {}, as(bob))).unread).toBe(unread + 1 - 3);

    expect(
      await failure(call(test, calls.adminSupportConversationList, { status: 'snoozed' } as never, as(ann))),
    ).toMatchObject({ code: ErrorCode.InvalidInput });
  });
});

describe('notes and canned replies', () => {
  it('keeps private notes beside the conversation and never shows them to the player', async () => {
    const player = await newPlayer(test);
    await write(player, 'my withdrawal?');
    const note = await call(
      test,
      calls.adminSupportNoteAdd,
      { userId: player.userId, text: 'Checked: paid at 10:02' },
      as(ann),
    );
    expect(note).toMatchObject({ operator: ann.account, text: 'Checked: paid at 10:02' });
    await call(test, calls.adminSupportNoteAdd, { userId: player.userId, text: 'Told finance' }, as(bob));
    const notes = await call(test, calls.adminSupportNoteList, { userId: player.userId }, as(bob));
    expect(notes.list.map((row) => [row.operator, row.text])).toEqual([
      [ann.account, 'Checked: paid at 10:02'],
      [bob.account, 'Told finance'],
    ]);
    const history = await call(test, calls.supportHistory, {}, { token: player.token });
    expect(JSON.stringify(history)).not.toContain('Checked');
    expect(history.unread).toBe(0);
    expect(
      await failure(call(test, calls.adminSupportNoteAdd, { userId: player.userId, text: '   ' }, as(ann))),
    ).toMatchObject({ code: ErrorCode.InvalidInput });
    expect(await auditOf('support.note', player.userId)).toHaveLength(2);
  });

  it('saves canned replies by unique short code, changes and deletes them, refusing bad codes', async () => {
    const code = `paid${Date.now() % 100000}`;
    const saved = await call(
      test,
      calls.adminCannedReplySave,
      { shortCode: ` ${code.toUpperCase()} `, text: 'Your withdrawal is paid.' },
      as(ann),
    );
    expect(saved).toMatchObject({ shortCode: code, text: 'Your withdrawal is paid.' });
    expect(
      await failure(call(test, calls.adminCannedReplySave, { shortCode: code, text: 'again' }, as(bob))),
    ).toMatchObject({ code: ErrorCode.InvalidInput, message: 'Another canned reply has this short code' });
    expect(
      await failure(call(test, calls.adminCannedReplySave, { shortCode: 'no spaces', text: 'x' }, as(bob))),
    ).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'A short code is 1–32 lower-case letters, digits, - or _',
    });
    const changed = await call(
      test,
      calls.adminCannedReplySave,
      { id: saved.id, shortCode: code, text: 'Paid, check your bank.' },
      as(bob),
    );
    expect(changed).toMatchObject({ id: saved.id, text: 'Paid, check your bank.' });
    expect((await call(test, calls.adminCannedReplyList, {}, as(ann))).list).toContainEqual(changed);
    await call(test, calls.adminCannedReplyDelete, { id: saved.id }, as(ann));
    expect(
      (await call(test, calls.adminCannedReplyList, {}, as(ann))).list.map((row) => row.id),
    ).not.toContain(saved.id);
    expect(await failure(call(test, calls.adminCannedReplyDelete, { id: saved.id }, as(ann)))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    const audit = await auditOf('cannedReply.update', saved.id);
    expect(audit[0]).toMatchObject({ operator: bob.account, reason: `/${code}` });
  });
});

describe('images', () => {
  it('shows operators a player’s image through a signed link that loads without a session', async () => {
    const player = await newPlayer(test);
    const imageId = await uploadPng(test, player);
    await call(test, calls.supportSend, { imageId, idempotencyKey: requestKey() }, { token: player.token });
    const history = await call(test, calls.adminSupportHistory, { userId: player.userId }, as(ann));
    const link = history.list[0]?.imageUrl ?? '';
    expect(link).toMatch(new RegExp(`^/api/v1/upload/image/${imageId}\\?expires=\\d+&signature=`));
    expect((await test.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    // The plain path needs the player's session; the player's own history keeps it.
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/v1/upload/image/${imageId}` })).statusCode,
    ).not.toBe(200);
    const own = await call(test, calls.supportHistory, {}, { token: player.token });
    expect(own.list[0]?.imageUrl).toBe(`/api/v1/upload/image/${imageId}`);
  });
});

describe('who may', () => {
  it('refuses every inbox call to a player and to an operator who decides money', async () => {
    const player = await newPlayer(test);
    await write(player, 'hi');
    const inboxCalls = [
      [calls.adminSupportCounts, {}],
      [calls.adminSupportAgents, {}],
      [calls.adminSupportStatus, { userId: player.userId, status: 'pending' }],
      [calls.adminSupportAssign, { userId: player.userId, assigneeId: 0 }],
      [calls.adminSupportNoteAdd, { userId: player.userId, text: 'x' }],
      [calls.adminSupportNoteList, { userId: player.userId }],
      [calls.adminCannedReplyList, {}],
      [calls.adminCannedReplySave, { shortCode: 'x', text: 'x' }],
      [calls.adminCannedReplyDelete, { id: 1 }],
    ] as const;
    for (const [definition, body] of inboxCalls) {
      for (const caller of [player, finance]) {
        const refused = await failure(
          call(test, definition as never, body as never, { token: caller.token }),
        );
        expect(refused.code, definition.path).toBe(ErrorCode.Forbidden);
      }
    }
    expect((await entry(ann, player.userId))?.status).toBe('open');
  });
});

describe('the operators’ sockets', () => {
  it('hear a player’s message and an operator’s note, as they happen', async () => {
    const staff = await createUser(test.db.orm, {
      account: uniqueAccount('in'),
      password: 'goodPass1',
      role: 'support',
    });
    const operatorSocket = await TestSocket.login(
      socketUrlOf(test),
      (await sessionOf(test, staff.id, staff.account)).login,
    );
    const player = await newPlayer(test);
    const sent = await write(player, 'anyone?');
    const heard = parseRoomContent((await operatorSocket.next(ImCommand.Chat)).data.content);
    expect(heard).toMatchObject({
      type: 'supportInbox',
      userId: player.userId,
      event: 'message',
      message: sent,
    });

    await call(test, calls.adminSupportNoteAdd, { userId: player.userId, text: 'VIP' }, as(ann));
    const noted = parseRoomContent((await operatorSocket.next(ImCommand.Chat)).data.content);
    expect(noted).toEqual({ type: 'supportInbox', userId: player.userId, event: 'note' });
    operatorSocket.close();
  });
});
