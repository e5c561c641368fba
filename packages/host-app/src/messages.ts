import { formatMessage, type MessageParams } from '@shipdeck/core/messages';

/**
 * Texts of the host app's own screens (the shell, spec 03 §2), keyed, in the spec's exact words where
 * the spec gives them. Widget texts live in @shipdeck/core's catalogue and the widgets' own.
 */
export const appMessages = {
  'app.productName': 'Shipdeck',
  'nav.label': 'Main',
  'nav.getQuote': 'Get a Quote',
  'nav.viewHistory': 'View History',
  'nav.prepareShipment': 'Prepare a Shipment',
  'nav.users': 'Users',
  'nav.partnerKeys': 'Partner keys',
  'nav.surveyResults': 'Survey results',
  'nav.webhooks': 'Webhooks',
  'nav.orders': 'Orders',
  'orders.title': 'Orders',
  'nav.schedulePickup': 'Schedule a Pickup',
  'nav.billPay': 'Go to Bill Pay',
  'nav.menu': 'Menu',
  'nav.mobile': 'Mobile',
  'nav.account': 'Account',
  'nav.signIn': 'Sign In',
  'nav.signUp': 'Sign Up',
  'nav.settings': 'Settings',
  'nav.addressBook': 'Address Book',
  'nav.itemsList': 'My Items List',
  'nav.signOut': 'Sign Out',
  'nav.signOutFromProfile': 'Sign out from Profile',
  'nav.skipToContent': 'Skip to main content',
  'nav.switchUser': 'Switch User',
  'tracking.placeholder': 'Enter Any Tracking Number',
  'tracking.label': 'Tracking number',
  'tracking.submit': 'Track',
  // Our wording (issue 14): the tracking page's heading.
  'track.title': 'Track a Shipment',
  // Ours: the spec does not word an unrecognised number.
  'tracking.unknown': 'We could not recognise this tracking number. Please check it and try again.',
  'footer.admin': 'Staff tools: you are signed in as {role}.',
  'footer.text': 'Support Monday to Friday, 7am to 7pm.',
  'role.csr': 'customer service',
  'role.admin': 'administrator',
  'role.superAdmin': 'super administrator',
  'popup.info': 'Information',
  'popup.error': 'Error',
  'popup.warning': 'Warning',
  'dialog.close': 'Close',
  'confirm.title': 'Confirmation',
  'confirm.text': 'Are you sure?',
  'confirm.no': 'No',
  'confirm.yes': 'Yes',
  'signIn.title': 'Sign In',
  'signUp.title': 'Sign Up',
  'guestLanding.title': 'Thank You',
  'reset.title': 'Reset Password',
  'invalidLink.title': 'Invalid Link',
  // Ours: spec 03 names home (/) as the landing page without showing it.
  'home.title': 'Home',
  'settings.title': 'Settings',
  'users.title': 'Users',
  // Issue 9 (not in the spec): the administrators' partner keys screen.
  'partnerKeys.title': 'Partner keys',
  // Issue 14 (not in the spec): the administrators' webhooks screen.
  'webhooks.title': 'Webhooks',
  'addressBook.title': 'Address book',
  'itemsList.title': 'My Items List',
  'nav.home': 'Shipdeck home',
  'notFound.title': 'Not Found',
  'notFound.text': 'Looks like this page has not been packed yet!',
  'notFound.back': 'Back to Shipping',
  'crash.text': 'Something went wrong. Please reload the page and try again.',
  'crash.reload': 'Reload Page',
  'getQuote.title': 'Get a Quote',
  'prepare.pageTitle': 'Prepare a Shipment',
  // spec 02 §2: the standalone pickup screen's header.
  'pickup.pageTitle': 'Scheduling Pickups',
  // Ours: the notice after "Pickup Confirmed".
  'pickup.confirmedNotice': 'Your pickup is booked. Confirmation number: {confirmation}.',
  // Ours: /schedule-pickup's list of the pickups to come, each changed or cancelled there.
  'pickup.upcomingTitle': 'Your Upcoming Pickups',
  'pickup.upcomingEmpty': 'You have no pickups scheduled from today.',
  // The first-shipment survey's pages (issue 15; ours: the spec names the survey's fields only).
  'survey.pageTitle': 'Survey',
  'survey.resultsTitle': 'Survey results',
  'survey.failed': 'We could not load the survey responses. Please try again.',
  'survey.none': 'No one has answered the survey yet.',
  'survey.summary': 'Figures',
  'survey.count': '{count} responses',
  'survey.average': 'Average helpfulness {average} of 6',
  'survey.spread': 'Helpfulness: {spread}',
  'survey.answeredBy': 'answered by {name} for the client',
  'survey.modalClose': 'Close',
  'summary.title': 'Shipment Overview',
  // The inspection pages' titles (the route table reads them); their texts are in inspection/.
  'inspection.title': 'Quote Inspection',
  'inspection.userTitle': 'User Inspection',
  // View history's title and loading line (the route table and "/" read them); its texts are in history/.
  'history.title': 'View History',
  'history.loading': 'Loading…',
} as const;

export type AppMessageKey = keyof typeof appMessages;

/**
 * A page's own texts kept apart from this catalogue (issue 8: they load with their page, not with
 * every page's first load), read before the app's: `const t = withPageTexts(summaryMessages)`.
 */
export function withPageTexts<S extends Readonly<Record<string, string>>>(section: S) {
  return (key: (keyof S & string) | AppMessageKey, params?: MessageParams): string =>
    formatMessage(key in section ? (section[key] as string) : appMessages[key as AppMessageKey], params);
}

/** The text of `key` with `{name}` placeholders filled from params. */
export function t(key: AppMessageKey, params?: MessageParams): string {
  return formatMessage(appMessages[key], params);
}
