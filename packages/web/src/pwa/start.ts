// The installable app's start, once the first screen is up (app/router.tsx): the service worker
// registered (pwa/service-worker.ts), then this device's push subscription kept current.
import { keepSubscriptionCurrent } from './push-subscription';
import { registerServiceWorker } from './service-worker';

export async function startInstallableApp(): Promise<void> {
  await registerServiceWorker();
  keepSubscriptionCurrent();
}
