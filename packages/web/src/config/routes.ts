// Every route of spec §2, listed once: the router builds its table from this and navigation code
// takes paths from here. `auth` marks pages that make token calls, so they need a logged-in player.

export type RouteInfo = {
  path: string;
  auth: boolean;
  /** One of the five bottom tabs: shown with the tab bar and reached with switchTab. */
  tab?: true;
};

export const routes = {
  index: { path: '/', auth: false },
  indexAlias: { path: '/pages/index/index', auth: false },

  home: { path: '/pages/tabBar/home/home', auth: true, tab: true },
  // Results are public: the trend call needs no token.
  trend: { path: '/pages/tabBar/project/project', auth: false, tab: true },
  recharge: { path: '/pages/tabBar/recharge/recharge', auth: true, tab: true },
  service: { path: '/pages/tabBar/service/service', auth: true, tab: true },
  mine: { path: '/pages/tabBar/personal/personal', auth: true, tab: true },

  login: { path: '/pages/login/login', auth: false },
  register: { path: '/pages/reg/reg', auth: false },
  screenshot: { path: '/pages/screenshot/screenshot', auth: true },
  goodsDetail: { path: '/pages/goodsDetail/goodsDetail', auth: false },
  /** Not in spec §2: the store's goods and the player's orders (goodsDetail opens one of the goods). */
  store: { path: '/pages/store/store', auth: false },

  bankCard: { path: '/pages/bankCard/bankCard', auth: true },
  bindBankCard: { path: '/pages/bankCard/bindBankCard', auth: true },
  usdtRecharge: { path: '/pages/recharge/usdtRecharge', auth: true },
  localRecharge: { path: '/pages/recharge/localRecharge', auth: true },
  usdtAddresses: { path: '/pages/usdtMgr/usdtAdress', auth: true },
  addUsdtAddress: { path: '/pages/usdtMgr/addUsdtAdress', auth: true },

  language: { path: '/pages/common/language/language', auth: false },
  line: { path: '/pages/common/line/line', auth: false },
  serviceChat: { path: '/pages/common/service/service', auth: true },
  serviceList: { path: '/pages/common/service/serviceList', auth: true },
  richText: { path: '/pages/common/rich-text/rich-text', auth: false },
  version: { path: '/pages/common/up-data/up-data', auth: false },
  error: { path: '/pages/common/error/error', auth: false },

  loginPassword: { path: '/pages/accountSecurity/password', auth: true },
  securityCode: { path: '/pages/accountSecurity/security', auth: true },
  /** Not in spec §2: two-step sign-in (an authenticator app's codes, recovery codes). */
  signInSecurity: { path: '/pages/accountSecurity/signInSecurity', auth: true },
  /** Not in spec §2: the devices the account is signed in on, and signing them out. */
  devices: { path: '/pages/accountSecurity/devices', auth: true },

  gameRoom: { path: '/pages/game/gameRoom/pc28room', auth: true },
  game: { path: '/pages/game/pc28/pc28', auth: true },
  /** Not in spec §2: fair28's provably fair check of a round, open to anyone (the verify call needs no token). */
  verify: { path: '/pages/game/verify/verify', auth: false },
  /** Not in spec §2: fair28's public statistics (the stats call needs no token). */
  stats: { path: '/pages/stats/stats', auth: false },
  /** Not in spec §2: a player's bets and account statement as CSV files. */
  exportRecords: { path: '/pages/records/export', auth: true },
  /** Not in spec §2: notifications on this phone (Web Push) and which kinds to get. */
  notifications: { path: '/pages/notifications/notifications', auth: true },

  rechargeRecords: { path: '/pages/tabBar/personal/menu/recharge', auth: true },
  withdrawal: { path: '/pages/tabBar/personal/menu/withdrawal', auth: true },
  passwordManagement: { path: '/pages/tabBar/personal/menu/passwordMgr', auth: true },
  share: { path: '/pages/tabBar/personal/menu/share', auth: true },
  /** Not in spec §2: an agent's invitees, commission statements, the player's rebates, the public rates. */
  agent: { path: '/pages/share/agent', auth: true },
  messages: { path: '/pages/tabBar/personal/menu/msg', auth: true },
  pointChanges: { path: '/pages/tabBar/personal/menu/pointChange', auth: true },
  betRecords: { path: '/pages/tabBar/personal/menu/investmentDetails', auth: true },
  activities: { path: '/pages/tabBar/home/menu/activities', auth: true },
  /** Not in spec §2: responsible play — the player's own figures, breaks and help, and their limits. */
  playSafe: { path: '/pages/playSafe/playSafe', auth: true },
  playLimits: { path: '/pages/playSafe/limits', auth: true },

  previewImage: { path: '/preview-image', auth: false },
  chooseLocation: { path: '/choose-location', auth: false },
  openLocation: { path: '/open-location', auth: false },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof routes;

export const routeNames = Object.keys(routes) as RouteName[];

export const tabRouteNames = ['home', 'trend', 'recharge', 'service', 'mine'] as const satisfies RouteName[];
export type TabRouteName = (typeof tabRouteNames)[number];

/** The route whose path is exactly `path` (query string ignored), if any. */
export function routeNameOf(path: string): RouteName | undefined {
  const bare = path.split('?')[0];
  return routeNames.find((name) => routes[name].path === bare);
}

/**
 * Where to go after logging in: the page the login guard stopped the player at, if it is a page of this
 * app (never an address slipped into the query string, never login or register again), else home.
 */
export function afterLoginPath(redirect: string | null): string {
  const name = redirect ? routeNameOf(redirect) : undefined;
  if (!redirect || !name || name === 'login' || name === 'register') return routes.home.path;
  return redirect;
}
