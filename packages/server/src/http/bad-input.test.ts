// Every call in the table, fed missing, wrong-typed and oversized fields: an envelope error, nothing written.
import { type CallDefinition, calls, ErrorCode, isOperatorCall } from '@fair28/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../modules/accounts/service';
import {
  call,
  createInviter,
  signIn,
  startTestApp,
  type TestApp,
  tableCounts,
  uniqueAccount,
} from '../test/helper';
import { pngImage } from '../test/images';

let test: TestApp;
let token: string;
let operatorToken: string;
let password: string;

beforeAll(async () => {
  test = await startTestApp();
  await createInviter(test, 'BADIN');
  password = 'goodPass1';
  ({ token } = await call(test, calls.register, {
    account: uniqueAccount(),
    password,
    confirmPassword: password,
    code: 'BADIN',
  }));
  const operator = { account: uniqueAccount('op'), password };
  await createUser(test.db.orm, { ...operator, role: 'admin' });
  ({ token: operatorToken } = await signIn(test, operator));
});
afterAll(() => test.close());

const page = { pageNo: '1', pageSize: '20' };
const review = { id: '1', reason: 'checked' };
const card = {
  realName: 'Li Lei',
  bankName: 'Demo Bank',
  cardNo: '6222021234567890',
  mobile: '13800138000',
  ifscCode: 'SBIN0001234',
  openAddress: 'Main Street',
  email: 'lilei@example.com',
};

