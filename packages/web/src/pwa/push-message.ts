// What the service worker shows for a push (shared's TPushMessage, decrypted by the browser): its title
// and body as the server worded them in the device's language, the app's icon, and the page a tap opens.
// Read without zod (the worker stays small); a push that is no such message shows the app's name.
import { type PushKind, pushKinds, type TPushMessage } from '@fair28/shared/push-kinds';

/**
 * The type of the message the page sends a waiting worker when the player takes the new version
 * (workbox-window's messageSkipWaiting, pwa/service-worker.ts).
 */
export const SKIP_WAITING = 'SKIP_WAITING';

export type ShownNotification = {
  title: string;
  options: NotificationOptions & { data: { url: string; kind: PushKind | null } };
};

function parse(text: string): TPushMessage | null {
  try {
    const message = JSON.parse(text) as Partial<TPushMessage>;
    if (typeof message.title !== 'string' || typeof message.body !== 'string') return null;
    if (typeof message.kind !== 'string' || !Object.hasOwn(pushKinds, message.kind)) return null;
    return message as TPushMessage;
  } catch {
    return null;
  }
}

/** The notification for a push's text, with addresses under the worker's `scope`. */
export function notificationOf(text: string, scope: string): ShownNotification {
  const message = parse(text);
  const icon = new URL('icons/icon-192.png', scope).href;
  const badge = new URL('icons/badge-96.png', scope).href;
  if (!message) {
    return { title: 'fair28', options: { icon, badge, data: { url: scope, kind: null } } };
  }
  // The route is the kind's own (the table in shared), never an address a push could choose.
  const url = new URL(`#${pushKinds[message.kind].opens}`, scope).href;
  return {
    title: message.title,
    options: {
      body: message.body,
      icon,
      badge,
      // One notification per push: the same push delivered twice shows once.
      tag: `${message.kind}-${message.id}`,
      lang: '',
      data: { url, kind: message.kind },
    },
  };
}
