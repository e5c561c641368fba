import { Navigate, type RouteObject } from 'react-router';
import { GuestLandingPage } from './account/GuestLandingPage';
import { InvalidResetLinkPage } from './account/InvalidResetLinkPage';
import { ResetPasswordPage } from './account/ResetPasswordPage';
import { SignInPage } from './account/SignInPage';
import { SignUpPage } from './account/SignUpPage';
import { UserSettingsPage } from './account/UserSettingsPage';
import { t } from './messages';
import { GetQuotePage } from './quote/GetQuotePage';
import { Layout } from './shell/Layout';
import { NotFoundPage } from './shell/NotFoundPage';
import type { PageMeta } from './shell/pageMeta';
import { RouteCrash } from './shell/RouteCrash';
import { UsersPage } from './users/UsersPage';

const page = (meta: PageMeta): PageMeta => meta;

/**
 * The app's routes (spec 02 §2, spec 03 §2); who may open each is decided by core's route access
 * (spec 03 §6) in the Layout. Decision: until view history exists, "/" opens the standalone quote.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteCrash />,
    children: [
      { index: true, element: <Navigate to="/get-quote" replace /> },
      { path: 'get-quote', element: <GetQuotePage />, handle: page({ title: t('getQuote.title') }) },
      { path: 'sign-in', element: <SignInPage />, handle: page({ title: t('signIn.title'), public: true }) },
      { path: 'sign-up', element: <SignUpPage />, handle: page({ title: t('signUp.title'), public: true }) },
      {
        path: 'guest-landing',
        element: <GuestLandingPage />,
        handle: page({ title: t('guestLanding.title'), public: true }),
      },
      {
        path: 'reset-password',
        element: <ResetPasswordPage />,
        handle: page({ title: t('reset.title'), public: true }),
      },
      {
        path: 'invalid-reset-link',
        element: <InvalidResetLinkPage />,
        handle: page({ title: t('invalidLink.title'), public: true }),
      },
      { path: 'user-settings', element: <UserSettingsPage />, handle: page({ title: t('settings.title') }) },
      { path: 'users', element: <UsersPage />, handle: page({ title: t('users.title'), noPadding: true }) },
      { path: '*', element: <NotFoundPage />, handle: page({ title: t('notFound.title'), public: true }) },
    ],
  },
];
