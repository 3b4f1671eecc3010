// The yardstick for the player app's first load: the same libraries, bare, in one chunk — React, the
// antd-mobile components a mobile shell and its forms use, the router, TanStack Query, i18next and zod.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  Button,
  ConfigProvider,
  Dialog,
  ErrorBlock,
  Form,
  Input,
  List,
  NavBar,
  PullToRefresh,
  SafeArea,
  SpinLoading,
  TabBar,
  Toast,
} from 'antd-mobile';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod';

const ZLogin = z.object({ account: z.string().min(1), password: z.string().min(8) });
void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } });

function Page() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['x'], queryFn: async () => ZLogin.safeParse({}).success });
  return (
    <ConfigProvider>
      <NavBar>{t('hello')}</NavBar>
      <PullToRefresh onRefresh={async () => undefined}>
        <List>
          <List.Item>{String(query.data)}</List.Item>
        </List>
        <Form footer={<Button onClick={() => void Toast.show('x')}>go</Button>}>
          <Form.Item name="account">
            <Input />
          </Form.Item>
        </Form>
        <Button onClick={() => void Dialog.confirm({ content: 'x' })}>confirm</Button>
        <ErrorBlock status="empty" />
        <SpinLoading />
      </PullToRefresh>
      <TabBar>
        <TabBar.Item key="a" title="a" />
      </TabBar>
      <SafeArea position="bottom" />
    </ConfigProvider>
  );
}

const router = createHashRouter([{ path: '/', element: <Page /> }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
