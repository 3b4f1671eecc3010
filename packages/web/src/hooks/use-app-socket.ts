// The app's one socket (rooms and customer service share it), logged in with the session's IM login.

import { ImSocketClient } from '@fair28/client';
import { getSocketLogin } from '../api/socket/get-socket-login';
import { currentLanguage } from '../i18n/i18n';
import { appSocketClient } from '../lib/socket/app-socket';

export function appSocket(): ImSocketClient {
  return appSocketClient(() => new ImSocketClient({ fetchLogin: getSocketLogin, language: currentLanguage }));
}
