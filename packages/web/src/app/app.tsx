// The app's providers around the router: TanStack Query, and antd-mobile's built-in words in the
// current language (for components and for imperative toasts and dialogs alike).

import type { Language } from '@fair28/shared/protocol';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider, { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { queryClient } from '../lib/query-client';
import { RouterProvider } from '../lib/router/router-context';
import { AppRoutes, router } from './router';

const locales: Record<Language, typeof enUS> = { en: enUS, zh: zhCN, 'zh-TW': zhTW };

export function App() {
  const { language } = useTranslation();
  const locale = locales[language];
  useEffect(() => {
    setDefaultConfig({ locale });
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <RouterProvider router={router}>
          <AppRoutes />
        </RouterProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
