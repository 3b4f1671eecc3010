// This device's Web Push subscription, the browser's side: whether the browser can take pushes at all,
// whether the player allowed them, subscribing with the server's VAPID key and leaving. The server keeps
// a subscription under the session signed in on the device, in the language the app shows, so the app
// sends it again at each start and after a language switch (keepSubscriptionCurrent).
import { playerCallRoutes } from '@fair28/shared';
import { request } from '../api/client';
import { onLanguageChange } from '../i18n/i18n';
import { hasSession, onSessionSaved } from '../lib/session';

/**
 * `unsupported`: no service worker, Push API or notifications here (an iPhone's Safari outside the home
 * screen, a private window), or the app's worker is not installed; otherwise the notification permission.
 */
export type PushAvailability = 'unsupported' | NotificationPermission;

export type SubscriptionFields = { endpoint: string; p256dh: string; auth: string };

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  return navigator.serviceWorker.getRegistration().catch(() => undefined);
}

export async function pushAvailability(): Promise<PushAvailability> {
  return (await registration()) ? Notification.permission : 'unsupported';
}

const base64Url = (buffer: ArrayBuffer | null) =>
  btoa(String.fromCharCode(...new Uint8Array(buffer ?? new ArrayBuffer(0))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

export function subscriptionFields(subscription: PushSubscription): SubscriptionFields {
  return {
    endpoint: subscription.endpoint,
    p256dh: base64Url(subscription.getKey('p256dh')),
    auth: base64Url(subscription.getKey('auth')),
  };
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export class PushRefused extends Error {
  constructor(readonly availability: PushAvailability) {
    super(`notifications ${availability}`);
  }
}

/**
 * Asks the player's permission (the browser's own prompt) and subscribes this device with the server's
 * key, renewing a subscription made with another key; the server is told by the caller.
 */
export async function subscribeDevice(publicKey: string): Promise<SubscriptionFields> {
  const worker = await registration();
  if (!worker) throw new PushRefused('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused(permission);
  const key = bytesOf(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  const usedKey = subscription?.options.applicationServerKey;
  if (subscription && (!usedKey || base64Url(usedKey) !== publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscriptionFields(subscription);
}

/** Leaves push on this device; answers the endpoint the server should forget. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

async function resend(): Promise<void> {
  if (!hasSession() || (await pushAvailability()) !== 'granted') return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await request(playerCallRoutes.pushSubscribe, subscriptionFields(subscription), { showLoading: false });
}

let isFollowing = false;

/**
 * Tells the server this device's subscription now (under the session signed in here, in the language
 * shown), after each language switch and after each login, so pushes follow who is signed in and what
 * they read.
 */
export function keepSubscriptionCurrent(): void {
  if (isFollowing) return;
  isFollowing = true;
  void resend().catch(() => undefined);
  onLanguageChange(() => void resend().catch(() => undefined));
  onSessionSaved(() => void resend().catch(() => undefined));
}
