// Whether a new version of the app is installed and waiting (pwa/service-worker.ts says so), and how to
// take it: what the update banner shows. A few lines in the first screen; the registration loads later.

type Listener = () => void;

let takeUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

/** A new version waits; `take` activates it and reloads the app onto it. */
export function updateWaiting(take: () => void): void {
  takeUpdate = take;
  for (const listener of listeners) listener();
}

export function isUpdateWaiting(): boolean {
  return takeUpdate !== null;
}

export function takeWaitingUpdate(): void {
  takeUpdate?.();
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
