// Where the room socket connects (docs/PROTOCOL.md "Login"): the configured address, made absolute when it
// is a path on this site, with the login in the URL query and the player's language.

import { imSocketUrl, type TClientConfigResponse } from '@fair28/shared';

/** What opens a socket: the address and the login of the config call sent with the session. */
export type SocketLogin = {
  webSocketUrl: string;
  username: string;
  password: string;
  token: string;
};

/** A configured address may be a path on this site ("/ws"): the socket needs ws(s)://host/path. */
/** The socket login in a config answer given with a session; null without one (no IM token then). */
export function socketLoginOf(
  config: Pick<TClientConfigResponse, 'webSocketUrl' | 'gameOption'>,
): SocketLogin | null {
  const { username, imToken, imPassword } = config.gameOption;
  if (!username || !imToken) return null;
  return { webSocketUrl: config.webSocketUrl, username, password: imPassword, token: imToken };
}

export function absoluteSocketUrl(address: string, origin = globalThis.location?.origin ?? ''): string {
  if (/^wss?:\/\//i.test(address)) return address;
  const url = new URL(address, origin || 'http://localhost');
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The URL a login opens, in the player's language when one is given. */
export function loginUrl(login: SocketLogin, language: string | undefined): string {
  return imSocketUrl(absoluteSocketUrl(login.webSocketUrl), {
    username: login.username,
    password: login.password,
    token: login.token,
    ...(language ? { lang: language } : {}),
  });
}
