import { Navigate, type RouteObject } from 'react-router';
import { t } from './messages';
import { GetQuotePage } from './quote/GetQuotePage';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';
import type { PageMeta } from './shell/pageMeta';
import { RouteCrash } from './shell/RouteCrash';

const page = (meta: PageMeta): PageMeta => meta;

/**
 * The app's routes (spec 02 §2, spec 03 §2). Decision: until view history exists, "/" opens the
 * standalone quote, the one screen a visitor can use today.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteCrash />,
    children: [
      { index: true, element: <Navigate to="/get-quote" replace /> },
      { path: 'get-quote', element: <GetQuotePage />, handle: page({ title: t('getQuote.title') }) },
      { path: '*', element: <NotFoundPage />, handle: page({ title: t('notFound.title'), public: true }) },
    ],
  },
];
