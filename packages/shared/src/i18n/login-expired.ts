// The expired-login message in every language, apart from the catalogue: a client recognises it in an
// answer in any language before any catalogue has loaded (the player app's early calls). The Traditional
// is the generated catalogue's (a test holds it to it).

export const loginExpired = {
  en: 'Login credential has expired, please log in again',
  zh: '登录凭证已过期，请重新登录',
  'zh-TW': '登入憑證已過期，請重新登入',
} as const;
