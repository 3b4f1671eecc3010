// Drizzle table definitions, mirroring the SQL migrations (which are the source of truth for the database).
import {
  adjustmentDirections,
  adjustmentStatuses,
  contentKinds,
  depositAttentions,
  depositStatuses,
  languages,
  type PayTypeValue,
  type PushArg,
  type PushKind,
  planProgressions,
  planStatuses,
  planStopReasons,
  playBreakKinds,
  playLimitKeys,
  promotionKinds,
  promotionModels,
  pushKindNames,
  serviceChannelKinds,
  storeOrderStatuses,
  supportSenders,
  supportStatuses,
  userRoles,
  VOID_REASONS,
  writtenLanguages,
} from '@fair28/shared';
import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id = (name: string) => bigserial(name, { mode: 'number' });
const ref = (name: string) => bigint(name, { mode: 'number' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: id('id').primaryKey(),
  account: text('account').notNull(),
  passwordHash: text('password_hash').notNull(),
  securityCodeHash: text('security_code_hash'),
  role: text('role', { enum: userRoles }).notNull().default('player'),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  invitationCode: text('invitation_code').notNull(),
  inviterId: ref('inviter_id'),
  nickName: text('nick_name').notNull().default(''),
  realName: text('real_name').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  sex: smallint('sex').notNull().default(1),
  userPhoto: text('user_photo').notNull().default(''),
  personalSign: text('personal_sign').notNull().default(''),
  level: integer('level').notNull().default(1),
  isProxy: boolean('is_proxy').notNull().default(false),
  isAuthProxy: boolean('is_auth_proxy').notNull().default(false),
  turnoverRequiredMinor: minor('turnover_required_minor').notNull().default(0n),
  createdAt: at('created_at').notNull().defaultNow(),
  lastLoginAt: at('last_login_at'),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The account's authenticator (TOTP) secret, sealed under FAIR28_TOTP_KEY; it counts once `totpEnabled`. */
  totpSecretSealed: text('totp_secret_sealed'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The time step of the last code accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

export const sessions = pgTable('sessions', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  /** A staff session ends after FAIR28_STAFF_IDLE_MINUTES without a call. */
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  /** The player's device the session was started on. */
  deviceId: ref('device_id'),
});

/** A browser a player signed in on, by the random token it keeps; trusted (no code asked) until `trustedUntil`. */
export const knownDevices = pgTable('known_devices', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  trustedUntil: at('trusted_until'),
});

/** A password step passed by an account with two-step sign-in, waiting for its code. */
export const signInChallenges = pgTable('sign_in_challenges', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  deviceId: ref('device_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  usedAt: at('used_at'),
});

/** Codes that stand in for the authenticator, once each, kept as keyed hashes. */
export const twoFactorRecoveryCodes = pgTable('two_factor_recovery_codes', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  usedAt: at('used_at'),
});

