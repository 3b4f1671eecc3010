// Who may do what: the user roles, the named permissions of the operator calls, and which staff role holds
// which. The server enforces this table (registerCall) and the console shows or hides its pages by it.

/** Players and agents play with their own money; they hold no permission. */
export const playerRoles = ['player', 'agent'] as const;
/** Staff accounts, made by `npm run operator`: they never bet, top up or withdraw. */
export const staffRoles = ['admin', 'finance', 'support'] as const;
export const userRoles = [...playerRoles, ...staffRoles] as const;

export type PlayerRole = (typeof playerRoles)[number];
export type StaffRole = (typeof staffRoles)[number];
export type UserRole = (typeof userRoles)[number];

export const permissions = [
  /** Read top-ups, withdrawals and balance adjustments, and the top-up catalogue. */
  'money.read',
  /** Decide top-ups and withdrawals, and make or decide balance adjustments. */
  'money.review',
  /** Change the top-up catalogue: pay channels and the accounts players pay into. */
  'payments.manage',
  /** Decide bank card change requests: where a player's withdrawals are paid. */
  'cards.review',
  /** Read players' records: search, profiles, risk flags, bank card change requests, certificates and QR images. */
  'players.read',
  /** Freeze and unfreeze a player (ending their sessions and sockets), and give them a one-time password. */
  'players.manage',
  /** Turn off a player's two-step sign-in (a lost phone): their password alone signs them in again. */
  'players.resetTwoFactor',
  /** Read the audit log of every operator action. */
  'audit.read',
  /** The staff accounts: their roles, status and whether they still have a one-time password. */
  'operators.manage',
  /** Game types, rooms and their versions, the round monitor (stakes and exposure) and past rounds. */
  'games.read',
  /** A room's odds, 13/14 rules, straights, bet limits, exposure caps and opening (a new version, next round on). */
  'rooms.manage',
  /** Void an undrawn round, refunding every bet in it: the only intervention there is on a round. */
  'rounds.void',
  /** What players read: banners, notices, events, rich-text pages, language packs, service channels. */
  'content.manage',
  /** The store: goods, their stock and price, and fulfilling or cancelling players' orders. */
  'store.manage',
  /** Customer service: read players' conversations and answer them. */
  'support.answer',
  /** Commission and rebate tiers, the promotions budget, and sending red packets from it. */
  'promotions.manage',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * Admin manages operators and may do everything; finance decides money; support answers players and
 * reads. A bank card change redirects payouts, so it is decided by those who decide money. Freezing a
 * player and resetting their password are customer service's daily work (a player locked out, an account
 * reported stolen), and move no money, so support holds them beside admin. Turning off a player's two-step
 * sign-in leaves their money to the password alone, which support can hand out: only admin holds it. Voiding a round moves every
 * stake in it and changes the game, so only admin holds it. Finance reads games and rounds: the round
 * monitor's stakes and exposure are money.
 */
export const rolePermissions: Readonly<Record<StaffRole, readonly Permission[]>> = {
  admin: permissions,
  finance: [
    'money.read',
    'money.review',
    'payments.manage',
    'cards.review',
    'players.read',
    'audit.read',
    'games.read',
    'store.manage',
  ],
  support: ['money.read', 'players.read', 'players.manage', 'content.manage', 'support.answer'],
};

export function isStaffRole(role: UserRole): role is StaffRole {
  return (staffRoles as readonly UserRole[]).includes(role);
}

export function isPlayerRole(role: UserRole): role is PlayerRole {
  return (playerRoles as readonly UserRole[]).includes(role);
}

/** The permissions of a role, in the table's order; none for players and agents. */
export function permissionsOf(role: UserRole): readonly Permission[] {
  return isStaffRole(role) ? rolePermissions[role] : [];
}

export function roleHolds(role: UserRole, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}
