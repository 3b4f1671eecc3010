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
import { ZEmptyRequest } from './common';
import {
  ZAllBetListRequest,
  ZBetListResponse,
  ZCancelBetRequest,
  ZCancelBetResponse,
  ZGameAreaListRequest,
  ZGameAreaListResponse,
  ZGameTypeListRequest,
  ZGameTypeListResponse,
  ZPlaceBetRequest,
  ZPlaceBetResponse,
  ZRoomBetListRequest,
  ZRoomListRequest,
  ZRoomListResponse,
  ZRoomOddsListResponse,
  ZRoomOpenInfoResponse,
  ZRoomRequest,
  ZTrendRequest,
  ZTrendResponse,
  ZUserStatRequest,
  ZUserStatResponse,
  ZVerifyRoundRequest,
  ZVerifyRoundResponse,
} from './game';
import { ZClientConfigResponse, ZOtherInfoResponse, ZVersionResponse } from './system';

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
};

function call<Req extends z.ZodType, Res extends z.ZodType, const Auth extends boolean>(
  definition: CallDefinition<Req, Res, Auth>,
) {
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
  logout: call({ path: paths.logout, auth: true, request: ZEmptyRequest, response: ZOkResponse }),
  userDetails: call({ path: paths.userDetails, auth: true, request: ZEmptyRequest, response: ZUserInfo }),
  changePassword: call({
    path: paths.changePassword,
    auth: true,
    request: ZChangePasswordRequest,
    response: ZOkResponse,
  }),
  changeSecurityCode: call({
    path: paths.changeSecurityCode,
    auth: true,
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
    request: ZPlaceBetRequest,
    response: ZPlaceBetResponse,
  }),
  cancelBet: call({
    path: paths.cancelBet,
    auth: true,
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
  trend: call({ path: paths.trend, auth: true, request: ZTrendRequest, response: ZTrendResponse }),
  verifyRound: call({
    path: paths.verifyRound,
    auth: false,
    request: ZVerifyRoundRequest,
    response: ZVerifyRoundResponse,
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<C extends CallDefinition> = z.input<C['request']>;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