export const ledgerAccountKinds = [
  'wallet',
  'withdrawal_hold',
  'house',
  'deposit_clearing',
  'fees',
  'adjustments',
  'store_sales',
  'promotions',
  'red_packets',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id('id').primaryKey(),
  kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
  userId: ref('user_id'),
  balanceMinor: minor('balance_minor').notNull().default(0n),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: id('id').primaryKey(),
  fromAccountId: ref('from_account_id').notNull(),
  toAccountId: ref('to_account_id').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  kind: text('kind').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  reference: text('reference').notNull().default(''),
  fromBalanceAfter: minor('from_balance_after').notNull(),
  toBalanceAfter: minor('to_balance_after').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const gameLayouts = ['beijing', 'canada'] as const;

export const gameTypes = pgTable('game_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  layout: text('layout', { enum: gameLayouts }).notNull(),
  roundSeconds: integer('round_seconds').notNull(),
  closeBeforeDrawSeconds: integer('close_before_draw_seconds').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const hashChains = pgTable('hash_chains', {
  id: id('id').primaryKey(),
  gameTypeId: integer('game_type_id').notNull(),
  firstIssue: bigint('first_issue', { mode: 'number' }).notNull(),
  length: integer('length').notNull(),
  /** Only in a database from before 0008, until the next start seals it. */
  seedHex: text('seed_hex'),
  seedSealed: text('seed_sealed'),
  terminatingHash: text('terminating_hash').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const gameAreas = pgTable('game_areas', {
  id: serial('id').primaryKey(),
  gameTypeId: integer('game_type_id').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** RoomRules as stored: the bigint threshold as text, since JSON has no bigint. */
export type StoredRoomRules = {
  wrapStraights: boolean;
  combinationOn1314: 'pay' | 'refund' | 'lose';
  plainOn1314: { aboveStakeMinor: string; odds: string } | null;
};

export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  gameTypeId: integer('game_type_id').notNull(),
  areaId: integer('area_id').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  entryMinMinor: minor('entry_min_minor').notNull().default(0n),
  betMinMinor: minor('bet_min_minor').notNull(),
  betMaxMinor: minor('bet_max_minor').notNull(),
  odds: jsonb('odds').$type<Record<string, string> | null>(),
  rules: jsonb('rules').$type<StoredRoomRules>().notNull(),
  isOpen: boolean('is_open').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  /** The newest version of the settings above (room_rule_versions) and the first issue it applies to. */
  rulesVersion: integer('rules_version').notNull().default(1),
  rulesFromIssue: bigint('rules_from_issue', { mode: 'number' }).notNull().default(0),
  playerRoundStakeMaxMinor: minor('player_round_stake_max_minor'),
  roomRoundPayoutMaxMinor: minor('room_round_payout_max_minor'),
});

/** Every version of a room's odds, rules, limits and caps, each in effect from an issue on. */
export const roomRuleVersions = pgTable(
  'room_rule_versions',
  {
    roomId: integer('room_id').notNull(),
    version: integer('version').notNull(),
    fromIssue: bigint('from_issue', { mode: 'number' }).notNull(),
    odds: jsonb('odds').$type<Record<string, string> | null>(),
    rules: jsonb('rules').$type<StoredRoomRules>().notNull(),
    entryMinMinor: minor('entry_min_minor').notNull(),
    betMinMinor: minor('bet_min_minor').notNull(),
    betMaxMinor: minor('bet_max_minor').notNull(),
    playerRoundStakeMaxMinor: minor('player_round_stake_max_minor'),
    roomRoundPayoutMaxMinor: minor('room_round_payout_max_minor'),
    changedBy: ref('changed_by'),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Whether the room takes bets under this version (opening or closing is a version of its own). */
    isOpen: boolean('is_open').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.version] })],
);

/** What each room would pay in a round if every bet in it won. */
export const roundRoomExposure = pgTable(
  'round_room_exposure',
  {
    roundId: ref('round_id').notNull(),
    roomId: integer('room_id').notNull(),
    payoutMaxMinor: minor('payout_max_minor').notNull().default(0n),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.roomId] })],
);

export const roundStatuses = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'void'] as const;

export const rounds = pgTable('rounds', {
  id: id('id').primaryKey(),
  gameTypeId: integer('game_type_id').notNull(),
  issue: bigint('issue', { mode: 'number' }).notNull(),
  chainId: ref('chain_id').notNull(),
  chainIndex: integer('chain_index').notNull(),
  opensAt: at('opens_at').notNull(),
  closesAt: at('closes_at').notNull(),
  drawsAt: at('draws_at').notNull(),
  status: text('status', { enum: roundStatuses }).notNull().default('scheduled'),
  roundHash: text('round_hash'),
  numbers: smallint('numbers').array(),
  digitA: smallint('digit_a'),
  digitB: smallint('digit_b'),
  digitC: smallint('digit_c'),
  sum: smallint('sum'),
  drawnAt: at('drawn_at'),
  settledAt: at('settled_at'),
  /** When the round was voided (status 'void'): it is never drawn, its bets were refunded. */
  voidedAt: at('voided_at'),
  /** operator: voided by an operator before its beacon's time; beacon_missing: no valid beacon came. */
  voidReason: text('void_reason', { enum: VOID_REASONS }),
  /** The beacon that decides the round, fixed when it is created: its network and round. */
  beaconChainHash: text('beacon_chain_hash'),
  beaconRound: bigint('beacon_round', { mode: 'number' }),
  /** The beacon itself, stored once fetched and verified (null before, and for rounds drawn before beacons). */
  beaconSignature: text('beacon_signature'),
  beaconRandomness: text('beacon_randomness'),
});