/** A valid body per call with fields, so each variant breaks exactly one field. */
const validBodies: Partial<Record<keyof typeof calls, Record<string, unknown>>> = {
  register: { account: 'validname', password: 'goodPass1', confirmPassword: 'goodPass1', code: 'BADIN' },
  login: { account: 'validname', password: 'goodPass1' },
  changePassword: { oldPassword: 'goodPass1', newPassword: 'otherPass2' },
  changeSecurityCode: { oldPassword: 'goodPass1', newPassword: '123456' },
  loginCode: { challenge: 'a-challenge', code: '123456' },
  twoFactorConfirm: { code: '123456' },
  twoFactorDisable: { code: 'abcde-fghjk' },
  recoveryCodesRenew: { code: '123456' },
  sessionEnd: { id: '1' },
  roomOddsList: { roomId: 1 },
  roomOpenInfo: { roomId: 1 },
  placeBet: { roomId: 1, items: '[{"betType":"big","amount":"10.00"}]', idempotencyKey: 'bad-input-0001' },
  gameAreaList: { gameTypeId: 1 },
  roomList: { areaId: 1, gameTypeId: 1 },
  cancelBet: { roomId: 1, betIds: '1,2' },
  exitRoom: { roomId: 1 },
  roomBetList: { roomId: 1, ...page },
  allBetList: { ...page, gameTypeId: 1, status: 'pending', startTime: '2026-01-01', endTime: '2026-01-31' },
  userStat: { ...page, rangeType: '1', startTime: '2026-01-01', endTime: '1767225600' },
  trend: { gameTypeId: 1, limit: '10' },
  verifyRound: { roundId: 1 },
  chainList: { gameTypeId: 1, ...page },
  roundHistory: { gameTypeId: 1, cursor: '1:88000001', pageSize: '20' },
  roomRulesHistory: { roomId: 1 },
  // Money
  pointChangeList: { type: 'bet', startTime: '2026-01-01', endTime: '2026-01-31', ...page },
  uploadImage: { image: pngImage(4, 4).toString('base64') },
  payList: { payType: '2' },
  payAccountList: { payType: '3' },
  rechargeAdd: {
    accountId: '1',
    amount: '100.00',
    imageId: 'img',
    reference: 'TX1',
    requestKey: 'key-12345',
  },
  rechargeList: { status: 'pending', ...page },
  onlinePay: { channelId: '1', amount: '100.00', requestKey: 'key-12345' },
  withdrawalAdd: {
    amount: '100.00',
    securityCode: '123456',
    type: 'usdt',
    addressId: '1',
    requestKey: 'key-12345',
  },
  withdrawalList: { status: 'paid', ...page },
  bankCardBind: card,
  bankCardChange: { ...card, note: 'lost' },
  usdtAdd: { network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', imageId: 'img' },
  usdtDel: { id: '1' },
  messageList: page,
  messageRead: { id: '1' },
  adminDepositList: {
    status: 'pending',
    account: 'someone',
    awaitingSecondApproval: '1',
    ...page,
    order: 'oldest',
  },
  adminDepositApprove: review,
  adminDepositReject: review,
  adminWithdrawalList: {
    status: 'pending',
    account: 'someone',
    awaitingSecondApproval: '0',
    ...page,
    order: 'oldest',
  },
  adminWithdrawalApprove: review,
  adminWithdrawalReject: review,
  adminAdjustmentAdd: {
    userId: '1',
    direction: 'credit',
    amount: '10.00',
    reason: 'goodwill',
    idempotencyKey: 'key-12345',
  },
  adminAdjustmentList: { status: 'pending', account: 'someone', ...page, order: 'oldest' },
  adminAdjustmentApprove: review,
  adminAdjustmentReject: review,
  adminBankChangeList: { status: 'pending', ...page, order: 'oldest' },
  adminBankChangeApprove: review,
  adminBankChangeReject: review,
  adminAuditList: {
    action: 'deposit.approve',
    operator: 'someone',
    targetType: 'deposit',
    targetId: '1',
    from: '2026-01-01',
    to: '2026-01-31',
    order: 'oldest',
    ...page,
  },
  consoleLogin: { account: 'validname', password: 'goodPass1', code: '123456' },
  adminTwoFactorConfirm: { code: '123456' },
  adminTwoFactorDisable: { code: '123456' },
  adminOperatorCreate: { account: 'newstaff1', role: 'finance' },
  adminOperatorDisable: review,
  adminOperatorEnable: review,
  adminOperatorReset: review,
  adminOperatorRole: { ...review, role: 'finance' },
  adminPayChannelSave: {
    id: '1',
    payType: '2',
    nameZh: '银行',
    nameEn: 'Bank',
    provider: '',
    isEnabled: '1',
    min: '1',
    max: '2',
    presets: '1,2',
    sortOrder: '0',
  },
  adminRoomRulesSave: {
    roomId: 1,
    odds: '{"big":"1.98"}',
    wrapStraights: '0',
    combinationOn1314: 'pay',
    plainOn1314Above: '100',
    plainOn1314Odds: '1.6',
    entryMin: '0',
    betMin: '1',
    betMax: '100',
    playerRoundStakeMax: '500',
    roomRoundPayoutMax: '5000',
    reason: 'new odds',
  },
  adminReceivingAccountSave: {
    id: '1',
    channelId: '1',
    label: 'Bank',
    bankName: 'Bank',
    holderName: 'Holder',
    accountNo: '123',
    network: 'TRC20',
    address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    imageId: 'img',
    isEnabled: '1',
    sortOrder: '0',
  },
  // Content, home, share, store and the forward call
  bannerDetails: { id: '1' },
  noticeList: page,
  activityList: page,
  wapDetails: { id: '1', type: 'notice' },
  textPageDetails: { name: 'about' },
  languagePack: { language: 'zh' },
  shareList: page,
  forward: { host: 'https://quotes.example/v1', appId: 'app', appKey: 'key' },
  storeGoodsList: page,
  storeGoodsDetail: { id: '1' },
  storeRedeem: { goodsId: '1', quantity: '1', note: 'door 2', idempotencyKey: 'key-12345' },
  storeOrderList: { status: 'pending', ...page },
  adminContentList: { kind: 'banner' },
  adminContentSave: {
    id: '1',
    kind: 'banner',
    titleZh: '标题',
    titleEn: 'Title',
    summaryZh: '摘要',
    summaryEn: 'Summary',
    bodyZh: '<p>正文</p>',
    bodyEn: '<p>Body</p>',
    imageId: 'img',
    link: '/pages/tabBar/home/home',
    startTime: '2030-01-01T00:00:00Z',
    endTime: '2030-01-02T00:00:00Z',
    isEnabled: '1',
    sortOrder: '0',
  },
  adminTextPageSave: { name: 'about', language: 'en', title: 'About', body: '<p>About</p>' },
  adminLanguagePackSave: { language: 'en', entries: '{"home.title":"Home"}' },
  adminServiceChannelSave: {
    id: '1',
    kind: 'web',
    nameZh: '官网',
    nameEn: 'Web',
    link: 'https://fair28.example',
    isEnabled: '1',
    sortOrder: '0',
  },
  adminGoodsSave: {
    id: '1',
    nameZh: '杯子',
    nameEn: 'Cup',
    descriptionZh: '<p>杯子</p>',
    descriptionEn: '<p>Cup</p>',
    imageId: 'img',
    price: '10.00',
    stock: '5',
    isEnabled: '1',
    sortOrder: '0',
  },
  adminStoreOrderList: { status: 'pending', ...page },
  adminStoreOrderFulfil: review,
  adminStoreOrderCancel: review,
  supportHistory: { beforeId: '5', pageSize: '20' },
  supportSend: { text: 'hello', idempotencyKey: 'key-12345' },
  supportRead: { messageId: '1' },
  adminSupportConversationList: page,
  adminSupportStatus: { userId: '1', status: 'resolved' },
  adminSupportAssign: { userId: '1', assigneeId: '0' },
  adminSupportNoteAdd: { userId: '1', text: 'checked' },
  adminSupportNoteList: { userId: '1' },
  adminCannedReplySave: { id: '1', shortCode: 'hello', text: 'Hello' },
  adminCannedReplyDelete: { id: '1' },
  adminClientOptionSave: {
    id: '1',
    key: 'pages/tabBar/home/home',
    value: '',
    isEnabled: '1',
    pageConfig: '{"title":"Home"}',
    sortOrder: '0',
  },
  adminClientOptionDelete: { id: '1' },
  adminSupportHistory: { userId: '1', beforeId: '5', pageSize: '20' },
  adminSupportReply: { userId: '1', text: 'hello', idempotencyKey: 'key-12345' },
  adminSupportRead: { userId: '1', messageId: '1' },
  adminSupportTyping: { userId: '1' },
  adminPlayerList: {
    query: 'someone',
    status: 'active',
    registeredFrom: '2026-01-01',
    registeredTo: '2026-01-31',
    sortBy: 'balance',
    sortOrder: 'asc',
    ...page,
  },
  adminPlayerProfile: { userId: '1' },
  adminPlayerFreeze: { userId: '1', reason: 'reported stolen' },
  adminPlayerUnfreeze: { userId: '1', reason: 'owner confirmed' },
  adminPlayerResetPassword: { userId: '1', reason: 'forgot it' },
  adminPlayerResetTwoFactor: { userId: '1', reason: 'lost phone' },
  adminRoomOpen: { roomId: 1, isOpen: '0', reason: 'maintenance' },
  adminRoundMonitor: { gameTypeId: 1, roomId: 1 },
  adminRoundList: { gameTypeId: 1, status: 'settled', ...page },
  adminRoundVoid: { roundId: 1, reason: 'draw source outage' },
  adminRiskFlagList: { kind: 'moneyBurst', account: 'someone', ...page },
  agentOverview: { startTime: '2026-01-01', endTime: '2026-01-31' },
  promotionPayoutList: { kind: 'rebate', ...page },
  commissionStatement: { id: '1' },
  redPacketList: { roomId: '1' },
  redPacketDetail: { id: '1' },
  redPacketClaim: { id: '1' },
  adminPromotionTierSave: {
    id: '1',
    kind: 'commission',
    level: '2',
    minTurnover: '500',
    model: 'net',
    rateBp: '80',
  },
  adminPromotionTierDelete: { id: '1' },
  adminPromotionBudgetFund: { amount: '100', idempotencyKey: 'key-12345' },
  adminRedPacketSend: {
    roomId: '1',
    amount: '88.88',
    shareCount: '8',
    minutes: '30',
    message: 'good luck',
    idempotencyKey: 'key-12345',
  },
  adminRedPacketList: { ...page },
  adminPromotionPayoutList: {
    kind: 'rebate',
    account: 'someone',
    startTime: '2026-01-01',
    endTime: '2026-01-31',
    ...page,
  },
  betExport: { startTime: '2026-01-01', endTime: '2026-01-31' },
  statementExport: { startTime: '2026-01-01', endTime: '2026-01-31' },
  // Responsible play and auto-bet.
  playLimitSet: { key: 'stake_day', amount: '100.00' },
  realityCheckSet: { minutes: '30' },
  playBreakStart: { kind: 'cool_off', days: '7' },
  adminPlayerBreakLift: { userId: '1' },
  planSave: {
    planId: '1',
    name: 'plan',
    items: '[{"betType":"big","amount":"10.00"}]',
    rounds: '10',
    stopLoss: '50.00',
    stopWin: '50.00',
    progression: 'flat',
    maxSteps: '0',
  },
  planStart: { planId: '1', roomId: '1' },
  planStop: { planId: '1' },
  // Notifications (Web Push).
  pushSettings: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
  pushSubscribe: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    p256dh: `B${'A'.repeat(86)}`,
    auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  },
  pushUnsubscribe: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
  pushKindSet: { kind: 'realityCheck', isOn: '0' },
};

