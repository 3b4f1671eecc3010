// The guard of one money action of the player app (@fair28/client submitGuard): busy from the first tap
// while its confirmation or its call is open, one idempotency key per intent, and its dialogs close when
// the form leaves the screen (navigating away unmounts it).

import { type SubmitGuard, submitGuard } from '@fair28/client';
import { useEffect, useRef, useState } from 'react';

/** The guard of a form's money action, for as long as the form is on screen; `isBusy` drives its button. */
export function useGuardedSubmit() {
  const [isBusy, setIsBusy] = useState(false);
  const guard = useRef<SubmitGuard | null>(null);
  guard.current ??= submitGuard(setIsBusy);
  const current = guard.current;
  useEffect(() => {
    current.open();
    return () => current.close();
  }, [current]);
  return { isBusy, run: current.run };
}
