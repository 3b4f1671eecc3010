// Registers the service worker (pwa/sw.ts) once the first screen is up (app/router.tsx loads this then), so
// its precache never competes with the first screen's downloads. A new version found later (at a start, or
// by the hourly check of an app left open all day) installs beside the running one and waits for the
// player: the update banner offers it, and taking it reloads the app onto it.
import { Workbox } from 'workbox-window';
import { updateWaiting } from './update-state';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (workbox || !('serviceWorker' in navigator) || import.meta.env.DEV) return undefined;
  workbox = new Workbox('./sw.js', { scope: './' });
  const current = workbox;
  current.addEventListener('waiting', () => {
    updateWaiting(() => {
      current.addEventListener('controlling', () => window.location.reload());
      current.messageSkipWaiting();
    });
  });
  const registration = await current.register().catch(() => undefined);
  if (registration) setInterval(() => void current.update().catch(() => undefined), UPDATE_CHECK_MS);
  return registration;
}
