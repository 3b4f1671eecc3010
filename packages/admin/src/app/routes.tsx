// The console's pages in one table: where each lives, its nav entry (group, label, icon) and the
// permission it needs. The nav shows only what the operator's role holds; the page checks again, and the
// server refuses the calls anyway. Add a page here: one entry, its folder under features/<area>/.
import {
  AlertOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ControlOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  GiftOutlined,
  HistoryOutlined,
  MessageOutlined,
  NotificationOutlined,
  PercentageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  TeamOutlined,
  TranslationOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Permission } from '@fair28/shared';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { Label } from '../i18n/labels';
import { lazyPage } from '../lib/lazy-page';

export type ConsoleRoute = {
  /** Under the console's hash root, no leading slash: `reviews/deposits`. */
  path: string;
  label: Label;
  /** The nav group it sits in; none: a top-level entry. */
  group?: Label;
  icon: ReactNode;
  /** null: every staff role (the operator's own account). */
  permission: Permission | null;
  page: LazyExoticComponent<ComponentType>;
  /** Reachable by its path but not listed in the nav. */
  isHidden?: boolean;
};

export const consoleRoutes: ConsoleRoute[] = [
  {
    path: 'dashboard',
    label: 'nav.dashboard',
    icon: <DashboardOutlined />,
    permission: 'money.read',
    page: lazyPage(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  {
    path: 'reviews/deposits',
    label: 'nav.deposits',
    group: 'nav.reviews',
    icon: <DollarOutlined />,
    permission: 'money.read',
    page: lazyPage(() => import('../features/reviews/pages/deposits-page'), 'DepositsPage'),
  },
  {
    path: 'reviews/withdrawals',
    label: 'nav.withdrawals',
    group: 'nav.reviews',
    icon: <WalletOutlined />,
    permission: 'money.read',
    page: lazyPage(() => import('../features/reviews/pages/withdrawals-page'), 'WithdrawalsPage'),
  },
  {
    path: 'reviews/bank-changes',
    label: 'nav.bankChanges',
    group: 'nav.reviews',
    icon: <BankOutlined />,
    permission: 'players.read',
    page: lazyPage(() => import('../features/reviews/pages/bank-changes-page'), 'BankChangesPage'),
  },
  {
    path: 'reviews/adjustments',
    label: 'nav.adjustments',
    group: 'nav.reviews',
    icon: <SwapOutlined />,
    permission: 'money.read',
    page: lazyPage(() => import('../features/reviews/pages/adjustments-page'), 'AdjustmentsPage'),
  },
  {
    path: 'players',
    label: 'nav.players',
    group: 'nav.playerGroup',
    icon: <UserOutlined />,
    permission: 'players.read',
    page: lazyPage(() => import('../features/players/pages/players-page'), 'PlayersPage'),
  },
  {
    path: 'risk',
    label: 'nav.risk',
    group: 'nav.playerGroup',
    icon: <AlertOutlined />,
    permission: 'players.read',
    page: lazyPage(() => import('../features/risk/pages/risk-flags-page'), 'RiskFlagsPage'),
  },
  {
    path: 'players/profile',
    label: 'nav.players',
    group: 'nav.playerGroup',
    icon: <UserOutlined />,
    permission: 'players.read',
    page: lazyPage(() => import('../features/players/pages/player-profile-page'), 'PlayerProfilePage'),
    isHidden: true,
  },
  {
    path: 'games',
    label: 'nav.games',
    group: 'nav.gameGroup',
    icon: <AppstoreOutlined />,
    permission: 'games.read',
    page: lazyPage(() => import('../features/games/pages/games-page'), 'GamesPage'),
  },
  {
    path: 'rounds/monitor',
    label: 'nav.roundMonitor',
    group: 'nav.gameGroup',
    icon: <FieldTimeOutlined />,
    permission: 'games.read',
    page: lazyPage(() => import('../features/rounds/pages/round-monitor-page'), 'RoundMonitorPage'),
  },
  {
    path: 'rounds',
    label: 'nav.rounds',
    group: 'nav.gameGroup',
    icon: <HistoryOutlined />,
    permission: 'games.read',
    page: lazyPage(() => import('../features/rounds/pages/rounds-page'), 'RoundsPage'),
  },
  {
    path: 'fairness',
    label: 'nav.fairness',
    group: 'nav.gameGroup',
    icon: <SafetyCertificateOutlined />,
    // The chains are public; every operator may read them.
    permission: null,
    page: lazyPage(() => import('../features/fairness/pages/fairness-page'), 'FairnessPage'),
  },
  {
    path: 'inbox',
    label: 'nav.inbox',
    icon: <CustomerServiceOutlined />,
    permission: 'support.answer',
    page: lazyPage(() => import('../features/inbox/pages/inbox-page'), 'InboxPage'),
  },
  {
    path: 'content/items',
    label: 'nav.content',
    group: 'nav.contentGroup',
    icon: <NotificationOutlined />,
    permission: 'content.manage',
    page: lazyPage(() => import('../features/content/pages/content-page'), 'ContentPage'),
  },
  {
    path: 'content/pages',
    label: 'nav.textPages',
    group: 'nav.contentGroup',
    icon: <FileTextOutlined />,
    permission: 'content.manage',
    page: lazyPage(() => import('../features/content/pages/text-pages-page'), 'TextPagesPage'),
  },
  {
    path: 'content/options',
    label: 'nav.clientOptions',
    group: 'nav.contentGroup',
    icon: <ControlOutlined />,
    permission: 'content.manage',
    page: lazyPage(() => import('../features/content/pages/client-options-page'), 'ClientOptionsPage'),
  },
  {
    path: 'content/service-channels',
    label: 'nav.serviceChannels',
    group: 'nav.contentGroup',
    icon: <MessageOutlined />,
    permission: 'content.manage',
    page: lazyPage(
      () => import('../features/service-channels/pages/service-channels-page'),
      'ServiceChannelsPage',
    ),
  },
  {
    path: 'content/language-packs',
    label: 'nav.languagePacks',
    group: 'nav.contentGroup',
    icon: <TranslationOutlined />,
    permission: 'content.manage',
    page: lazyPage(() => import('../features/language-packs/pages/language-packs-page'), 'LanguagePacksPage'),
  },
  {
    path: 'store/goods',
    label: 'nav.goods',
    group: 'nav.store',
    icon: <ShopOutlined />,
    permission: 'store.manage',
    page: lazyPage(() => import('../features/store/pages/goods-page'), 'GoodsPage'),
  },
  {
    path: 'store/orders',
    label: 'nav.storeOrders',
    group: 'nav.store',
    icon: <ShoppingCartOutlined />,
    permission: 'store.manage',
    page: lazyPage(() => import('../features/store/pages/store-orders-page'), 'StoreOrdersPage'),
  },
  {
    path: 'promotions/tiers',
    label: 'nav.promotionTiers',
    group: 'nav.promotions',
    icon: <PercentageOutlined />,
    permission: 'promotions.manage',
    page: lazyPage(() => import('../features/promotions/pages/promotions-page'), 'PromotionsPage'),
  },
  {
    path: 'promotions/payouts',
    label: 'nav.promotionPayouts',
    group: 'nav.promotions',
    icon: <ProfileOutlined />,
    permission: 'promotions.manage',
    page: lazyPage(() => import('../features/promotions/pages/payouts-page'), 'PayoutsPage'),
  },
  {
    path: 'promotions/red-packets',
    label: 'nav.redPackets',
    group: 'nav.promotions',
    icon: <GiftOutlined />,
    permission: 'promotions.manage',
    page: lazyPage(() => import('../features/promotions/pages/red-packets-page'), 'RedPacketsPage'),
  },
  {
    path: 'payments/channels',
    label: 'nav.payChannels',
    group: 'nav.payments',
    icon: <CreditCardOutlined />,
    permission: 'payments.manage',
    page: lazyPage(() => import('../features/payments/pages/pay-channels-page'), 'PayChannelsPage'),
  },
  {
    path: 'payments/accounts',
    label: 'nav.receivingAccounts',
    group: 'nav.payments',
    icon: <BankOutlined />,
    permission: 'payments.manage',
    page: lazyPage(
      () => import('../features/payments/pages/receiving-accounts-page'),
      'ReceivingAccountsPage',
    ),
  },
  {
    path: 'operators',
    label: 'nav.operators',
    icon: <TeamOutlined />,
    permission: 'operators.manage',
    page: lazyPage(() => import('../features/operators/pages/operators-page'), 'OperatorsPage'),
  },
  {
    path: 'audit',
    label: 'nav.audit',
    icon: <AuditOutlined />,
    permission: 'audit.read',
    page: lazyPage(() => import('../features/audit/pages/audit-page'), 'AuditPage'),
  },
  {
    path: 'account',
    label: 'nav.account',
    icon: <UserOutlined />,
    permission: null,
    page: lazyPage(() => import('../features/access/pages/account-page'), 'AccountPage'),
  },
];
