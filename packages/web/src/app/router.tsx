// The hash router (lib/router): every route of the route table, each page its own lazily loaded chunk but
// home, which a returning player opens first: it is in the entry, so its screen waits for no second round
// of downloads. Pages that make token calls sit behind the login guard; the five tabs share the tab bar
// layout.

import { type RouteName, routeNames, routes } from '../config/routes';
import { preloadAnimatedParts } from '../features/home/components/animated';
import { HomePage, prefetchHomePage } from '../features/home/pages/home-page';
import type { RouteHandle } from '../hooks/use-route-name';
import { allWords, startingWords } from '../i18n/i18n';
import { markFirstScreenUp } from '../lib/first-screen';
import { lazyPage, type PageLoader } from '../lib/lazy-page';
import { connectNavigator, withQuery } from '../lib/navigation';
import { preloadNotify } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import type { HashLocation } from '../lib/router/hash-history';
import { RouteErrorBoundary } from '../lib/router/route-error-boundary';
import { createHashRouter, type PageRoute } from '../lib/router/router';
import { OutletProvider, RouteErrorProvider, useRouterState } from '../lib/router/router-context';
import { hasSession } from '../lib/session';
import { FirstLoad, RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { TabLayout } from './layouts/tab-layout';

const startup: PageLoader = () => import('../features/startup/pages/startup-page').then((m) => m.StartupPage);

/** Every route's page. */
const pages: Record<RouteName, PageLoader> = {
  index: startup,
  indexAlias: startup,
  home: () => Promise.resolve(HomePage),
  trend: () => import('../features/trend/pages/trend-page').then((m) => m.TrendPage),
  recharge: () => import('../features/recharge/pages/recharge-page').then((m) => m.RechargePage),
  service: () => import('../features/support/pages/service-channels-page').then((m) => m.ServiceTabPage),
  mine: () => import('../features/account/pages/mine-page').then((m) => m.MinePage),
  login: () => import('../features/auth/pages/login-page').then((m) => m.LoginPage),
  register: () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
  screenshot: () => import('../features/media/pages/screenshot-page').then((m) => m.ScreenshotPage),
  goodsDetail: () => import('../features/store/pages/goods-detail-page').then((m) => m.GoodsDetailPage),
  store: () => import('../features/store/pages/store-page').then((m) => m.StorePage),
  bankCard: () => import('../features/cards/pages/bank-card-page').then((m) => m.BankCardPage),
  bindBankCard: () => import('../features/cards/pages/bind-bank-card-page').then((m) => m.BindBankCardPage),
  usdtRecharge: () => import('../features/recharge/pages/usdt-recharge-page').then((m) => m.UsdtRechargePage),
  localRecharge: () =>
    import('../features/recharge/pages/local-recharge-page').then((m) => m.LocalRechargePage),
  usdtAddresses: () => import('../features/cards/pages/usdt-addresses-page').then((m) => m.UsdtAddressesPage),
  addUsdtAddress: () =>
    import('../features/cards/pages/add-usdt-address-page').then((m) => m.AddUsdtAddressPage),
  language: () => import('../features/settings/pages/language-page').then((m) => m.LanguagePage),
  line: () => import('../features/settings/pages/line-page').then((m) => m.LinePage),
  serviceChat: () => import('../features/support/pages/service-chat-page').then((m) => m.ServiceChatPage),
  serviceList: () => import('../features/support/pages/service-channels-page').then((m) => m.ServiceListPage),
  richText: () => import('../features/content/pages/rich-text-page').then((m) => m.RichTextPage),
  version: () => import('../features/settings/pages/version-page').then((m) => m.VersionPage),
  error: () => import('../features/settings/pages/error-page').then((m) => m.ErrorPage),
  loginPassword: () => import('../features/account/pages/password-page').then((m) => m.PasswordPage),
  securityCode: () => import('../features/account/pages/security-page').then((m) => m.SecurityPage),
  signInSecurity: () =>
    import('../features/account/pages/sign-in-security-page').then((m) => m.SignInSecurityPage),
  devices: () => import('../features/account/pages/devices-page').then((m) => m.DevicesPage),
  gameRoom: () => import('../features/room/pages/room-page').then((m) => m.RoomPage),
  game: () => import('../features/game/pages/game-list-page').then((m) => m.GameListPage),
  verify: () => import('../features/verify/pages/verify-page').then((m) => m.VerifyPage),
  stats: () => import('../features/stats/pages/stats-page').then((m) => m.StatsPage),
  exportRecords: () => import('../features/records/pages/export-page').then((m) => m.ExportPage),
  notifications: () =>
    import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
  rechargeRecords: () =>
    import('../features/recharge/pages/recharge-records-page').then((m) => m.RechargeRecordsPage),
  withdrawal: () => import('../features/withdrawal/pages/withdrawal-page').then((m) => m.WithdrawalPage),
  passwordManagement: () =>
    import('../features/account/pages/password-management-page').then((m) => m.PasswordManagementPage),
  share: () => import('../features/share/pages/share-page').then((m) => m.SharePage),
  agent: () => import('../features/share/pages/agent-page').then((m) => m.AgentPage),
  messages: () => import('../features/messages/pages/messages-page').then((m) => m.MessagesPage),
  pointChanges: () => import('../features/records/pages/point-changes-page').then((m) => m.PointChangesPage),
  betRecords: () => import('../features/bets/pages/bet-records-page').then((m) => m.BetRecordsPage),
  activities: () => import('../features/content/pages/activities-page').then((m) => m.ActivitiesPage),
  playSafe: () => import('../features/play-safe/pages/play-safe-page').then((m) => m.PlaySafePage),
  playLimits: () => import('../features/play-safe/pages/play-limits-page').then((m) => m.PlayLimitsPage),
  previewImage: () => import('../features/media/pages/preview-image-page').then((m) => m.PreviewImagePage),
  chooseLocation: () =>
    import('../features/location/pages/choose-location-page').then((m) => m.ChooseLocationPage),
  openLocation: () => import('../features/location/pages/open-location-page').then((m) => m.OpenLocationPage),
};

/**
 * A page with every word of the language: pages show the catalogue's (statuses, form rules), which the
 * first screen goes without. A catalogue that could not load leaves its keys showing rather than the page
 * unshown (the network error page opens offline).
 */
function withEveryWord(load: PageLoader): PageLoader {
  return () => Promise.all([load(), allWords().catch(() => undefined)]).then(([page]) => page);
}

/** Token pages need a session; the login page comes back here afterwards (its `redirect` query). */
function requireSession({ pathname, search }: HashLocation): string | null {
  if (hasSession()) return null;
  return withQuery(routes.login.path, { redirect: `${pathname}${search}` });
}

/** Home's calls start with its route, beside rendering the page rather than after it. */
function requireSessionForHome(location: HashLocation): string | null {
  const refusal = requireSession(location);
  if (!refusal) prefetchHomePage(queryClient);
  return refusal;
}

/** Someone logged in who opens login or register goes home instead (spec §4 start-up rule). */
function skipWhenLoggedIn(): string | null {
  return hasSession() ? routes.home.path : null;
}

function pageRoute(name: RouteName): PageRoute<RouteHandle> {
  const { path, auth } = routes[name];
  const guard =
    name === 'home'
      ? requireSessionForHome
      : auth
        ? requireSession
        : name === 'login' || name === 'register'
          ? skipWhenLoggedIn
          : undefined;
  const page =
    name === 'home' ? { page: HomePage } : { page: lazyPage(withEveryWord(pages[name])), isLazy: true };
  return { path, handle: { route: name }, ...page, ...(guard ? { guard } : {}) };
}

// An unknown hash starts the app over rather than showing a blank page.
export const router = createHashRouter(routeNames.map(pageRoute), routes.index.path);

const tabNames = new Set<RouteName>(routeNames.filter((name) => 'tab' in routes[name]));

/**
 * The page shown, in its layouts: the phone column around everything, the tab bar around the five tabs;
 * a page that failed to load or crashed shows the error screen inside the column.
 */
export function AppRoutes() {
  const { route, Page, error, entryKey } = useRouterState<RouteHandle>();
  if (!route) return <FirstLoad />;
  const page = Page ? <Page key={route.path} /> : null;
  const shown =
    page === null ? (
      <RouteErrorProvider error={error}>
        <RouteError />
      </RouteErrorProvider>
    ) : tabNames.has(route.handle.route) ? (
      <OutletProvider outlet={page}>
        <TabLayout />
      </OutletProvider>
    ) : (
      page
    );
  return (
    <OutletProvider
      outlet={
        <RouteErrorBoundary fallback={<RouteError />} resetKey={entryKey}>
          {shown}
        </RouteErrorBoundary>
      }
    >
      <RootLayout />
    </OutletProvider>
  );
}

// The network error page must open when the device is offline, and by then its chunk could no longer be
// fetched: load it once the first screen is up, so the browser already holds it (and, once the service
// worker is installed, its precache). Toast and Dialog, which
// the first screen does not show, likewise, and home's pull to refresh, banner swiper and payout tabs.
// "Up": rendered, idle, with no call still on its way (the first idle moment can come while the first
// answers are being decoded, before they show).
const afterFirstScreen = () => {
  markFirstScreenUp();
  void pages.error().catch(() => undefined);
  // The service worker, whose precache would otherwise compete with the first screen's downloads.
  void import('../pwa/start').then((m) => m.startInstallableApp()).catch(() => undefined);
  preloadNotify();
  preloadAnimatedParts();
};
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
function whenFirstScreenIsUp() {
  if (queryClient.isFetching() === 0) {
    afterFirstScreen();
    return;
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    unsubscribe();
    whenIdle(afterFirstScreen);
  });
}
// Nothing shows before the words are in (main.tsx), however idle the phone is while they come.
void startingWords.then(() => whenIdle(whenFirstScreenIsUp));

connectNavigator(router.navigate);