/** Rich text may be longer than the sweep's 10,000 characters: its oversized variant is over its 64 KiB cap. */
const longTextFields: Partial<Record<keyof typeof calls, string[]>> = {
  adminContentSave: ['bodyZh', 'bodyEn'],
  adminTextPageSave: ['body'],
};

/** Fields a call may leave out: their "missing" variant is a valid request, so it is not swept. */
const optionalFields: Partial<Record<keyof typeof calls, string[]>> = {
  gameAreaList: ['gameTypeId'],
  roomList: ['areaId', 'gameTypeId'],
  cancelBet: ['betIds'],
  roomBetList: ['pageNo', 'pageSize'],
  allBetList: ['pageNo', 'pageSize', 'gameTypeId', 'status', 'startTime', 'endTime'],
  userStat: ['pageNo', 'pageSize', 'rangeType', 'startTime', 'endTime'],
  trend: ['limit'],
  chainList: ['gameTypeId', 'pageNo', 'pageSize'],
  roundHistory: ['gameTypeId', 'cursor', 'pageSize'],
  adminRoomRulesSave: ['plainOn1314Above', 'plainOn1314Odds', 'playerRoundStakeMax', 'roomRoundPayoutMax'],
  pointChangeList: ['type', 'startTime', 'endTime', 'pageNo', 'pageSize'],
  payList: ['payType'],
  payAccountList: ['payType'],
  rechargeAdd: ['reference', 'requestKey'],
  rechargeList: ['status', 'pageNo', 'pageSize'],
  onlinePay: ['requestKey'],
  playLimitSet: ['amount'],
  planSave: ['planId'],
  pushSettings: ['endpoint'],
  withdrawalAdd: ['requestKey'],
  withdrawalList: ['status', 'pageNo', 'pageSize'],
  bankCardBind: ['ifscCode', 'openAddress', 'email'],
  bankCardChange: ['ifscCode', 'openAddress', 'email', 'note'],
  usdtAdd: ['imageId'],
  messageList: ['pageNo', 'pageSize'],
  messageRead: ['id'],
  adminDepositList: ['status', 'account', 'awaitingSecondApproval', 'pageNo', 'pageSize', 'order'],
  adminWithdrawalList: ['status', 'account', 'awaitingSecondApproval', 'pageNo', 'pageSize', 'order'],
  adminAdjustmentList: ['status', 'account', 'pageNo', 'pageSize', 'order'],
  adminBankChangeList: ['status', 'pageNo', 'pageSize', 'order'],
  adminAuditList: [
    'action',
    'operator',
    'targetType',
    'targetId',
    'from',
    'to',
    'pageNo',
    'pageSize',
    'order',
  ],
  consoleLogin: ['code'],
  adminPayChannelSave: ['id', 'provider', 'presets', 'sortOrder'],
  noticeList: ['pageNo', 'pageSize'],
  activityList: ['pageNo', 'pageSize'],
  wapDetails: ['type'],
  shareList: ['pageNo', 'pageSize'],
  forward: ['appId', 'appKey'],
  storeGoodsList: ['pageNo', 'pageSize'],
  storeRedeem: ['quantity', 'note'],
  storeOrderList: ['status', 'pageNo', 'pageSize'],
  adminContentList: ['kind'],
  adminContentSave: [
    'id',
    'summaryZh',
    'summaryEn',
    'bodyZh',
    'bodyEn',
    'imageId',
    'link',
    'startTime',
    'endTime',
    'sortOrder',
  ],
  adminTextPageSave: ['body'],
  adminServiceChannelSave: ['id', 'link', 'sortOrder'],
  adminGoodsSave: ['id', 'descriptionZh', 'descriptionEn', 'imageId', 'sortOrder'],
  adminStoreOrderList: ['status', 'pageNo', 'pageSize'],
  supportHistory: ['beforeId', 'pageSize'],
  adminSupportConversationList: ['pageNo', 'pageSize', 'status', 'assignee'],
  adminCannedReplySave: ['id'],
  adminClientOptionSave: ['id', 'value', 'pageConfig', 'sortOrder'],
  adminSupportHistory: ['beforeId', 'pageSize'],
  adminSupportReply: ['idempotencyKey'],
  adminPlayerList: [
    'query',
    'status',
    'registeredFrom',
    'registeredTo',
    'sortBy',
    'sortOrder',
    'pageNo',
    'pageSize',
  ],
  adminRoundMonitor: ['gameTypeId', 'roomId'],
  adminRoundList: ['gameTypeId', 'status', 'pageNo', 'pageSize'],
  adminRiskFlagList: ['kind', 'account', 'pageNo', 'pageSize'],
  agentOverview: ['startTime', 'endTime'],
  promotionPayoutList: ['pageNo', 'pageSize'],
  adminPromotionTierSave: ['id'],
  adminRedPacketSend: ['message'],
  adminRedPacketList: ['pageNo', 'pageSize'],
  adminPromotionPayoutList: ['kind', 'account', 'startTime', 'endTime', 'pageNo', 'pageSize'],
  adminReceivingAccountSave: [
    'id',
    'bankName',
    'holderName',
    'accountNo',
    'network',
    'address',
    'imageId',
    'sortOrder',
  ],
};

