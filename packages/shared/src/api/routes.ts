// The call table's routes: each API call's path and flags (token, codec, who may make it), no schemas and
// no zod, so a client can put a call on the wire before the schemas have loaded (the player app's first
// screen does). The schemas of each call are in calls.ts, keyed by the same names.
import { paths } from '../wire/paths';
import type { Permission } from './permissions';

export type CallFlags = {
  /** Whether the call needs a logged-in session (spec §7 "with token"). */
  auth: boolean;
  /** The version call answers resBody as plain JSON, not encoded (spec §7). */
  plainResBody?: boolean;
  /**
   * A call without `auth` that still reads a token when one is sent, to answer more to a logged-in
   * client (the config call gives it its socket login). A bad token is ignored, never an error.
   */
  optionalAuth?: boolean;
  /**
   * An operator call: only staff sessions whose role holds this permission (api/permissions.ts) may make
   * it; any other session gets 403, before its body is read. Needs `auth`.
   */
  permission?: Permission;
  /** An operator call open to every staff role (the caller's own staff profile). Needs `auth`. */
  staffOnly?: boolean;
  /** A player's own money or payout details: staff sessions are refused (StaffAccount). Needs `auth`. */
  playersOnly?: boolean;
  /**
   * Open to a session whose one-time password is still to be changed: changing it, reading one's own
   * details and logging out. Such a session gets PasswordChangeRequired on every other call.
   */
  beforePasswordChange?: boolean;
};

/** One call's route: its name in the table, its path and its flags. */
export type CallRoute<Name extends string = string> = CallFlags & { name: Name; path: string };

/** Whether only staff may make the call: what the console shows and a player's session never reaches. */
export function isOperatorCall(definition: Pick<CallFlags, 'permission' | 'staffOnly'>): boolean {
  return definition.permission !== undefined || definition.staffOnly === true;
}

/** Names each route after its key and refuses flags that contradict each other. */
function defineRoutes<const T extends Record<string, CallFlags & { path: string }>>(
  table: T,
): { [Name in keyof T & string]: T[Name] & { name: Name } } {
  const named: Record<string, CallRoute> = {};
  for (const [name, route] of Object.entries(table)) {
    const needsSession =
      isOperatorCall(route) || route.playersOnly === true || route.beforePasswordChange === true;
    if (needsSession && !route.auth) throw new Error(`${route.path}: who may call it needs auth`);
    if (isOperatorCall(route) && route.playersOnly)
      throw new Error(`${route.path}: an operator call cannot be for players only`);
    named[name] = { ...route, name };
  }
  return named as { [Name in keyof T & string]: T[Name] & { name: Name } };
}

