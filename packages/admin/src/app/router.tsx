// Hash routes (the build runs under /admin/ or any base path): the sign-in page, then every page of the
// route table inside the console's frame.
import { Result } from 'antd';
import { createHashRouter, Navigate } from 'react-router-dom';
import { SignInPage } from '../features/access/pages/sign-in-page';
import { useT } from '../i18n/labels';
import { ConsoleLayout, RoutePage } from './console-layout';
import { consoleRoutes } from './routes';

function NotFound() {
  const t = useT();
  return <Result status="404" title="404" subTitle={t('app.notFound')} />;
}

export const router = createHashRouter([
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <Navigate to="/reviews/deposits" replace /> },
      ...consoleRoutes.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
]);
