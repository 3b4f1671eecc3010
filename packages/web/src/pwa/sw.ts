/// <reference lib="webworker" />
// The player app's service worker (vite.config.ts builds it with vite-plugin-pwa's injectManifest): the
// app shell precached, so a returning player's home shows from the phone and the app opens offline onto
// its network error page (spec §8); a new version waits until the player takes it (pwa/update.ts); and
// Web Push: a push from the server shows as a notification, and a tap opens the app at its page.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { notificationOf, SKIP_WAITING } from './push-message';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open app at once, so it works offline from the first visit on; a later one
// waits for the player (the update banner), then takes over as it reloads.
clientsClaim();

// The app is one page with hash routes: opening it, at its scope or by its index.html, is that page from
// the cache. Nothing else is: the console at admin/, the API, the sandbox pay page and images go to the
// network as ever.
const scope = new URL(self.registration.scope).pathname;
const appPage = new RegExp(`^${scope.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(index\\.html)?$`);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [appPage] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const shown = notificationOf(event.data?.text() ?? '', self.registration.scope);
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

// A tap opens the push's page in the app's window when one is open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? self.registration.scope;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
