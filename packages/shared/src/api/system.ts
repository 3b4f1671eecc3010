// The start-up calls (`systemCalls`) and their schemas: client configs, version, site info.
import { z } from 'zod';
import { CARD_MARKETS } from '../banks';
import { DEFAULT_IM_PASSWORD } from '../realtime/packets';
import { ZEmptyRequest } from './common';
import { defineCalls } from './define-calls';
import { ZPayChannel } from './deposits';

export const ZGameOption = z.object({
  key: z.string(),
  value: z.string(),
  fileUrl: z.string(),
  status: z.number().int(),
});

export const ZClientConfigResponse = z.object({
  /** Server base addresses the client may use, in order of preference (spec §4 line probing). */
  lines: z.array(z.string()),
  webSocketUrl: z.string(),
  /** AES key and IV of the resBody codec: shipped to every client, obfuscation only. */
  codec: z.object({ key: z.string(), iv: z.string() }),
  gameOption: z.object({
    payType: z.string(),
    walletCount: z.number().int(),
    paymentVoucher: z.number().int(),
    promotionCode: z.number().int(),
    /** The socket login (spec §4): the prefixed IM username and an IM token, '' without a session. */
    username: z.string().default(''),
    imToken: z.string().default(''),
    /** The fixed `password` parameter of the socket URL. */
    imPassword: z.string().default(DEFAULT_IM_PASSWORD),
  }),
  options: z.array(ZGameOption),
  serverTime: z.number().int(),
  /**
   * The available top-up channels; gameOption.payType lists the pay types among them (docs/PROTOCOL.md).
   * This server always sends it; optional so that a cached answer from before it existed still reads.
   */
  payChannels: z.array(ZPayChannel).optional(),
  /** The market bank cards are bound in: the banks offered and whether an IFSC code is asked for. */
  cardMarket: z.enum(CARD_MARKETS).default('cn'),
});
export type TClientConfigResponse = z.infer<typeof ZClientConfigResponse>;

export const ZVersionResponse = z.object({
  name: z.string(),
  version: z.string(),
  protocolVersion: z.number().int(),
});
export type TVersionResponse = z.infer<typeof ZVersionResponse>;

export const ZOtherInfoResponse = z.object({
  siteName: z.string(),
  officialWeb: z.string(),
  serviceHours: z.string(),
});
export type TOtherInfoResponse = z.infer<typeof ZOtherInfoResponse>;

/** The start-up calls: the configuration (with a token, the socket login too), the version, site info. */
export const systemCalls = defineCalls({
  clientConfigs: {
    path: '/api/v2/client/configs',
    auth: false,
    optionalAuth: true,
    request: ZEmptyRequest,
    response: ZClientConfigResponse,
  },
  version: {
    path: '/api/v1/cocos/version',
    auth: false,
    plainResBody: true,
    request: ZEmptyRequest,
    response: ZVersionResponse,
  },
  otherInfo: {
    path: '/api/v2/other/info',
    auth: false,
    request: ZEmptyRequest,
    response: ZOtherInfoResponse,
  },
});
