// The frame of every signed-in page: the nav from the route table (only what the role holds), the header
// with the operator, the language and sign-out, and the page itself. A one-time password is changed here
// before anything else is shown.
import { LogoutOutlined } from '@ant-design/icons';
import { languageNames, type WrittenLanguage, writtenLanguages } from '@fair28/shared';
import { Button, Layout, Menu, type MenuProps, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { holds, useMe } from '../api/staff/get-me';
import { useSignOut } from '../api/staff/sign-out';
import { ChangePasswordPage } from '../features/access/pages/change-password-page';
import { useIdleSignOut } from '../hooks/use-idle-sign-out';
import { type Label, useT } from '../i18n/labels';
import { saveLanguage, useLanguage } from '../i18n/language';
import { useHasSession } from '../lib/session';
import { type ConsoleRoute, consoleRoutes } from './routes';

type MenuItem = Required<MenuProps>['items'][number];

function navItems(routes: ConsoleRoute[], t: (label: Label) => string): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<Label, MenuItem[]>();
  for (const route of routes) {
    const item = { key: `/${route.path}`, icon: route.icon, label: t(route.label) };
    if (!route.group) {
      items.push(item);
      continue;
    }
    let children = groups.get(route.group);
    if (!children) {
      children = [];
      groups.set(route.group, children);
      items.push({ key: route.group, label: t(route.group), type: 'group', children });
    }
    children.push(item);
  }
  return items;
}

export function ConsoleLayout() {
  const t = useT();
  const language = useLanguage();
  const hasSession = useHasSession();
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  useIdleSignOut(hasSession);
  const visible = useMemo(
    () =>
      consoleRoutes.filter(
        (route) => !route.isHidden && (!route.permission || holds(me.data, route.permission)),
      ),
    [me.data],
  );
  const items = useMemo(() => navItems(visible, t), [visible, t]);

  if (!hasSession) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  // A profile once read stays: a failed refetch (the line dropped a moment) does not take the console away.
  if (!me.data) {
    if (me.isPending) return <Spin fullscreen />;
    return (
      <Result
        status="error"
        title={t('error.unexpected')}
        extra={[
          <Button key="retry" type="primary" onClick={() => void me.refetch()}>
            {t('common.retry')}
          </Button>,
          <Button key="signOut" onClick={() => signOut()}>
            {t('app.signOut')}
          </Button>,
        ]}
      />
    );
  }
  if (me.data.mustChangePassword) return <ChangePasswordPage />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The nav stays in place while the page scrolls, and scrolls on its own when it is the taller: the
          page is then never longer than its content (scrolled past a short page, the content left the
          window and only the nav was there). */}
      <Layout.Sider
        width={220}
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', scrollbarWidth: 'thin' }}
      >
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={[location.pathname]}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: 'transparent',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
          }}
        >
          <Space size="middle">
            <span>
              {me.data.account} <Tag>{t(`role.${me.data.role}`)}</Tag>
            </span>
            <Select<WrittenLanguage>
              aria-label={t('app.language')}
              value={language}
              onChange={(value) => void saveLanguage(value)}
              options={writtenLanguages.map((value) => ({ value, label: languageNames[value] }))}
              style={{ width: 110 }}
            />
            <Button icon={<LogoutOutlined />} onClick={() => signOut()}>
              {t('app.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: '0 24px 24px' }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** A page the operator's role does not hold: the server would refuse its calls, so say so at once. */
export function RoutePage({ route }: { route: ConsoleRoute }) {
  const t = useT();
  const me = useMe();
  if (route.permission && !holds(me.data, route.permission)) {
    return <Result status="403" title="403" subTitle={t('app.noAccess')} />;
  }
  const Page = route.page;
  return <Page />;
}
