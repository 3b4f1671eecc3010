// Whether the first screen is up (lib/first-screen.ts): what it does not show waits for this, so the
// calls it does show go first on a slow phone network.

import { useEffect, useState } from 'react';
import { firstScreenUp, isFirstScreenUp } from '../lib/first-screen';

export function useFirstScreenUp(): boolean {
  const [isUp, setIsUp] = useState(isFirstScreenUp);
  useEffect(() => {
    if (isUp) return;
    let isMounted = true;
    void firstScreenUp.then(() => {
      if (isMounted) setIsUp(true);
    });
    return () => {
      isMounted = false;
    };
  }, [isUp]);
  return isUp;
}
