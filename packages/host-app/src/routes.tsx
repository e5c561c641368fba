import { t } from './messages';
import type { RouteObject } from './router';
import { Layout } from './shell/Layout';
import type { PageMeta } from './shell/pageMeta';
import { RouteCrash } from './shell/RouteCrash';

const page = (meta: PageMeta): PageMeta => meta;

/**
 * Each page is its own chunk, loaded when its route opens (issue 8: one 460 KB file served every
 * page); the shell (Layout, header, dialogs' triggers) is in the entry.
 *
 * The app's routes (spec 02 §2, spec 03 §2); who may open each is decided by core's route access
 * (spec 03 §6) in the Layout. "/" is home: view history for a signed-in account (spec 02 §2: "/ and
 * /view-history, same screen"), the quote for a visitor or a guest (shell/HomePage).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteCrash />,
    children: [
      {
        index: true,
        lazy: () => import('./shell/HomePage').then((m) => ({ Component: m.HomePage })),
        handle: page({ title: t('home.title') }),
      },
      {
        path: 'view-history',
        lazy: () => import('./history/ViewHistoryPage').then((m) => ({ Component: m.ViewHistoryPage })),
        handle: page({ title: t('history.title') }),
      },
      {
        path: 'get-quote',
        lazy: () => import('./quote/GetQuotePage').then((m) => ({ Component: m.GetQuotePage })),
        handle: page({ title: t('getQuote.title') }),
      },
      {
        path: 'prepare-shipment',
        lazy: () =>
          import('./prepare/PrepareShipmentPage').then((m) => ({ Component: m.PrepareShipmentPage })),
        handle: page({ title: t('prepare.pageTitle') }),
      },
      {
        path: 'draft/:id',
        lazy: () =>
          import('./prepare/PrepareShipmentPage').then((m) => ({ Component: m.PrepareShipmentPage })),
        handle: page({ title: t('prepare.pageTitle') }),
      },
      {
        path: 'schedule-pickup',
        lazy: () => import('./pickups/SchedulePickupPage').then((m) => ({ Component: m.SchedulePickupPage })),
        handle: page({ title: t('pickup.pageTitle') }),
      },
      {
        path: 'shipment-summary/:id',
        lazy: () =>
          import('./shipments/ShipmentSummaryPage').then((m) => ({ Component: m.ShipmentSummaryPage })),
        handle: page({ title: t('summary.title') }),
      },
      {
        // Issue 14: anyone may track a number (core's route access lets guests in).
        path: 'track/:trackingNumber',
        lazy: () => import('./tracking/TrackPage').then((m) => ({ Component: m.TrackPage })),
        handle: page({ title: t('track.title') }),
      },
      {
        path: 'sign-in',
        lazy: () => import('./account/SignInPage').then((m) => ({ Component: m.SignInPage })),
        handle: page({ title: t('signIn.title'), public: true }),
      },
      {
        path: 'sign-up',
        lazy: () => import('./account/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
        handle: page({ title: t('signUp.title'), public: true }),
      },
      {
        path: 'guest-landing',
        lazy: () => import('./account/GuestLandingPage').then((m) => ({ Component: m.GuestLandingPage })),
        handle: page({ title: t('guestLanding.title'), public: true }),
      },
      {
        path: 'reset-password',
        lazy: () => import('./account/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
        handle: page({ title: t('reset.title'), public: true }),
      },
      {
        path: 'invalid-reset-link',
        lazy: () =>
          import('./account/InvalidResetLinkPage').then((m) => ({ Component: m.InvalidResetLinkPage })),
        handle: page({ title: t('invalidLink.title'), public: true }),
      },
      {
        path: 'user-settings',
        lazy: () => import('./account/UserSettingsPage').then((m) => ({ Component: m.UserSettingsPage })),
        handle: page({ title: t('settings.title') }),
      },
      {
        path: 'address-book',
        lazy: () => import('./addressBook/SavedListPage').then((m) => ({ Component: m.AddressBookPage })),
        handle: page({ title: t('addressBook.title') }),
      },
      {
        path: 'items',
        lazy: () => import('./addressBook/SavedListPage').then((m) => ({ Component: m.ItemsListPage })),
        handle: page({ title: t('itemsList.title') }),
      },
      {
        path: 'users',
        lazy: () => import('./users/UsersPage').then((m) => ({ Component: m.UsersPage })),
        handle: page({ title: t('users.title'), noPadding: true }),
      },
      {
        path: 'orders',
        lazy: () => import('./orders/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
        handle: page({ title: t('orders.title') }),
      },
      {
        path: 'partner-keys',
        lazy: () => import('./partnerKeys/PartnerKeysPage').then((m) => ({ Component: m.PartnerKeysPage })),
        handle: page({ title: t('partnerKeys.title') }),
      },
      {
        // Issue 14: administrators register accounts' webhook endpoints (core's route access).
        path: 'webhooks',
        lazy: () => import('./webhooks/WebhooksPage').then((m) => ({ Component: m.WebhooksPage })),
        handle: page({ title: t('webhooks.title') }),
      },
      {
        path: 'survey-form',
        lazy: () => import('./survey/SurveyFormPage').then((m) => ({ Component: m.SurveyFormPage })),
        handle: page({ title: t('survey.pageTitle'), frameable: true }),
      },
      {
        path: 'survey-results',
        lazy: () => import('./survey/SurveyResultsPage').then((m) => ({ Component: m.SurveyResultsPage })),
        handle: page({ title: t('survey.resultsTitle') }),
      },
      {
        path: 'inspection/user/:id',
        lazy: () =>
          import('./inspection/UserInspectionPage').then((m) => ({ Component: m.UserInspectionPage })),
        handle: page({ title: t('inspection.userTitle') }),
      },
      {
        path: 'inspection/:id',
        lazy: () =>
          import('./inspection/QuoteInspectionPage').then((m) => ({ Component: m.QuoteInspectionPage })),
        handle: page({ title: t('inspection.title') }),
      },
      {
        path: '*',
        lazy: () => import('./shell/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
        handle: page({ title: t('notFound.title'), public: true }),
      },
    ],
  },
];
