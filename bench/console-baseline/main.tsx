// The yardstick for the operator console's first load: the same libraries, bare, in one chunk — React,
// the antd components a console layout, its list pages and forms use, the router, TanStack Query and zod.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  ConfigProvider,
  Drawer,
  Form,
  Input,
  Layout,
  Menu,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { z } from 'zod';

const ZRow = z.object({ id: z.number(), name: z.string() });

function Page() {
  const query = useQuery({ queryKey: ['x'], queryFn: async () => [ZRow.parse({ id: 1, name: 'Hello' })] });
  return (
    <ConfigProvider>
      <App>
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Sider>
            <Menu items={[{ key: 'a', label: 'a' }]} />
          </Layout.Sider>
          <Layout.Content>
            <Card title="list" extra={<Button>go</Button>}>
              <Alert type="info" title="x" />
              <Space>
                <Select options={[{ value: 'a', label: 'a' }]} />
                <Statistic value={1} />
                <Tag>x</Tag>
              </Space>
              <Form>
                <Form.Item name="account">
                  <Input />
                </Form.Item>
              </Form>
              <Table
                rowKey="id"
                dataSource={query.data ?? []}
                columns={[{ dataIndex: 'name', title: 'name' }]}
              />
              <Drawer open={false} />
            </Card>
          </Layout.Content>
        </Layout>
      </App>
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