type Variant = { name: string; body: Record<string, unknown> };

function variantsOf(
  valid: Record<string, unknown>,
  optional: string[] = [],
  longText: string[] = [],
): Variant[] {
  return Object.keys(valid).flatMap((field) => {
    const without = { ...valid };
    delete without[field];
    return [
      ...(optional.includes(field) ? [] : [{ name: `${field} missing`, body: without }]),
      // Negative and fractional, so it is wrong for number fields (ids, amounts, pages) as well as text ones.
      { name: `${field} a number`, body: { ...valid, [field]: -1.5 } },
      { name: `${field} an object`, body: { ...valid, [field]: { nested: true } } },
      { name: `${field} an array`, body: { ...valid, [field]: ['a', 'b'] } },
      longText.includes(field)
        ? { name: `${field} 80,000 characters`, body: { ...valid, [field]: 'a1'.repeat(40_000) } }
        : { name: `${field} 10,000 characters`, body: { ...valid, [field]: 'a1'.repeat(5000) } },
    ];
  });
}

async function postJson(path: string, body: Record<string, unknown>, withToken: boolean, asOperator = false) {
  const response = await test.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(withToken ? { authorization: `Bearer ${asOperator ? operatorToken : token}` } : {}),
    },
    payload: { ...body, gzip: 1, lang: 'en' },
  });
  return { status: response.statusCode, envelope: response.json() };
}

