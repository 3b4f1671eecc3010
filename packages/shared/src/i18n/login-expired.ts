// The expired-login message in both languages, apart from the catalogue: a client recognises it in an
// answer in either language before any catalogue has loaded (the player app's early calls).

export const loginExpired = {
  en: 'Login credential has expired, please log in again',
  zh: '登录凭证已过期，请重新登录',
} as const;
