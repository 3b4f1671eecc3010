// Hash routes (the build runs under /admin/ or any base path): the sign-in page, then every page of the
// route table inside the console's frame.
import { Button, Result } from 'antd';
import { createHashRouter, Navigate } from 'react-router-dom';
import { SignInPage } from '../features/access/pages/sign-in-page';
import { useT } from '../i18n/labels';
import { ConsoleLayout, RoutePage } from './console-layout';
import { consoleRoutes } from './routes';

function NotFound() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('app.notFound')} />;
}

/**
 * What a page that failed to render or load shows (most often its code could not be fetched: the line
 * dropped, or a new release replaced it): the reason and a reload, never the router's developer page.
 */
function PageError() {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t('app.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('app.reload')}
        </Button>
      }
    />
  );
}

export const router = createHashRouter([
  { path: '/sign-in', element: <SignInPage />, errorElement: <PageError /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    errorElement: <PageError />,
    children: [
      { index: true, element: <Navigate to="/reviews/deposits" replace /> },
      ...consoleRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
