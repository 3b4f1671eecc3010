// Drizzle table definitions, mirroring the SQL migrations (which are the source of truth for the database).
import { bigint, bigserial, boolean, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const id = (name: string) => bigserial(name, { mode: 'number' });
const ref = (name: string) => bigint(name, { mode: 'number' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: id('id').primaryKey(),
  account: text('account').notNull(),
  passwordHash: text('password_hash').notNull(),
  securityCodeHash: text('security_code_hash'),
  role: text('role', { enum: ['player', 'agent', 'operator'] })
    .notNull()
    .default('player'),
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
});

export const ledgerAccountKinds = ['wallet', 'withdrawal_hold', 'house', 'deposit_clearing', 'fees'] as const;
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
