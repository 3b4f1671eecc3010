// The devices a player signs in on. A browser keeps the random device token its first sign-in gave it; with
// it the next sign-in of the account is on a known device, without it a new one, which the player is told
// about once the account knew another. A device that passed the two-step code is trusted for
// FAIR28_TRUSTED_DEVICE_DAYS.

import type { Executor } from '../../db/database';
import { hashToken, newSessionToken } from '../../infra/secrets';
import type { AppContext } from '../../kernel/context';
import * as notifications from '../notifications/service';
import * as push from '../push/service';
import { deviceName } from './device-names';
import * as deviceQueries from './device-queries';

const DAY_MS = 86_400_000;

export type Client = { ip: string; userAgent: string };

/** The user's device that presents `deviceToken`, if it is one of theirs. */
export async function knownDevice(
  db: Executor,
  userId: number,
  deviceToken: string | undefined,
): Promise<deviceQueries.DeviceRow | undefined> {
  return deviceToken ? deviceQueries.findDevice(db, userId, hashToken(deviceToken)) : undefined;
}

export function isTrusted(device: deviceQueries.DeviceRow | undefined, now: Date): boolean {
  return device?.trustedUntil != null && device.trustedUntil > now;
}

/**
 * The device a session starts on; a new one with the token its browser is to keep, and whether the account
 * knew other devices before it.
 */
export type SignInDevice = { id: number; isNew: boolean; hadOthers?: boolean; newToken?: string };

/**
 * The device a session starts on: the known one (seen now; the browser keeps its token) or a new one.
 * `hasPassedCode`: it has just passed the two-step code, so it is trusted from now on.
 */
export async function signInDevice(
  ctx: Pick<AppContext, 'config' | 'now'>,
  tx: Executor,
  userId: number,
  known: deviceQueries.DeviceRow | undefined,
  hasPassedCode: boolean,
): Promise<SignInDevice> {
  const now = ctx.now();
  const trustedUntil =
    hasPassedCode && ctx.config.trustedDeviceDays > 0
      ? new Date(now.getTime() + ctx.config.trustedDeviceDays * DAY_MS)
      : undefined;
  if (known) {
    await deviceQueries.updateDevice(tx, known.id, {
      lastSeenAt: now,
      ...(trustedUntil ? { trustedUntil } : {}),
    });
    return { id: known.id, isNew: false };
  }
  const hadOthers = await deviceQueries.hasDevices(tx, userId);
  const token = newSessionToken();
  const device = await deviceQueries.insertDevice(tx, {
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    trustedUntil: trustedUntil ?? null,
  });
  return { id: device.id, isNew: true, hadOthers, newToken: token };
}

/**
 * A sign-in on a device the account had not used: the player's system message, written in the sign-in's
 * transaction. The one place this event is announced to the player, by every channel there is.
 */
export async function announceNewDeviceSignIn(
  tx: Executor,
  userId: number,
  client: Client,
  at: Date,
): Promise<void> {
  const args = [deviceName(client.userAgent), client.ip];
  await notifications.notifyPlayer(tx, userId, 'newDeviceSignIn', args);
  await push.pushToPlayer(tx, userId, { kind: 'newDeviceSignIn', args }, at);
}