describe.each(Object.entries(validBodies))('%s', (name, valid) => {
  const definition: CallDefinition = calls[name as keyof typeof calls];
  const optional = optionalFields[name as keyof typeof calls];
  const longText = longTextFields[name as keyof typeof calls];
  it.each(variantsOf(valid ?? {}, optional, longText))(
    '$name → envelope error, nothing written',
    async ({ body }) => {
      const before = await tableCounts(test.db);
      const { status, envelope } = await postJson(
        definition.path,
        body,
        definition.auth,
        isOperatorCall(definition),
      );
      expect(status).toBe(200);
      expect(envelope).toMatchObject({ code: ErrorCode.InvalidInput, resBody: null, status: 0 });
      expect(envelope.message.length).toBeGreaterThan(0);
      expect(await tableCounts(test.db)).toEqual(before);
    },
  );
});

describe('the sweep', () => {
  it('covers every call that has fields', () => {
    const withFields = Object.entries(calls)
      .filter(
        ([, definition]) => Object.keys((definition.request as { shape?: object }).shape ?? {}).length > 0,
      )
      .map(([name]) => name);
    expect(withFields.filter((name) => !(name in validBodies))).toEqual([]);
  });
});

describe('malformed requests', () => {
  it('a body that is not JSON gets an envelope error', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": ',
    });
    expect(response.json()).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The request is invalid',
    });
  });

  it('a body over the size limit gets 413 with an envelope', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=${'a'.repeat(300_000)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The request is too large',
    });
  });

  it('an unknown content type gets an envelope error', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.InvalidInput });
  });

  it('an unknown path gets a 404 envelope in the asked language', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/v1/no/such/call?lang=zh' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      message: '未知的接口',
      resBody: null,
      dataPrice: null,
      status: 0,
    });
  });

  it('a token call without a token gets 401 before its body is looked at', async () => {
    const response = await postJson(calls.changePassword.path, { oldPassword: 1 }, false);
    expect(response.envelope.code).toBe(ErrorCode.LoginExpired);
  });
});
