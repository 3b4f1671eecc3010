// The call table: each API call's path, whether it needs a token, and its request and response schemas.
// The server registers routes from it and the clients type their calls with it.
import type { z } from 'zod';
import { paths } from '../wire/paths';
import {
  ZChangePasswordRequest,
  ZChangeSecurityCodeRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZOkResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZUserInfo,
} from './accounts';
import { ZPlan, ZPlanListResponse, ZPlanRequest, ZPlanSaveRequest, ZPlanStartRequest } from './auto-bet';
import {
  ZAllBetListRequest,
  ZBetListResponse,
  ZCancelBetRequest,
  ZCancelBetResponse,
  ZPlaceBetRequest,
  ZPlaceBetResponse,
  ZRoomBetListRequest,
  ZUserStatRequest,
  ZUserStatResponse,
} from './bets';
import {
  ZBankCardBindRequest,
  ZBankCardInfo,
  ZBankChangeRecord,
  ZBankChangeRequest,
  ZUsdtAddRequest,
  ZUsdtAddress,
  ZUsdtDelRequest,
  ZUsdtListResponse,
} from './cards';
import {
  ZGameAreaListRequest,
  ZGameAreaListResponse,
  ZGameTypeListRequest,
  ZGameTypeListResponse,
  ZRoomListRequest,
  ZRoomListResponse,
  ZRoomOddsListResponse,
  ZRoomRequest,
} from './catalogue';
import {
  ZAdminClientOption,
  ZAdminClientOptionDeleteRequest,
  ZAdminClientOptionListResponse,
  ZClientOptionSaveRequest,
} from './client-options';
import { ZEmptyRequest } from './common';
import {
  ZAboutResponse,
  ZActivityListRequest,
  ZActivityListResponse,
  ZAdminContentItem,
  ZAdminContentListRequest,
  ZAdminContentListResponse,
  ZAdminServiceChannel,
  ZAdminServiceChannelListResponse,
  ZAdminTextPageListResponse,
  ZBannerListResponse,
  ZContentDetails,
  ZContentIdRequest,
  ZContentSaveRequest,
  ZLanguageListResponse,
  ZLanguagePack,
  ZLanguagePackRequest,
  ZLanguagePackSaveRequest,
  ZNoticeListRequest,
  ZNoticeListResponse,
  ZServiceChannelSaveRequest,
  ZServiceListResponse,
  ZTextPage,
  ZTextPageRequest,
  ZTextPageSaveRequest,
  ZWapDetailsRequest,
} from './content';
import { ZDashboardResponse } from './dashboard';
import {
  ZDepositRecord,
  ZOnlinePayRequest,
  ZOnlinePayResponse,
  ZPayAccountListRequest,
  ZPayAccountListResponse,
  ZPayListRequest,
  ZPayListResponse,
  ZRechargeAddRequest,
  ZRechargeListRequest,
  ZRechargeListResponse,
} from './deposits';
import { ZChainListRequest, ZChainListResponse } from './fairness';
import { ZHomePageResponse, ZShareListRequest, ZShareListResponse } from './home';
import { ZPointChangeListRequest, ZPointChangeListResponse, ZTradingVolumeResponse } from './ledger';
import {
  ZMessageListRequest,
  ZMessageListResponse,
  ZMessageReadRequest,
  ZMessageReadResponse,
} from './notifications';
import {
  ZAdminBankChange,
  ZAdminBankChangeListRequest,
  ZAdminBankChangeListResponse,
  ZAdminDeposit,
  ZAdminDepositListRequest,
  ZAdminDepositListResponse,
  ZAdminPayChannel,
  ZAdminPayChannelListResponse,
  ZAdminReceivingAccount,
  ZAdminReceivingAccountListResponse,
  ZAdminWithdrawal,
  ZAdminWithdrawalListRequest,
  ZAdminWithdrawalListResponse,
  ZAuditListRequest,
  ZAuditListResponse,
  ZBalanceAdjustment,
  ZBalanceAdjustmentListRequest,
  ZBalanceAdjustmentListResponse,
  ZBalanceAdjustRequest,
  ZPayChannelSaveRequest,
  ZReceivingAccountSaveRequest,
  ZReviewRequest,
  ZStaffAccount,
  ZStaffListResponse,
  ZStaffProfile,
} from './operator';
import type { Permission } from './permissions';
import {
  ZAdminPlayerBreakRequest,
  ZPlayBreakStartRequest,
  ZPlayLimitSetRequest,
  ZPlaySafeResponse,
  ZPlaySession,
  ZRealityCheckSetRequest,
} from './play-safe';
import {
  ZAdminPlayer,
  ZAdminPlayerListRequest,
  ZAdminPlayerListResponse,
  ZAdminPlayerProfile,
  ZAdminPlayerRequest,
  ZPlayerStatusRequest,
} from './players';
import {
  ZAdminPromotionPayoutListRequest,
  ZAdminPromotionPayoutListResponse,
  ZAdminRedPacketListRequest,
  ZAdminRedPacketListResponse,
  ZAgentOverviewResponse,
  ZCommissionStatementRequest,
  ZCommissionStatementResponse,
  ZDayRangeRequest,
  ZPromotionBudgetFundRequest,
  ZPromotionBudgetResponse,
  ZPromotionPayoutListRequest,
  ZPromotionPayoutListResponse,
  ZPromotionTier,
  ZPromotionTierDeleteRequest,
  ZPromotionTierListResponse,
  ZPromotionTierSaveRequest,
  ZRedPacket,
  ZRedPacketClaimResponse,
  ZRedPacketDetailResponse,
  ZRedPacketListRequest,
  ZRedPacketListResponse,
  ZRedPacketRequest,
  ZRedPacketSendRequest,
} from './promotions';
import { ZForwardRequest, ZForwardResponse, ZUsdtRateResponse } from './quotes';
import { ZRiskFlagListRequest, ZRiskFlagListResponse } from './risk';
import {
  ZAdminGameListResponse,
  ZRoomOpenRequest,
  ZRoomRulesHistoryRequest,
  ZRoomRulesHistoryResponse,
  ZRoomRulesSaveRequest,
  ZRoomRuleVersion,
} from './room-rules';
import {
  ZAdminRoundListRequest,
  ZAdminRoundListResponse,
  ZRoundMonitorRequest,
  ZRoundMonitorResponse,
  ZRoundVoidRequest,
  ZRoundVoidResponse,
} from './round-monitor';
import {
  ZRoomOpenInfoResponse,
  ZTrendRequest,
  ZTrendResponse,
  ZVerifyRoundRequest,
  ZVerifyRoundResponse,
} from './rounds';
import {
  ZConsoleLoginRequest,
  ZIssuedPassword,
  ZOperatorActionRequest,
  ZOperatorCreateRequest,
  ZOperatorRoleRequest,
  ZTwoFactorCodeRequest,
  ZTwoFactorEnrolResponse,
  ZTwoFactorStatus,
} from './staff';
import { ZCsvExport, ZExportRequest, ZPublicStatsRequest, ZPublicStatsResponse } from './stats';
import {
  ZAdminGoods,
  ZAdminGoodsListResponse,
  ZAdminStoreOrder,
  ZAdminStoreOrderListRequest,
  ZAdminStoreOrderListResponse,
  ZGoods,
  ZGoodsDetailRequest,
  ZGoodsListRequest,
  ZGoodsListResponse,
  ZGoodsSaveRequest,
  ZRedeemRequest,
  ZStoreOrder,
  ZStoreOrderListRequest,
  ZStoreOrderListResponse,
} from './store';
import {
  ZAdminCannedReplyDeleteRequest,
  ZAdminCannedReplyListResponse,
  ZAdminCannedReplySaveRequest,
  ZAdminSupportAgentsResponse,
  ZAdminSupportAssignRequest,
  ZAdminSupportConversation,
  ZAdminSupportConversationListRequest,
  ZAdminSupportConversationListResponse,
  ZAdminSupportCountsResponse,
  ZAdminSupportHistoryRequest,
  ZAdminSupportHistoryResponse,
  ZAdminSupportMarkReadRequest,
  ZAdminSupportNoteAddRequest,
  ZAdminSupportNoteListRequest,
  ZAdminSupportNoteListResponse,
  ZAdminSupportReplyRequest,
  ZAdminSupportStatusRequest,
  ZAdminSupportTypingRequest,
  ZCannedReply,
  ZSupportHistoryRequest,
  ZSupportHistoryResponse,
  ZSupportMarkReadRequest,
  ZSupportMessage,
  ZSupportNote,
  ZSupportSendRequest,
  ZSupportUnreadResponse,
} from './support';
import { ZClientConfigResponse, ZOtherInfoResponse, ZVersionResponse } from './system';
import { ZUploadedImage, ZUploadImageRequest } from './uploads';
import {
  ZWithdrawalAddRequest,
  ZWithdrawalListRequest,
  ZWithdrawalListResponse,
  ZWithdrawalParamsResponse,
  ZWithdrawalRecord,
} from './withdrawals';