export const bets = pgTable('bets', {
  id: id('id').primaryKey(),
  roundId: ref('round_id').notNull(),
  roomId: integer('room_id').notNull(),
  userId: ref('user_id').notNull(),
  betType: text('bet_type').notNull(),
  stakeMinor: minor('stake_minor').notNull(),
  odds: minor('odds').notNull(),
  requestKey: text('request_key').notNull(),
  itemNo: smallint('item_no').notNull(),
  turnoverMinor: minor('turnover_minor').notNull().default(0n),
  /** void: refunded because an operator voided its round. */
  status: text('status', { enum: ['placed', 'cancelled', 'void'] })
    .notNull()
    .default('placed'),
  createdAt: at('created_at').notNull().defaultNow(),
  cancelledAt: at('cancelled_at'),
  /** The room's rule version the bet was placed under, and settles under. */
  ruleVersion: integer('rule_version').notNull().default(1),
});

export const roundRoomSettlements = pgTable(
  'round_room_settlements',
  {
    roundId: ref('round_id').notNull(),
    roomId: integer('room_id').notNull(),
    rules: jsonb('rules').$type<StoredRoomRules>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.roomId] })],
);

export const roundPlayerResults = pgTable(
  'round_player_results',
  {
    roundId: ref('round_id').notNull(),
    roomId: integer('room_id').notNull(),
    userId: ref('user_id').notNull(),
    betCount: integer('bet_count').notNull(),
    stakeMinor: minor('stake_minor').notNull(),
    payoutMinor: minor('payout_minor').notNull(),
    refundMinor: minor('refund_minor').notNull(),
    settledAt: at('settled_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.roomId, table.userId] })],
);

export const chatMessages = pgTable('chat_messages', {
  id: id('id').primaryKey(),
  groupId: text('group_id').notNull(),
  userId: ref('user_id').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const realtimeKeys = pgTable('realtime_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// Money in and out (migration 0004_money.sql).

export const uploads = pgTable('uploads', {
  id: id('id').primaryKey(),
  publicId: text('public_id').notNull(),
  ownerId: ref('owner_id').notNull(),
  contentType: text('content_type', { enum: ['image/png', 'image/jpeg', 'image/webp'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storedName: text('stored_name').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const payChannels = pgTable('pay_channels', {
  id: serial('id').primaryKey(),
  payType: smallint('pay_type').$type<PayTypeValue>().notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  provider: text('provider'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  minMinor: minor('min_minor').notNull(),
  maxMinor: minor('max_minor').notNull(),
  presetAmountsMinor: minor('preset_amounts_minor').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const receivingAccounts = pgTable('receiving_accounts', {
  id: serial('id').primaryKey(),
  channelId: integer('channel_id').notNull(),
  label: text('label').notNull(),
  bankName: text('bank_name').notNull().default(''),
  holderName: text('holder_name').notNull().default(''),
  accountNo: text('account_no').notNull().default(''),
  usdtNetwork: text('usdt_network', { enum: ['TRC20', 'ERC20'] }),
  usdtAddress: text('usdt_address').notNull().default(''),
  qrImageId: text('qr_image_id'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const deposits = pgTable('deposits', {
  id: id('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  userId: ref('user_id').notNull(),
  channelId: integer('channel_id').notNull(),
  receivingAccountId: integer('receiving_account_id'),
  amountMinor: minor('amount_minor').notNull(),
  proofImageId: text('proof_image_id'),
  payerReference: text('payer_reference').notNull().default(''),
  provider: text('provider'),
  providerReference: text('provider_reference').notNull().default(''),
  status: text('status', { enum: depositStatuses }).notNull().default('pending'),
  requestKey: text('request_key'),
  reviewReason: text('review_reason').notNull().default(''),
  reviewedBy: ref('reviewed_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  settledAt: at('settled_at'),
  firstApprovedBy: ref('first_approved_by'),
  firstApprovedAt: at('first_approved_at'),
  attention: text('attention', { enum: depositAttentions }),
});

const bankCardColumns = () => ({
  realName: text('real_name').notNull(),
  bankName: text('bank_name').notNull(),
  cardNo: text('card_no').notNull(),
  mobile: text('mobile').notNull(),
  ifscCode: text('ifsc_code').notNull().default(''),
  openAddress: text('open_address').notNull().default(''),
  email: text('email').notNull().default(''),
});

export const bankCards = pgTable('bank_cards', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  ...bankCardColumns(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  // Withdrawals to it from this time: FAIR28_PAYOUT_HOLD_HOURS after it was bound or changed (0010).
  usableFrom: at('usable_from').notNull().defaultNow(),
});

export const bankCardChangeRequests = pgTable('bank_card_change_requests', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  ...bankCardColumns(),
  note: text('note').notNull().default(''),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  reviewReason: text('review_reason').notNull().default(''),
  reviewedBy: ref('reviewed_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  reviewedAt: at('reviewed_at'),
});

export const usdtAddresses = pgTable('usdt_addresses', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  network: text('network', { enum: ['TRC20', 'ERC20'] }).notNull(),
  address: text('address').notNull(),
  qrImageId: text('qr_image_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
  usableFrom: at('usable_from').notNull().defaultNow(),
});

export const withdrawals = pgTable('withdrawals', {
  id: id('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  userId: ref('user_id').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  feeMinor: minor('fee_minor').notNull(),
  destinationType: text('destination_type', { enum: ['bank', 'usdt'] }).notNull(),
  destinationName: text('destination_name').notNull(),
  destinationAccount: text('destination_account').notNull(),
  destinationHolder: text('destination_holder').notNull().default(''),
  status: text('status', { enum: ['pending', 'paid', 'rejected'] })
    .notNull()
    .default('pending'),
  requestKey: text('request_key'),
  reviewReason: text('review_reason').notNull().default(''),
  reviewedBy: ref('reviewed_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  reviewedAt: at('reviewed_at'),
  firstApprovedBy: ref('first_approved_by'),
  firstApprovedAt: at('first_approved_at'),
});

export const securityCodeFailures = pgTable('security_code_failures', {
  userId: ref('user_id').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: at('locked_until'),
});

export const operatorActions = pgTable('operator_actions', {
  id: id('id').primaryKey(),
  /** null: the server's command line (`npm run operator`). */
  operatorId: ref('operator_id'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: ref('target_id').notNull(),
  reason: text('reason').notNull().default(''),
  /** The record as it was before the action and after it; null where the action has no such record. */
  before: jsonb('before'),
  after: jsonb('after'),
  /** The operator's address; '' for the command line. */
  ip: text('ip').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const playerMessages = pgTable('player_messages', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  kind: text('kind').notNull(),
  args: text('args').array().notNull().default([]),
  note: text('note').notNull().default(''),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  readAt: at('read_at'),
});

export const balanceAdjustments = pgTable('balance_adjustments', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  direction: text('direction', { enum: adjustmentDirections }).notNull(),
  amountMinor: minor('amount_minor').notNull(),
  reason: text('reason').notNull(),
  requestedBy: ref('requested_by').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  status: text('status', { enum: adjustmentStatuses }).notNull().default('pending'),
  decidedBy: ref('decided_by'),
  decisionReason: text('decision_reason').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

// What players read and redeem (migration 0012_content_and_store.sql).

export const contentItems = pgTable('content_items', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: contentKinds }).notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  summaryZh: text('summary_zh').notNull().default(''),
  summaryEn: text('summary_en').notNull().default(''),
  bodyZh: text('body_zh').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  imageId: text('image_id'),
  link: text('link').notNull().default(''),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const richTextPages = pgTable(
  'rich_text_pages',
  {
    name: text('name').notNull(),
    language: text('language', { enum: writtenLanguages }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.language] })],
);

export const languagePacks = pgTable('language_packs', {
  language: text('language', { enum: writtenLanguages }).primaryKey(),
  entries: jsonb('entries').$type<Record<string, string>>().notNull().default({}),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const serviceChannels = pgTable('service_channels', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: serviceChannelKinds }).notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  link: text('link').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const storeGoods = pgTable('store_goods', {
  id: serial('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionZh: text('description_zh').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  imageId: text('image_id'),
  priceMinor: minor('price_minor').notNull(),
  stock: integer('stock').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const storeOrders = pgTable('store_orders', {
  id: id('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  userId: ref('user_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceMinor: minor('unit_price_minor').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  note: text('note').notNull().default(''),
  status: text('status', { enum: storeOrderStatuses }).notNull().default('pending'),
  idempotencyKey: text('idempotency_key').notNull(),
  decidedBy: ref('decided_by'),
  decisionReason: text('decision_reason').notNull().default(''),
  createdAt: at('created_at').notNull().defaultNow(),
  decidedAt: at('decided_at'),
});

export const supportConversations = pgTable('support_conversations', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  lastMessageId: ref('last_message_id'),
  lastMessageAt: at('last_message_at'),
  waitingSince: at('waiting_since'),
  playerReadId: ref('player_read_id').notNull().default(0),
  operatorReadId: ref('operator_read_id').notNull().default(0),
  playerTypingAt: at('player_typing_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  status: text('status', { enum: supportStatuses }).notNull().default('open'),
  assigneeId: ref('assignee_id'),
});

export const supportMessages = pgTable('support_messages', {
  id: id('id').primaryKey(),
  conversationId: ref('conversation_id').notNull(),
  sender: text('sender', { enum: supportSenders }).notNull(),
  operatorId: ref('operator_id'),
  text: text('text').notNull().default(''),
  imageId: text('image_id'),
  idempotencyKey: text('idempotency_key'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const supportNotes = pgTable('support_notes', {
  id: id('id').primaryKey(),
  conversationId: ref('conversation_id').notNull(),
  operatorId: ref('operator_id').notNull(),
  text: text('text').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const supportCannedReplies = pgTable('support_canned_replies', {
  id: id('id').primaryKey(),
  shortCode: text('short_code').notNull(),
  text: text('text').notNull(),
  updatedBy: ref('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const clientOptions = pgTable('client_options', {
  id: serial('id').primaryKey(),
  key: text('key').notNull(),
  value: text('value').notNull().default(''),
  isEnabled: boolean('is_enabled').notNull().default(true),
  pageConfig: jsonb('page_config'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const promotionTiers = pgTable('promotion_tiers', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: promotionKinds }).notNull(),
  level: smallint('level').notNull().default(1),
  minTurnoverMinor: minor('min_turnover_minor').notNull(),
  model: text('model', { enum: promotionModels }).notNull(),
  rateBp: integer('rate_bp').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const promotionDays = pgTable('promotion_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  settledAt: at('settled_at').notNull().defaultNow(),
});

export const promotionPayouts = pgTable('promotion_payouts', {
  id: id('id').primaryKey(),
  kind: text('kind', { enum: promotionKinds }).notNull(),
  userId: ref('user_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  turnoverMinor: minor('turnover_minor').notNull(),
  hedgedMinor: minor('hedged_minor').notNull().default(0n),
  rateBp: integer('rate_bp'),
  amountMinor: minor('amount_minor').notNull(),
  transferId: ref('transfer_id'),
  createdAt: at('created_at').notNull().defaultNow(),
  paidAt: at('paid_at'),
});

export const commissionLines = pgTable(
  'commission_lines',
  {
    payoutId: ref('payout_id').notNull(),
    inviteeId: ref('invitee_id').notNull(),
    level: smallint('level').notNull(),
    turnoverMinor: minor('turnover_minor').notNull(),
    netMinor: minor('net_minor').notNull(),
    model: text('model', { enum: promotionModels }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    commissionMinor: minor('commission_minor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.payoutId, table.inviteeId] })],
);

export const redPackets = pgTable('red_packets', {
  id: id('id').primaryKey(),
  roomId: integer('room_id').notNull(),
  totalMinor: minor('total_minor').notNull(),
  shareCount: integer('share_count').notNull(),
  message: text('message').notNull().default(''),
  commitment: text('commitment').notNull(),
  seedSealed: text('seed_sealed').notNull(),
  seedHex: text('seed_hex'),
  claimedCount: integer('claimed_count').notNull().default(0),
  claimedMinor: minor('claimed_minor').notNull().default(0n),
  returnedMinor: minor('returned_minor').notNull().default(0n),
  status: text('status', { enum: ['open', 'ended'] })
    .notNull()
    .default('open'),
  createdBy: ref('created_by').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  endedAt: at('ended_at'),
});

export const redPacketClaims = pgTable(
  'red_packet_claims',
  {
    packetId: ref('packet_id').notNull(),
    seq: integer('seq').notNull(),
    userId: ref('user_id').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    transferId: ref('transfer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.packetId, table.seq] })],
);

export const roomPresence = pgTable(
  'room_presence',
  {
    userId: ref('user_id').notNull(),
    roomId: integer('room_id').notNull(),
    joinedAt: at('joined_at').notNull(),
    seenAt: at('seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roomId] })],
);

export const playLimits = pgTable(
  'play_limits',
  {
    userId: ref('user_id').notNull(),
    kind: text('kind', { enum: playLimitKeys }).notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export const playSettings = pgTable('play_settings', {
  userId: ref('user_id').primaryKey(),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: at('updated_at').notNull(),
});

export const playBreaks = pgTable('play_breaks', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  kind: text('kind', { enum: playBreakKinds }).notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const playSessions = pgTable('play_sessions', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  startedAt: at('started_at').notNull(),
  lastAt: at('last_at').notNull(),
});

export const autoBetPlans = pgTable('auto_bet_plans', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  name: text('name').notNull(),
  items: jsonb('items').notNull(),
  rounds: integer('rounds').notNull(),
  stopLossMinor: minor('stop_loss_minor').notNull(),
  stopWinMinor: minor('stop_win_minor').notNull(),
  progression: text('progression', { enum: planProgressions }).notNull(),
  maxSteps: smallint('max_steps').notNull(),
  status: text('status', { enum: planStatuses }).notNull().default('idle'),
  roomId: integer('room_id'),
  runNo: integer('run_no').notNull().default(0),
  startedAt: at('started_at'),
  stoppedAt: at('stopped_at'),
  stopReason: text('stop_reason', { enum: planStopReasons }),
  stopCode: text('stop_code'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const autoBetRounds = pgTable(
  'auto_bet_rounds',
  {
    planId: ref('plan_id').notNull(),
    runNo: integer('run_no').notNull(),
    roundId: ref('round_id').notNull(),
    issue: ref('issue').notNull(),
    requestKey: text('request_key').notNull(),
    step: smallint('step').notNull(),
    stakeMinor: minor('stake_minor').notNull(),
    returnMinor: minor('return_minor'),
    placedAt: at('placed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.runNo, table.roundId] })],
);

// Web Push (migration 0031_push.sql).

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id('id').primaryKey(),
  userId: ref('user_id').notNull(),
  sessionId: ref('session_id').notNull(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  // The language the device's app shows, Traditional Chinese too: its pushes are written in it.
  language: text('language', { enum: languages }).notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const pushMutedKinds = pgTable(
  'push_muted_kinds',
  {
    userId: ref('user_id').notNull(),
    kind: text('kind', { enum: pushKindNames as [PushKind, ...PushKind[]] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export const pushOutbox = pgTable('push_outbox', {
  id: id('id').primaryKey(),
  subscriptionId: ref('subscription_id').notNull(),
  kind: text('kind', { enum: pushKindNames as [PushKind, ...PushKind[]] }).notNull(),
  args: jsonb('args').$type<PushArg[]>().notNull(),
  createdAt: at('created_at').notNull(),
  nextAt: at('next_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

export const pushRealityChecks = pgTable('push_reality_checks', {
  playSessionId: ref('play_session_id').primaryKey(),
  checks: integer('checks').notNull(),
});
