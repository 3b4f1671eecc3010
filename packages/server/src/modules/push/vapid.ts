// The server's VAPID key pair (RFC 8292), which push services know it by: FAIR28_VAPID_PUBLIC_KEY and
// FAIR28_VAPID_PRIVATE_KEY, or, outside production (which refuses to start without them), a pair made once
// per database and kept there, so every node on it signs alike and subscriptions outlive a restart.
import webPush from 'web-push';
import { keepKey } from '../../db/kept-keys';
import { perApp } from '../../kernel/per-app';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_NAME = 'vapid';

export const vapidKeys = perApp(async (ctx): Promise<VapidKeys> => {
  if (ctx.config.push.vapidKeys) return ctx.config.push.vapidKeys;
  const made = webPush.generateVAPIDKeys();
  const kept = await keepKey(ctx.db.orm, KEY_NAME, `${made.publicKey}.${made.privateKey}`);
  const [publicKey = '', privateKey = ''] = kept.split('.');
  return { publicKey, privateKey };
});