export type CallDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Auth extends boolean = boolean,
> = {
  path: string;
  /** Whether the call needs a logged-in session (spec §7 "with token"). */
  auth: Auth;
  request: Req;
  response: Res;
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

/** Whether only staff may make the call: what the console shows and a player's session never reaches. */
export function isOperatorCall(definition: Pick<CallDefinition, 'permission' | 'staffOnly'>): boolean {
  return definition.permission !== undefined || definition.staffOnly === true;
}

function call<Req extends z.ZodType, Res extends z.ZodType, const Auth extends boolean>(
  definition: CallDefinition<Req, Res, Auth>,
) {
  const needsSession =
    isOperatorCall(definition) || definition.playersOnly === true || definition.beforePasswordChange === true;
  if (needsSession && !definition.auth) throw new Error(`${definition.path}: who may call it needs auth`);
  if (isOperatorCall(definition) && definition.playersOnly)
    throw new Error(`${definition.path}: an operator call cannot be for players only`);
  return definition;
}

export const calls = {
  clientConfigs: call({
    path: paths.clientConfigs,
    auth: false,
    request: ZEmptyRequest,
    response: ZClientConfigResponse,
    optionalAuth: true,
  }),
  version: call({
    path: paths.version,
    auth: false,
    request: ZEmptyRequest,
    response: ZVersionResponse,
    plainResBody: true,
  }),
  otherInfo: call({
    path: paths.otherInfo,
    auth: false,
    request: ZEmptyRequest,
    response: ZOtherInfoResponse,
  }),
  register: call({
    path: paths.register,
    auth: false,
    request: ZRegisterRequest,
    response: ZRegisterResponse,
  }),
  login: call({ path: paths.login, auth: false, request: ZLoginRequest, response: ZLoginResponse }),
  logout: call({
    path: paths.logout,
    auth: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZOkResponse,
  }),
  userDetails: call({
    path: paths.userDetails,
    auth: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZUserInfo,
  }),
  changePassword: call({
    path: paths.changePassword,
    auth: true,
    beforePasswordChange: true,
    request: ZChangePasswordRequest,
    response: ZOkResponse,
  }),
  // The security code guards withdrawals, which staff never make.
  changeSecurityCode: call({
    path: paths.changeSecurityCode,
    auth: true,
    playersOnly: true,
    request: ZChangeSecurityCodeRequest,
    response: ZOkResponse,
  }),
  gameTypeList: call({
    path: paths.gameTypeList,
    auth: false,
    request: ZGameTypeListRequest,
    response: ZGameTypeListResponse,
  }),
  gameAreaList: call({
    path: paths.gameAreaList,
    auth: false,
    request: ZGameAreaListRequest,
    response: ZGameAreaListResponse,
  }),
  roomList: call({
    path: paths.roomList,
    auth: true,
    request: ZRoomListRequest,
    response: ZRoomListResponse,
  }),
  roomOddsList: call({
    path: paths.roomOddsList,
    auth: true,
    request: ZRoomRequest,
    response: ZRoomOddsListResponse,
  }),
  roomOpenInfo: call({
    path: paths.roomOpenInfo,
    auth: true,
    request: ZRoomRequest,
    response: ZRoomOpenInfoResponse,
  }),
  placeBet: call({
    path: paths.placeBet,
    auth: true,
    playersOnly: true,
    request: ZPlaceBetRequest,
    response: ZPlaceBetResponse,
  }),
  cancelBet: call({
    path: paths.cancelBet,
    auth: true,
    playersOnly: true,
    request: ZCancelBetRequest,
    response: ZCancelBetResponse,
  }),
  exitRoom: call({ path: paths.exitRoom, auth: true, request: ZRoomRequest, response: ZOkResponse }),
  roomBetList: call({
    path: paths.roomBetList,
    auth: true,
    request: ZRoomBetListRequest,
    response: ZBetListResponse,
  }),
  allBetList: call({
    path: paths.allBetList,
    auth: true,
    request: ZAllBetListRequest,
    response: ZBetListResponse,
  }),
  userStat: call({
    path: paths.userStat,
    auth: true,
    request: ZUserStatRequest,
    response: ZUserStatResponse,
  }),
  // Results are public: the trend needs no token.
  trend: call({ path: paths.trend, auth: false, request: ZTrendRequest, response: ZTrendResponse }),
  verifyRound: call({
    path: paths.verifyRound,
    auth: false,
    request: ZVerifyRoundRequest,
    response: ZVerifyRoundResponse,
  }),
  chainList: call({
    path: paths.chainList,
    auth: false,
    request: ZChainListRequest,
    response: ZChainListResponse,
  }),
  roomRulesHistory: call({
    path: paths.roomRulesHistory,
    auth: false,
    request: ZRoomRulesHistoryRequest,
    response: ZRoomRulesHistoryResponse,
  }),
  // Money: ledger, uploads, top-up, withdrawal, cards and addresses, system messages.
  pointChangeList: call({
    path: paths.pointChangeList,
    auth: true,
    request: ZPointChangeListRequest,
    response: ZPointChangeListResponse,
  }),
  tradingVolume: call({
    path: paths.tradingVolume,
    auth: true,
    request: ZEmptyRequest,
    response: ZTradingVolumeResponse,
  }),
  uploadImage: call({
    path: paths.uploadImage,
    auth: true,
    request: ZUploadImageRequest,
    response: ZUploadedImage,
  }),
  payList: call({ path: paths.payList, auth: true, request: ZPayListRequest, response: ZPayListResponse }),
  payAccountList: call({
    path: paths.payAccountList,
    auth: true,
    request: ZPayAccountListRequest,
    response: ZPayAccountListResponse,
  }),
  rechargeAdd: call({
    path: paths.rechargeAdd,
    auth: true,
    playersOnly: true,
    request: ZRechargeAddRequest,
    response: ZDepositRecord,
  }),
  rechargeList: call({
    path: paths.rechargeList,
    auth: true,
    request: ZRechargeListRequest,
    response: ZRechargeListResponse,
  }),
  onlinePay: call({
    path: paths.onlinePay,
    auth: true,
    playersOnly: true,
    request: ZOnlinePayRequest,
    response: ZOnlinePayResponse,
  }),
  withdrawalParams: call({
    path: paths.withdrawalParams,
    auth: true,
    request: ZEmptyRequest,
    response: ZWithdrawalParamsResponse,
  }),
  withdrawalAdd: call({
    path: paths.withdrawalAdd,
    auth: true,
    playersOnly: true,
    request: ZWithdrawalAddRequest,
    response: ZWithdrawalRecord,
  }),
  withdrawalList: call({
    path: paths.withdrawalList,
    auth: true,
    request: ZWithdrawalListRequest,
    response: ZWithdrawalListResponse,
  }),
  bankCardInfo: call({
    path: paths.bankCardInfo,
    auth: true,
    request: ZEmptyRequest,
    response: ZBankCardInfo,
  }),
  bankCardBind: call({
    path: paths.bankCardBind,
    auth: true,
    playersOnly: true,
    request: ZBankCardBindRequest,
    response: ZBankCardInfo,
  }),
  bankCardChange: call({
    path: paths.roomBankUpdate,
    auth: true,
    playersOnly: true,
    request: ZBankChangeRequest,
    response: ZBankChangeRecord,
  }),
  usdtList: call({ path: paths.usdtList, auth: true, request: ZEmptyRequest, response: ZUsdtListResponse }),
  usdtAdd: call({
    path: paths.usdtAdd,
    auth: true,
    playersOnly: true,
    request: ZUsdtAddRequest,
    response: ZUsdtAddress,
  }),
  usdtDel: call({
    path: paths.usdtDel,
    auth: true,
    playersOnly: true,
    request: ZUsdtDelRequest,
    response: ZOkResponse,
  }),
  messageList: call({
    path: paths.messageList,
    auth: true,
    request: ZMessageListRequest,
    response: ZMessageListResponse,
  }),
  messageRead: call({
    path: paths.messageRead,
    auth: true,
    request: ZMessageReadRequest,
    response: ZMessageReadResponse,
  }),
  // Operators: the caller's staff profile and the staff list.
  adminMe: call({
    path: paths.adminMe,
    auth: true,
    staffOnly: true,
    beforePasswordChange: true,
    request: ZEmptyRequest,
    response: ZStaffProfile,
  }),
  adminOperatorList: call({
    path: paths.adminOperatorList,
    auth: true,
    permission: 'operators.manage',
    request: ZEmptyRequest,
    response: ZStaffListResponse,
  }),
  // The console: a staff-only sign-in (with the second factor once set up), one's own second factor,
  // and admins' changes to operator accounts, each in the audit log.
  consoleLogin: call({
    path: paths.consoleLogin,
    auth: false,
    request: ZConsoleLoginRequest,
    response: ZLoginResponse,
  }),
  adminTwoFactorEnrol: call({
    path: paths.adminTwoFactorEnrol,
    auth: true,
    staffOnly: true,
    request: ZEmptyRequest,
    response: ZTwoFactorEnrolResponse,
  }),
  adminTwoFactorConfirm: call({
    path: paths.adminTwoFactorConfirm,
    auth: true,
    staffOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZTwoFactorStatus,
  }),
  adminTwoFactorDisable: call({
    path: paths.adminTwoFactorDisable,
    auth: true,
    staffOnly: true,
    request: ZTwoFactorCodeRequest,
    response: ZTwoFactorStatus,
  }),
  adminOperatorCreate: call({
    path: paths.adminOperatorCreate,
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorCreateRequest,
    response: ZIssuedPassword,
  }),
  adminOperatorDisable: call({
    path: paths.adminOperatorDisable,
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZStaffAccount,
  }),
  adminOperatorEnable: call({
    path: paths.adminOperatorEnable,
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZStaffAccount,
  }),
  adminOperatorReset: call({
    path: paths.adminOperatorReset,
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorActionRequest,
    response: ZIssuedPassword,
  }),
  adminOperatorRole: call({
    path: paths.adminOperatorRole,
    auth: true,
    permission: 'operators.manage',
    request: ZOperatorRoleRequest,
    response: ZStaffAccount,
  }),
  adminRoomRulesSave: call({
    path: paths.adminRoomRulesSave,
    auth: true,
    permission: 'rooms.manage',
    request: ZRoomRulesSaveRequest,
    response: ZRoomRuleVersion,
  }),
  // Operator side of money: reviews, balance adjustments, the audit log, the top-up catalogue.
  adminDepositList: call({
    path: paths.adminDepositList,
    auth: true,
    permission: 'money.read',
    request: ZAdminDepositListRequest,
    response: ZAdminDepositListResponse,
  }),
  adminDepositApprove: call({
    path: paths.adminDepositApprove,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminDeposit,
  }),
  adminDepositReject: call({
    path: paths.adminDepositReject,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminDeposit,
  }),
  adminWithdrawalList: call({
    path: paths.adminWithdrawalList,
    auth: true,
    permission: 'money.read',
    request: ZAdminWithdrawalListRequest,
    response: ZAdminWithdrawalListResponse,
  }),
  adminWithdrawalApprove: call({
    path: paths.adminWithdrawalApprove,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminWithdrawal,
  }),
  adminWithdrawalReject: call({
    path: paths.adminWithdrawalReject,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZAdminWithdrawal,
  }),
  adminAdjustmentAdd: call({
    path: paths.adminAdjustmentAdd,
    auth: true,
    permission: 'money.review',
    request: ZBalanceAdjustRequest,
    response: ZBalanceAdjustment,
  }),
  adminAdjustmentList: call({
    path: paths.adminAdjustmentList,
    auth: true,
    permission: 'money.read',
    request: ZBalanceAdjustmentListRequest,
    response: ZBalanceAdjustmentListResponse,
  }),
  adminAdjustmentApprove: call({
    path: paths.adminAdjustmentApprove,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZBalanceAdjustment,
  }),
  adminAdjustmentReject: call({
    path: paths.adminAdjustmentReject,
    auth: true,
    permission: 'money.review',
    request: ZReviewRequest,
    response: ZBalanceAdjustment,
  }),
  adminBankChangeList: call({
    path: paths.adminBankChangeList,
    auth: true,
    permission: 'players.read',
    request: ZAdminBankChangeListRequest,
    response: ZAdminBankChangeListResponse,
  }),
  adminBankChangeApprove: call({
    path: paths.adminBankChangeApprove,
    auth: true,
    permission: 'cards.review',
    request: ZReviewRequest,
    response: ZAdminBankChange,
  }),
  adminBankChangeReject: call({
    path: paths.adminBankChangeReject,
    auth: true,
    permission: 'cards.review',
    request: ZReviewRequest,
    response: ZAdminBankChange,
  }),
  adminAuditList: call({
    path: paths.adminAuditList,
    auth: true,
    permission: 'audit.read',
    request: ZAuditListRequest,
    response: ZAuditListResponse,
  }),
  adminPayChannelList: call({
    path: paths.adminPayChannelList,
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZAdminPayChannelListResponse,
  }),
  adminPayChannelSave: call({
    path: paths.adminPayChannelSave,
    auth: true,
    permission: 'payments.manage',
    request: ZPayChannelSaveRequest,
    response: ZAdminPayChannel,
  }),
  adminReceivingAccountList: call({
    path: paths.adminReceivingAccountList,
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZAdminReceivingAccountListResponse,
  }),
  adminReceivingAccountSave: call({
    path: paths.adminReceivingAccountSave,
    auth: true,
    permission: 'payments.manage',
    request: ZReceivingAccountSaveRequest,
    response: ZAdminReceivingAccount,
  }),
  // What players read (modules/content), the home screen, sharing, and the forward call with its USDT rate.
  // Banners and events are public; a signed-in player's token lets a break keep them from that player.
  bannerList: call({
    path: paths.bannerList,
    auth: false,
    optionalAuth: true,
    request: ZEmptyRequest,
    response: ZBannerListResponse,
  }),
  bannerDetails: call({
    path: paths.wapBannerDetails,
    auth: false,
    optionalAuth: true,
    request: ZContentIdRequest,
    response: ZContentDetails,
  }),
  noticeList: call({
    path: paths.noticeList,
    auth: true,
    request: ZNoticeListRequest,
    response: ZNoticeListResponse,
  }),
  activityList: call({
    path: paths.activityList,
    auth: false,
    optionalAuth: true,
    request: ZActivityListRequest,
    response: ZActivityListResponse,
  }),
  wapDetails: call({
    path: paths.wapDetails,
    auth: false,
    optionalAuth: true,
    request: ZWapDetailsRequest,
    response: ZContentDetails,
  }),
  textPageDetails: call({
    path: paths.textLangDetails,
    auth: false,
    request: ZTextPageRequest,
    response: ZTextPage,
  }),
  about: call({ path: paths.about, auth: true, request: ZEmptyRequest, response: ZAboutResponse }),
  languageList: call({
    path: paths.languageList,
    auth: false,
    request: ZEmptyRequest,
    response: ZLanguageListResponse,
  }),
  languagePack: call({
    path: paths.languageDetails,
    auth: false,
    request: ZLanguagePackRequest,
    response: ZLanguagePack,
  }),
  serviceList: call({
    path: paths.serviceList,
    auth: true,
    request: ZEmptyRequest,
    response: ZServiceListResponse,
  }),
  homePage: call({ path: paths.homePage, auth: true, request: ZEmptyRequest, response: ZHomePageResponse }),
  shareList: call({
    path: paths.shareList,
    auth: true,
    request: ZShareListRequest,
    response: ZShareListResponse,
  }),
  forward: call({
    path: paths.wapForward,
    auth: false,
    request: ZForwardRequest,
    response: ZForwardResponse,
  }),
  usdtRate: call({ path: paths.usdtRate, auth: false, request: ZEmptyRequest, response: ZUsdtRateResponse }),
  // The store (modules/store): goods, redeeming through the ledger, the player's orders.
  storeGoodsList: call({
    path: paths.storeGoodsList,
    auth: false,
    request: ZGoodsListRequest,
    response: ZGoodsListResponse,
  }),
  storeGoodsDetail: call({
    path: paths.storeGoodsDetail,
    auth: false,
    request: ZGoodsDetailRequest,
    response: ZGoods,
  }),
  storeRedeem: call({
    path: paths.storeRedeem,
    auth: true,
    playersOnly: true,
    request: ZRedeemRequest,
    response: ZStoreOrder,
  }),
  storeOrderList: call({
    path: paths.storeOrderList,
    auth: true,
    request: ZStoreOrderListRequest,
    response: ZStoreOrderListResponse,
  }),
  // Operators: content and store upkeep, order fulfilment.
  adminContentList: call({
    path: paths.adminContentList,
    auth: true,
    permission: 'content.manage',
    request: ZAdminContentListRequest,
    response: ZAdminContentListResponse,
  }),
  adminContentSave: call({
    path: paths.adminContentSave,
    auth: true,
    permission: 'content.manage',
    request: ZContentSaveRequest,
    response: ZAdminContentItem,
  }),
  adminTextPageList: call({
    path: paths.adminTextPageList,
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminTextPageListResponse,
  }),
  adminTextPageSave: call({
    path: paths.adminTextPageSave,
    auth: true,
    permission: 'content.manage',
    request: ZTextPageSaveRequest,
    response: ZTextPage,
  }),
  adminLanguagePackSave: call({
    path: paths.adminLanguagePackSave,
    auth: true,
    permission: 'content.manage',
    request: ZLanguagePackSaveRequest,
    response: ZLanguagePack,
  }),
  adminServiceChannelList: call({
    path: paths.adminServiceChannelList,
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminServiceChannelListResponse,
  }),
  adminServiceChannelSave: call({
    path: paths.adminServiceChannelSave,
    auth: true,
    permission: 'content.manage',
    request: ZServiceChannelSaveRequest,
    response: ZAdminServiceChannel,
  }),
  adminGoodsList: call({
    path: paths.adminGoodsList,
    auth: true,
    permission: 'store.manage',
    request: ZEmptyRequest,
    response: ZAdminGoodsListResponse,
  }),
  adminGoodsSave: call({
    path: paths.adminGoodsSave,
    auth: true,
    permission: 'store.manage',
    request: ZGoodsSaveRequest,
    response: ZAdminGoods,
  }),
  adminStoreOrderList: call({
    path: paths.adminStoreOrderList,
    auth: true,
    permission: 'store.manage',
    request: ZAdminStoreOrderListRequest,
    response: ZAdminStoreOrderListResponse,
  }),
  adminStoreOrderFulfil: call({
    path: paths.adminStoreOrderFulfil,
    auth: true,
    permission: 'store.manage',
    request: ZReviewRequest,
    response: ZAdminStoreOrder,
  }),
  adminStoreOrderCancel: call({
    path: paths.adminStoreOrderCancel,
    auth: true,
    permission: 'store.manage',
    request: ZReviewRequest,
    response: ZAdminStoreOrder,
  }),
  // Customer service (modules/support): the player's one conversation (staff have none: StaffAccount, by
  // the table), and the operators answering it.
  supportHistory: call({
    path: paths.supportHistory,
    auth: true,
    playersOnly: true,
    request: ZSupportHistoryRequest,
    response: ZSupportHistoryResponse,
  }),
  supportSend: call({
    path: paths.supportSend,
    auth: true,
    playersOnly: true,
    request: ZSupportSendRequest,
    response: ZSupportMessage,
  }),
  supportRead: call({
    path: paths.supportRead,
    auth: true,
    playersOnly: true,
    request: ZSupportMarkReadRequest,
    response: ZSupportUnreadResponse,
  }),
  supportUnread: call({
    path: paths.supportUnread,
    auth: true,
    playersOnly: true,
    request: ZEmptyRequest,
    response: ZSupportUnreadResponse,
  }),
  adminSupportConversationList: call({
    path: paths.adminSupportConversationList,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportConversationListRequest,
    response: ZAdminSupportConversationListResponse,
  }),
  adminSupportHistory: call({
    path: paths.adminSupportHistory,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportHistoryRequest,
    response: ZAdminSupportHistoryResponse,
  }),
  adminSupportReply: call({
    path: paths.adminSupportReply,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportReplyRequest,
    response: ZSupportMessage,
  }),
  adminSupportRead: call({
    path: paths.adminSupportRead,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportMarkReadRequest,
    response: ZSupportUnreadResponse,
  }),
  adminSupportTyping: call({
    path: paths.adminSupportTyping,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportTypingRequest,
    response: ZOkResponse,
  }),
  adminClientOptionList: call({
    path: paths.adminClientOptionList,
    auth: true,
    permission: 'content.manage',
    request: ZEmptyRequest,
    response: ZAdminClientOptionListResponse,
  }),
  adminClientOptionSave: call({
    path: paths.adminClientOptionSave,
    auth: true,
    permission: 'content.manage',
    request: ZClientOptionSaveRequest,
    response: ZAdminClientOption,
  }),
  adminClientOptionDelete: call({
    path: paths.adminClientOptionDelete,
    auth: true,
    permission: 'content.manage',
    request: ZAdminClientOptionDeleteRequest,
    response: ZOkResponse,
  }),
  adminSupportCounts: call({
    path: paths.adminSupportCounts,
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminSupportCountsResponse,
  }),
  adminSupportAgents: call({
    path: paths.adminSupportAgents,
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminSupportAgentsResponse,
  }),
  adminSupportStatus: call({
    path: paths.adminSupportStatus,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportStatusRequest,
    response: ZAdminSupportConversation,
  }),
  adminSupportAssign: call({
    path: paths.adminSupportAssign,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportAssignRequest,
    response: ZAdminSupportConversation,
  }),
  adminSupportNoteAdd: call({
    path: paths.adminSupportNoteAdd,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportNoteAddRequest,
    response: ZSupportNote,
  }),
  adminSupportNoteList: call({
    path: paths.adminSupportNoteList,
    auth: true,
    permission: 'support.answer',
    request: ZAdminSupportNoteListRequest,
    response: ZAdminSupportNoteListResponse,
  }),
  adminCannedReplyList: call({
    path: paths.adminCannedReplyList,
    auth: true,
    permission: 'support.answer',
    request: ZEmptyRequest,
    response: ZAdminCannedReplyListResponse,
  }),
  adminCannedReplySave: call({
    path: paths.adminCannedReplySave,
    auth: true,
    permission: 'support.answer',
    request: ZAdminCannedReplySaveRequest,
    response: ZCannedReply,
  }),
  adminCannedReplyDelete: call({
    path: paths.adminCannedReplyDelete,
    auth: true,
    permission: 'support.answer',
    request: ZAdminCannedReplyDeleteRequest,
    response: ZOkResponse,
  }),
  // The operator console's players (modules/players), games and rounds (room-rules, round-monitor), risk
  // flags (modules/risk) and dashboard (modules/dashboard).
  adminPlayerList: call({
    path: paths.adminPlayerList,
    auth: true,
    permission: 'players.read',
    request: ZAdminPlayerListRequest,
    response: ZAdminPlayerListResponse,
  }),
  adminPlayerProfile: call({
    path: paths.adminPlayerProfile,
    auth: true,
    permission: 'players.read',
    request: ZAdminPlayerRequest,
    response: ZAdminPlayerProfile,
  }),
  adminPlayerFreeze: call({
    path: paths.adminPlayerFreeze,
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    response: ZAdminPlayer,
  }),
  adminPlayerUnfreeze: call({
    path: paths.adminPlayerUnfreeze,
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    response: ZAdminPlayer,
  }),
  adminPlayerResetPassword: call({
    path: paths.adminPlayerResetPassword,
    auth: true,
    permission: 'players.manage',
    request: ZPlayerStatusRequest,
    // The same answer as an operator's reset: the one-time password, shown only here.
    response: ZIssuedPassword,
  }),
  adminGameList: call({
    path: paths.adminGameList,
    auth: true,
    permission: 'games.read',
    request: ZEmptyRequest,
    response: ZAdminGameListResponse,
  }),
  adminRoomOpen: call({
    path: paths.adminRoomOpen,
    auth: true,
    permission: 'rooms.manage',
    request: ZRoomOpenRequest,
    response: ZRoomRuleVersion,
  }),
  adminRoundMonitor: call({
    path: paths.adminRoundMonitor,
    auth: true,
    permission: 'games.read',
    request: ZRoundMonitorRequest,
    response: ZRoundMonitorResponse,
  }),
  adminRoundList: call({
    path: paths.adminRoundList,
    auth: true,
    permission: 'games.read',
    request: ZAdminRoundListRequest,
    response: ZAdminRoundListResponse,
  }),
  adminRoundVoid: call({
    path: paths.adminRoundVoid,
    auth: true,
    permission: 'rounds.void',
    request: ZRoundVoidRequest,
    response: ZRoundVoidResponse,
  }),
  adminRiskFlagList: call({
    path: paths.adminRiskFlagList,
    auth: true,
    permission: 'players.read',
    request: ZRiskFlagListRequest,
    response: ZRiskFlagListResponse,
  }),
  adminDashboard: call({
    path: paths.adminDashboard,
    auth: true,
    permission: 'money.read',
    request: ZEmptyRequest,
    response: ZDashboardResponse,
  }),
  // Agents, rebates and red packets (modules/promotions): tiers in the open, paid through the ledger.
  promotionTiers: call({
    path: paths.promotionTiers,
    auth: false,
    request: ZEmptyRequest,
    response: ZPromotionTierListResponse,
  }),
  agentOverview: call({
    path: paths.agentOverview,
    auth: true,
    request: ZDayRangeRequest,
    response: ZAgentOverviewResponse,
  }),
  promotionPayoutList: call({
    path: paths.promotionPayoutList,
    auth: true,
    request: ZPromotionPayoutListRequest,
    response: ZPromotionPayoutListResponse,
  }),
  commissionStatement: call({
    path: paths.commissionStatement,
    auth: true,
    request: ZCommissionStatementRequest,
    response: ZCommissionStatementResponse,
  }),
  redPacketList: call({
    path: paths.redPacketList,
    auth: true,
    request: ZRedPacketListRequest,
    response: ZRedPacketListResponse,
  }),
  redPacketDetail: call({
    path: paths.redPacketDetail,
    auth: true,
    request: ZRedPacketRequest,
    response: ZRedPacketDetailResponse,
  }),
  redPacketClaim: call({
    path: paths.redPacketClaim,
    auth: true,
    playersOnly: true,
    request: ZRedPacketRequest,
    response: ZRedPacketClaimResponse,
  }),
  adminPromotionTierList: call({
    path: paths.adminPromotionTierList,
    auth: true,
    permission: 'promotions.manage',
    request: ZEmptyRequest,
    response: ZPromotionTierListResponse,
  }),
  adminPromotionTierSave: call({
    path: paths.adminPromotionTierSave,
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionTierSaveRequest,
    response: ZPromotionTier,
  }),
  adminPromotionTierDelete: call({
    path: paths.adminPromotionTierDelete,
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionTierDeleteRequest,
    response: ZPromotionTierListResponse,
  }),
  adminPromotionBudget: call({
    path: paths.adminPromotionBudget,
    auth: true,
    permission: 'promotions.manage',
    request: ZEmptyRequest,
    response: ZPromotionBudgetResponse,
  }),
  adminPromotionBudgetFund: call({
    path: paths.adminPromotionBudgetFund,
    auth: true,
    permission: 'promotions.manage',
    request: ZPromotionBudgetFundRequest,
    response: ZPromotionBudgetResponse,
  }),
  adminRedPacketSend: call({
    path: paths.adminRedPacketSend,
    auth: true,
    permission: 'promotions.manage',
    request: ZRedPacketSendRequest,
    response: ZRedPacket,
  }),
  adminRedPacketList: call({
    path: paths.adminRedPacketList,
    auth: true,
    permission: 'promotions.manage',
    request: ZAdminRedPacketListRequest,
    response: ZAdminRedPacketListResponse,
  }),
  adminPromotionPayoutList: call({
    path: paths.adminPromotionPayoutList,
    auth: true,
    permission: 'promotions.manage',
    request: ZAdminPromotionPayoutListRequest,
    response: ZAdminPromotionPayoutListResponse,
  }),
  // Public: anyone may compare the game's actual return with its theoretical one, and the ledger.
  publicStats: call({
    path: paths.publicStats,
    auth: false,
    request: ZPublicStatsRequest,
    response: ZPublicStatsResponse,
  }),
  // A player's own bets and wallet statement as CSV; staff hold neither.
  betExport: call({
    path: paths.betExport,
    auth: true,
    playersOnly: true,
    request: ZExportRequest,
    response: ZCsvExport,
  }),
  statementExport: call({
    path: paths.statementExport,
    auth: true,
    playersOnly: true,
    request: ZExportRequest,
    response: ZCsvExport,
  }),
  // Responsible play: the player's own limits, reality check, breaks and figures.
  playSafe: call({
    path: paths.playSafe,
    auth: true,
    request: ZEmptyRequest,
    response: ZPlaySafeResponse,
  }),
  playLimitSet: call({
    path: paths.playLimitSet,
    auth: true,
    playersOnly: true,
    request: ZPlayLimitSetRequest,
    response: ZPlaySafeResponse,
  }),
  realityCheckSet: call({
    path: paths.realityCheckSet,
    auth: true,
    playersOnly: true,
    request: ZRealityCheckSetRequest,
    response: ZPlaySafeResponse,
  }),
  playBreakStart: call({
    path: paths.playBreakStart,
    auth: true,
    playersOnly: true,
    request: ZPlayBreakStartRequest,
    response: ZPlaySafeResponse,
  }),
  playSession: call({
    path: paths.playSession,
    auth: true,
    request: ZEmptyRequest,
    response: ZPlaySession,
  }),
  /** Always refused while a break runs (BreakNotOver): it exists so the refusal is explicit and logged. */
  adminPlayerBreakLift: call({
    path: paths.adminPlayerBreakLift,
    auth: true,
    permission: 'players.manage',
    request: ZAdminPlayerBreakRequest,
    response: ZOkResponse,
  }),
  // Auto-bet plans.
  planList: call({
    path: paths.planList,
    auth: true,
    request: ZEmptyRequest,
    response: ZPlanListResponse,
  }),
  planSave: call({
    path: paths.planSave,
    auth: true,
    playersOnly: true,
    request: ZPlanSaveRequest,
    response: ZPlan,
  }),
  planStart: call({
    path: paths.planStart,
    auth: true,
    playersOnly: true,
    request: ZPlanStartRequest,
    response: ZPlan,
  }),
  planStop: call({
    path: paths.planStop,
    auth: true,
    playersOnly: true,
    request: ZPlanRequest,
    response: ZPlan,
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
