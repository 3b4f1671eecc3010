// The entry route (spec §4): probe the lines, then home with a stored session or login without one.
// When no line answers, the error page says whether the device or the servers are unreachable.

import { useEffect } from 'react';
import { startUp } from '@/api/client';
import { Splash } from '@/components/ui/splash';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { redirectTo } from '@/lib/navigation';
import { hasSession } from '@/lib/session';

export function StartupPage() {
  const { t } = useTranslation();
  useEffect(() => {
    let isCurrent = true;
    startUp().then(
      () => {
        if (isCurrent) void redirectTo(hasSession() ? routes.home.path : routes.login.path);
      },
      () => {
        if (!isCurrent) return;
        void redirectTo(routes.error.path, { type: navigator.onLine === false ? 'network' : 'server' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return <Splash message={t('startup.connecting')} />;
}