export const callRoutes = defineRoutes({
  clientConfigs: { path: paths.clientConfigs, auth: false, optionalAuth: true },
  version: { path: paths.version, auth: false, plainResBody: true },
  otherInfo: { path: paths.otherInfo, auth: false },
  register: { path: paths.register, auth: false },
  login: { path: paths.login, auth: false },
  logout: { path: paths.logout, auth: true, beforePasswordChange: true },
  userDetails: { path: paths.userDetails, auth: true, beforePasswordChange: true },
  changePassword: { path: paths.changePassword, auth: true, beforePasswordChange: true },
  // The security code guards withdrawals, which staff never make.
  changeSecurityCode: { path: paths.changeSecurityCode, auth: true, playersOnly: true },
  gameTypeList: { path: paths.gameTypeList, auth: false },
  gameAreaList: { path: paths.gameAreaList, auth: false },
  roomList: { path: paths.roomList, auth: true },
  roomOddsList: { path: paths.roomOddsList, auth: true },
  roomOpenInfo: { path: paths.roomOpenInfo, auth: true },
  placeBet: { path: paths.placeBet, auth: true, playersOnly: true },
  cancelBet: { path: paths.cancelBet, auth: true, playersOnly: true },
  exitRoom: { path: paths.exitRoom, auth: true },
  roomBetList: { path: paths.roomBetList, auth: true },
  allBetList: { path: paths.allBetList, auth: true },
  userStat: { path: paths.userStat, auth: true },
  // Results are public: the trend needs no token.
  trend: { path: paths.trend, auth: false },
  verifyRound: { path: paths.verifyRound, auth: false },
  chainList: { path: paths.chainList, auth: false },
  roomRulesHistory: { path: paths.roomRulesHistory, auth: false },
  // Money: ledger, uploads, top-up, withdrawal, cards and addresses, system messages.
  pointChangeList: { path: paths.pointChangeList, auth: true },
  tradingVolume: { path: paths.tradingVolume, auth: true },
  uploadImage: { path: paths.uploadImage, auth: true },
  payList: { path: paths.payList, auth: true },
  payAccountList: { path: paths.payAccountList, auth: true },
  rechargeAdd: { path: paths.rechargeAdd, auth: true, playersOnly: true },
  rechargeList: { path: paths.rechargeList, auth: true },
  onlinePay: { path: paths.onlinePay, auth: true, playersOnly: true },
  withdrawalParams: { path: paths.withdrawalParams, auth: true },
  withdrawalAdd: { path: paths.withdrawalAdd, auth: true, playersOnly: true },
  withdrawalList: { path: paths.withdrawalList, auth: true },
  bankCardInfo: { path: paths.bankCardInfo, auth: true },
  bankCardBind: { path: paths.bankCardBind, auth: true, playersOnly: true },
  bankCardChange: { path: paths.roomBankUpdate, auth: true, playersOnly: true },
  usdtList: { path: paths.usdtList, auth: true },
  usdtAdd: { path: paths.usdtAdd, auth: true, playersOnly: true },
  usdtDel: { path: paths.usdtDel, auth: true, playersOnly: true },
  messageList: { path: paths.messageList, auth: true },
  messageRead: { path: paths.messageRead, auth: true },
  // Operators: the caller's staff profile and the staff list.
  adminMe: { path: paths.adminMe, auth: true, staffOnly: true, beforePasswordChange: true },
  adminOperatorList: { path: paths.adminOperatorList, auth: true, permission: 'operators.manage' },
  // The console: a staff-only sign-in (with the second factor once set up), one's own second factor,
  // and admins' changes to operator accounts, each in the audit log.
  consoleLogin: { path: paths.consoleLogin, auth: false },
  adminTwoFactorEnrol: { path: paths.adminTwoFactorEnrol, auth: true, staffOnly: true },
  adminTwoFactorConfirm: { path: paths.adminTwoFactorConfirm, auth: true, staffOnly: true },
  adminTwoFactorDisable: { path: paths.adminTwoFactorDisable, auth: true, staffOnly: true },
  adminOperatorCreate: { path: paths.adminOperatorCreate, auth: true, permission: 'operators.manage' },
  adminOperatorDisable: { path: paths.adminOperatorDisable, auth: true, permission: 'operators.manage' },
  adminOperatorEnable: { path: paths.adminOperatorEnable, auth: true, permission: 'operators.manage' },
  adminOperatorReset: { path: paths.adminOperatorReset, auth: true, permission: 'operators.manage' },
  adminOperatorRole: { path: paths.adminOperatorRole, auth: true, permission: 'operators.manage' },
  adminRoomRulesSave: { path: paths.adminRoomRulesSave, auth: true, permission: 'rooms.manage' },
  // Operator side of money: reviews, balance adjustments, the audit log, the top-up catalogue.
  adminDepositList: { path: paths.adminDepositList, auth: true, permission: 'money.read' },
  adminDepositApprove: { path: paths.adminDepositApprove, auth: true, permission: 'money.review' },
  adminDepositReject: { path: paths.adminDepositReject, auth: true, permission: 'money.review' },
  adminWithdrawalList: { path: paths.adminWithdrawalList, auth: true, permission: 'money.read' },
  adminWithdrawalApprove: { path: paths.adminWithdrawalApprove, auth: true, permission: 'money.review' },
  adminWithdrawalReject: { path: paths.adminWithdrawalReject, auth: true, permission: 'money.review' },
  adminAdjustmentAdd: { path: paths.adminAdjustmentAdd, auth: true, permission: 'money.review' },
  adminAdjustmentList: { path: paths.adminAdjustmentList, auth: true, permission: 'money.read' },
  adminAdjustmentApprove: { path: paths.adminAdjustmentApprove, auth: true, permission: 'money.review' },
  adminAdjustmentReject: { path: paths.adminAdjustmentReject, auth: true, permission: 'money.review' },
  adminBankChangeList: { path: paths.adminBankChangeList, auth: true, permission: 'players.read' },
  adminBankChangeApprove: { path: paths.adminBankChangeApprove, auth: true, permission: 'cards.review' },
  adminBankChangeReject: { path: paths.adminBankChangeReject, auth: true, permission: 'cards.review' },
  adminAuditList: { path: paths.adminAuditList, auth: true, permission: 'audit.read' },
  adminPayChannelList: { path: paths.adminPayChannelList, auth: true, permission: 'money.read' },
  adminPayChannelSave: { path: paths.adminPayChannelSave, auth: true, permission: 'payments.manage' },
  adminReceivingAccountList: { path: paths.adminReceivingAccountList, auth: true, permission: 'money.read' },
  adminReceivingAccountSave: {
    path: paths.adminReceivingAccountSave,
    auth: true,
    permission: 'payments.manage',
  },
  // What players read (modules/content), the home screen, sharing, and the forward call with its USDT rate.
  // Banners and events are public; a signed-in player's token lets a break keep them from that player.
  bannerList: { path: paths.bannerList, auth: false, optionalAuth: true },
  bannerDetails: { path: paths.wapBannerDetails, auth: false, optionalAuth: true },
  noticeList: { path: paths.noticeList, auth: true },
  activityList: { path: paths.activityList, auth: false, optionalAuth: true },
  wapDetails: { path: paths.wapDetails, auth: false, optionalAuth: true },
  textPageDetails: { path: paths.textLangDetails, auth: false },
  about: { path: paths.about, auth: true },
  languageList: { path: paths.languageList, auth: false },
  languagePack: { path: paths.languageDetails, auth: false },
  serviceList: { path: paths.serviceList, auth: true },
  homePage: { path: paths.homePage, auth: true },
  shareList: { path: paths.shareList, auth: true },
  forward: { path: paths.wapForward, auth: false },
  usdtRate: { path: paths.usdtRate, auth: false },
  // The store (modules/store): goods, redeeming through the ledger, the player's orders.
  storeGoodsList: { path: paths.storeGoodsList, auth: false },
  storeGoodsDetail: { path: paths.storeGoodsDetail, auth: false },
  storeRedeem: { path: paths.storeRedeem, auth: true, playersOnly: true },
  storeOrderList: { path: paths.storeOrderList, auth: true },
  // Operators: content and store upkeep, order fulfilment.
  adminContentList: { path: paths.adminContentList, auth: true, permission: 'content.manage' },
  adminContentSave: { path: paths.adminContentSave, auth: true, permission: 'content.manage' },
  adminTextPageList: { path: paths.adminTextPageList, auth: true, permission: 'content.manage' },
  adminTextPageSave: { path: paths.adminTextPageSave, auth: true, permission: 'content.manage' },
  adminLanguagePackSave: { path: paths.adminLanguagePackSave, auth: true, permission: 'content.manage' },
  adminServiceChannelList: { path: paths.adminServiceChannelList, auth: true, permission: 'content.manage' },
  adminServiceChannelSave: { path: paths.adminServiceChannelSave, auth: true, permission: 'content.manage' },
  adminGoodsList: { path: paths.adminGoodsList, auth: true, permission: 'store.manage' },
  adminGoodsSave: { path: paths.adminGoodsSave, auth: true, permission: 'store.manage' },
  adminStoreOrderList: { path: paths.adminStoreOrderList, auth: true, permission: 'store.manage' },
  adminStoreOrderFulfil: { path: paths.adminStoreOrderFulfil, auth: true, permission: 'store.manage' },
  adminStoreOrderCancel: { path: paths.adminStoreOrderCancel, auth: true, permission: 'store.manage' },
  // Customer service (modules/support): the player's one conversation (staff have none: StaffAccount, by
  // the table), and the operators answering it.
  supportHistory: { path: paths.supportHistory, auth: true, playersOnly: true },
  supportSend: { path: paths.supportSend, auth: true, playersOnly: true },
  supportRead: { path: paths.supportRead, auth: true, playersOnly: true },
  supportUnread: { path: paths.supportUnread, auth: true, playersOnly: true },
  adminSupportConversationList: {
    path: paths.adminSupportConversationList,
    auth: true,
    permission: 'support.answer',
  },
  adminSupportHistory: { path: paths.adminSupportHistory, auth: true, permission: 'support.answer' },
  adminSupportReply: { path: paths.adminSupportReply, auth: true, permission: 'support.answer' },
  adminSupportRead: { path: paths.adminSupportRead, auth: true, permission: 'support.answer' },
  adminSupportTyping: { path: paths.adminSupportTyping, auth: true, permission: 'support.answer' },
  adminClientOptionList: { path: paths.adminClientOptionList, auth: true, permission: 'content.manage' },
  adminClientOptionSave: { path: paths.adminClientOptionSave, auth: true, permission: 'content.manage' },
  adminClientOptionDelete: { path: paths.adminClientOptionDelete, auth: true, permission: 'content.manage' },
  adminSupportCounts: { path: paths.adminSupportCounts, auth: true, permission: 'support.answer' },
  adminSupportAgents: { path: paths.adminSupportAgents, auth: true, permission: 'support.answer' },
  adminSupportStatus: { path: paths.adminSupportStatus, auth: true, permission: 'support.answer' },
  adminSupportAssign: { path: paths.adminSupportAssign, auth: true, permission: 'support.answer' },
  adminSupportNoteAdd: { path: paths.adminSupportNoteAdd, auth: true, permission: 'support.answer' },
  adminSupportNoteList: { path: paths.adminSupportNoteList, auth: true, permission: 'support.answer' },
  adminCannedReplyList: { path: paths.adminCannedReplyList, auth: true, permission: 'support.answer' },
  adminCannedReplySave: { path: paths.adminCannedReplySave, auth: true, permission: 'support.answer' },
  adminCannedReplyDelete: { path: paths.adminCannedReplyDelete, auth: true, permission: 'support.answer' },
  // The operator console's players (modules/players), games and rounds (room-rules, round-monitor), risk
  // flags (modules/risk) and dashboard (modules/dashboard).
  adminPlayerList: { path: paths.adminPlayerList, auth: true, permission: 'players.read' },
  adminPlayerProfile: { path: paths.adminPlayerProfile, auth: true, permission: 'players.read' },
  adminPlayerFreeze: { path: paths.adminPlayerFreeze, auth: true, permission: 'players.manage' },
  adminPlayerUnfreeze: { path: paths.adminPlayerUnfreeze, auth: true, permission: 'players.manage' },
  adminPlayerResetPassword: {
    path: paths.adminPlayerResetPassword,
    auth: true,
    permission: 'players.manage',
  },
  adminGameList: { path: paths.adminGameList, auth: true, permission: 'games.read' },
  adminRoomOpen: { path: paths.adminRoomOpen, auth: true, permission: 'rooms.manage' },
  adminRoundMonitor: { path: paths.adminRoundMonitor, auth: true, permission: 'games.read' },
  adminRoundList: { path: paths.adminRoundList, auth: true, permission: 'games.read' },
  adminRoundVoid: { path: paths.adminRoundVoid, auth: true, permission: 'rounds.void' },
  adminRiskFlagList: { path: paths.adminRiskFlagList, auth: true, permission: 'players.read' },
  adminDashboard: { path: paths.adminDashboard, auth: true, permission: 'money.read' },
  // Agents, rebates and red packets (modules/promotions): tiers in the open, paid through the ledger.
  promotionTiers: { path: paths.promotionTiers, auth: false },
  agentOverview: { path: paths.agentOverview, auth: true },
  promotionPayoutList: { path: paths.promotionPayoutList, auth: true },
  commissionStatement: { path: paths.commissionStatement, auth: true },
  redPacketList: { path: paths.redPacketList, auth: true },
  redPacketDetail: { path: paths.redPacketDetail, auth: true },
  redPacketClaim: { path: paths.redPacketClaim, auth: true, playersOnly: true },
  adminPromotionTierList: { path: paths.adminPromotionTierList, auth: true, permission: 'promotions.manage' },
  adminPromotionTierSave: { path: paths.adminPromotionTierSave, auth: true, permission: 'promotions.manage' },
  adminPromotionTierDelete: {
    path: paths.adminPromotionTierDelete,
    auth: true,
    permission: 'promotions.manage',
  },
  adminPromotionBudget: { path: paths.adminPromotionBudget, auth: true, permission: 'promotions.manage' },
  adminPromotionBudgetFund: {
    path: paths.adminPromotionBudgetFund,
    auth: true,
    permission: 'promotions.manage',
  },
  adminRedPacketSend: { path: paths.adminRedPacketSend, auth: true, permission: 'promotions.manage' },
  adminRedPacketList: { path: paths.adminRedPacketList, auth: true, permission: 'promotions.manage' },
  adminPromotionPayoutList: {
    path: paths.adminPromotionPayoutList,
    auth: true,
    permission: 'promotions.manage',
  },
  // Public: anyone may compare the game's actual return with its theoretical one, and the ledger.
  publicStats: { path: paths.publicStats, auth: false },
  // A player's own bets and wallet statement as CSV; staff hold neither.
  betExport: { path: paths.betExport, auth: true, playersOnly: true },
  statementExport: { path: paths.statementExport, auth: true, playersOnly: true },
  // Responsible play: the player's own limits, reality check, breaks and figures.
  playSafe: { path: paths.playSafe, auth: true },
  playLimitSet: { path: paths.playLimitSet, auth: true, playersOnly: true },
  realityCheckSet: { path: paths.realityCheckSet, auth: true, playersOnly: true },
  playBreakStart: { path: paths.playBreakStart, auth: true, playersOnly: true },
  playSession: { path: paths.playSession, auth: true },
  /** Always refused while a break runs (BreakNotOver): it exists so the refusal is explicit and logged. */
  adminPlayerBreakLift: { path: paths.adminPlayerBreakLift, auth: true, permission: 'players.manage' },
  // Auto-bet plans.
  planList: { path: paths.planList, auth: true },
  planSave: { path: paths.planSave, auth: true, playersOnly: true },
  planStart: { path: paths.planStart, auth: true, playersOnly: true },
  planStop: { path: paths.planStop, auth: true, playersOnly: true },
});

export type CallRoutes = typeof callRoutes;
export type CallName = keyof CallRoutes;
