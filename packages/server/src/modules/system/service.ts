// What a client needs before anything else: the server lines, socket address, codec keys, options.
import {
  DEFAULT_GAME_OPTION,
  type Language,
  type TClientConfigResponse,
  type TOtherInfoResponse,
  type TVersionResponse,
} from '@fair28/shared';
import packageJson from '../../../../../package.json' with { type: 'json' };
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as clientOptions from '../client-options/service';
import * as deposits from '../deposits/service';

export const PROTOCOL_VERSION = 1;

/**
 * Without configured lines, the address the client reached us on is the one line. A logged-in client
 * also gets its socket login (IM username and token); an anonymous one gets them empty.
 */
export async function clientConfigs(
  ctx: AppContext,
  requestOrigin: string,
  session: Session | undefined,
  language: Language,
): Promise<TClientConfigResponse> {
  const lines = ctx.config.lines.length > 0 ? ctx.config.lines : [requestOrigin];
  const firstLine = lines[0] ?? requestOrigin;
  // payType lists the pay types with an available channel, so clients offer only what works.
  const { payType, payChannels } = await deposits.clientPayOptions(ctx, language);
  return {
    lines,
    webSocketUrl: ctx.config.socketUrl ?? `${firstLine.replace(/^http/, 'ws')}/ws`,
    codec: ctx.config.codecKeys,
    gameOption: {
      ...DEFAULT_GAME_OPTION,
      payType,
      ...(session ? ctx.sockets.socketLogin(session) : { username: '', imToken: '' }),
      imPassword: ctx.config.realtime.imPassword,
    },
    options: await clientOptions.forClients(ctx, firstLine),
    serverTime: ctx.now().getTime(),
    payChannels,
    cardMarket: ctx.config.site.cardMarket,
  };
}

export function version(): TVersionResponse {
  return { name: packageJson.name, version: packageJson.version, protocolVersion: PROTOCOL_VERSION };
}

export function otherInfo(ctx: AppContext): TOtherInfoResponse {
  const { site } = ctx.config;
  return { siteName: site.name, officialWeb: site.officialWeb, serviceHours: site.serviceHours };
}
