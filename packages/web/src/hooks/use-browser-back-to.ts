// A page another site sends the player to (the payment provider's return) has that site behind it in
// the browser's history: the phone's back button would reopen the payment page. On such a page, and only
// when the app has no page of its own behind it, back goes to `path` in the app instead.

import { useEffect } from 'react';
import { canGoBack, reLaunch } from '../lib/navigation';

export function useBrowserBackTo(path: string, isArrivalFromOutside: boolean): void {
  useEffect(() => {
    if (!isArrivalFromOutside || canGoBack()) return;
    // A copy of this entry on top: back lands on the original, where the app takes over.
    window.history.pushState(window.history.state, '', window.location.href);
    const onBack = () => void reLaunch(path);
    window.addEventListener('popstate', onBack, { once: true });
    return () => window.removeEventListener('popstate', onBack);
  }, [path, isArrivalFromOutside]);
}
