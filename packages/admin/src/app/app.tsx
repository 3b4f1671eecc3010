// The console's providers around the router: TanStack Query and antd in the operator's language.
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { antdLocale } from '../i18n/labels';
import { useLanguage } from '../i18n/language';
import { router } from './router';

export function App() {
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale(language)}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
