import { messages } from '@shipdeck/core/messages';
import { serverMessage } from '../messages';
import { ApiError, forbidden, unauthorized } from '../platform/apiError';
import { isActingForClient, isScope, isStaff, type Principal } from './principal';

/**
 * What a route asks of its caller:
 * - `public`: nothing (a token, when sent, is not read);
 * - `quote` / `prepare` / `account` / `documents` / `pickups`: a token granting that scope (guests:
 *   quote; quick access: quote and prepare; a password sign-in: all five; a password sign-in to an
 *   InvalidNumber account continued from its dialog: all but documents and pickups, spec 03 §4,
 *   §6, §8; principal.ts);
 * - `history`: one's own stored quotes, shipments and pickups: a guest (its own session's quotes) or an
 *   account session with the `account` scope; quick access is asked for the password (spec 03 §4: view
 *   history is a protected feature, and a quick-access session skips loading the history lists);
 * - `user`: any account session, quick access included (not a guest);
 * - `self`: the signed-in person's own account, with the `account` scope, not while acting for a
 *   client: their own name, phone and e-mail (issue 10: settings). Decision: staff never change a
 *   client's identity through the client's profile; an e-mail is a sign-in identifier, and one set by
 *   someone else would let them take the account over with a password recovery;
 * - `staff`: a CSR, admin or super admin on their personal account (spec 03 §4: owners are
 *   switched only from the personal account, so staff tools are closed while acting for a client);
 * - `acting`: a staff member signed into a client's profile;
 * - `superAdmin`: a super admin on the personal account (spec 03 §2: View Log);
 * - `admin`: an admin or super admin on the personal account (issue 9: partner keys). Decision: not
 *   customer service — a key opens the API to another company's pages, which is an administrator's
 *   call (docs/partner-keys.md);
 * - `partnerSecret`: a partner's server, by its secret key (`Authorization: Bearer sk_…`), never a
 *   token of ours (issue 9: widget sessions).
 */
export type Requirement =
  | 'public'
  | 'quote'
  | 'prepare'
  | 'account'
  | 'documents'
  | 'pickups'
  | 'history'
  | 'user'
  | 'self'
  | 'staff'
  | 'acting'
  | 'superAdmin'
  | 'admin'
  | 'partnerSecret';

/**
 * One row of the table: who may call, and what the account's state does (spec 03 §6: "inactive
 * users are blocked except on an allowed list; suspended users who are not whitelisted are blocked
 * on a restricted list. The lists themselves are not shown.") Our lists:
 * - inactive ALLOWED list (inactive: 'allow'): public routes, the current user, one's own user,
 *   sign-out and sign-out-from-profile, quoting and tracking, and the reads of its address book and
 *   items list (pages on its allowed list): an inactive account can see who it is and what it keeps,
 *   read the notice and leave; everything else that reads or writes account data is blocked until
 *   reactivated.
 * - suspended RESTRICTED list (suspended: 'block'): routes that prepare, book or pay for shipments
 *   (the hold is on "additional shipment allowance", spec 01 §6 and spec 03 §8). No such route
 *   exists yet; quoting and reading stay open to a suspended account.
 * A staff member acting for a client meets the client's state: the hold is on the account.
 */
export interface RoutePolicy {
  requires: Requirement;
  inactive: 'allow' | 'block';
  suspended: 'allow' | 'block';
}

/** `${method} ${route pattern}`, e.g. "GET /api/quotes/:id". */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

const open: RoutePolicy = { requires: 'public', inactive: 'allow', suspended: 'allow' };
const policy = (
  requires: Requirement,
  inactive: RoutePolicy['inactive'],
  suspended: RoutePolicy['suspended'] = 'allow',
): RoutePolicy => ({ requires, inactive, suspended });

/**
 * THE table of who may call what (docs/security.md#one-authorization-matrix). Every /api route
 * must be listed here or the app refuses to start, so a new route can never be open by mistake.
 * The role × route test (rolePermissions.test.ts) reads it to reach every route.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<RouteKey, RoutePolicy>> = {
  // The API's own documentation (OpenAPI): what partners read.
  'GET /api/docs': open,
  'GET /api/docs.json': open,
  // Platform and options: the same for everyone.
  'GET /api/contexts/:type': open,
  'GET /api/country_options': open,
  'GET /api/currency_options': open,
  // The prepare flow's option lists (spec 01 §7): public data, the same for everyone.
  'GET /api/ftr_exemption_options': open,
  'GET /api/who_pays_options': open,
  'GET /api/terms_of_trade_options': open,
  'GET /api/item_quantity_options': open,
  'GET /api/invoice_type_options': open,
  'GET /api/eei_filing_type_options': open,
  'GET /api/export_type_options': open,
  'GET /api/carrier_services': open,
  'GET /api/additional_service_options': open,
  'GET /api/feature_flags': open,
  // Sign-in, sign-up and passwords (spec 03 §7: auth-free).
  'POST /api/guest_auth_token_actions': open,
  'POST /api/authentication_token': open,
  'POST /api/authentication_token/refresh': open,
  'POST /api/account_auth_token_actions': open,
  'POST /api/instant_sign_up_actions': open,
  'POST /api/sign_up_actions': open,
  'POST /api/start_password_recovery_actions': open,
  'POST /api/check_recovery_code_actions': open,
  'POST /api/complete_password_recovery_actions': open,
  // Sign-out reads whatever session it is given (an expired token must still be able to leave).
  'POST /api/sign_out_actions': open,
  // Quotes (spec 02 §7). An inactive account may still quote (issue 11: its notice comes on Continue to
  // Shipping, spec 02 §4); preparing and booking stay blocked below.
  'GET /api/data/postal-codes': policy('quote', 'allow'),
  'POST /api/rate_shipment_actions': policy('quote', 'allow'),
  'GET /api/quotes': policy('history', 'block'),
  'GET /api/quotes/:id': policy('history', 'block'),
  // The quote inspection (spec 02 §6, spec 03 §6: the super admin's Inspect Quote): any owner's quote.
  'GET /api/quote_inspections/:id': policy('superAdmin', 'block'),
  'GET /api/user_inspections/:id': policy('superAdmin', 'block'),
  // The first-shipment survey (spec 02 §2, spec 03 §2): any account session answers for its account (quick
  // access too: /survey-form is open to it); administrators read the responses (issue 15).
  'GET /api/first_shipment_survey': policy('user', 'block'),
  'POST /api/survey_responses': policy('user', 'block'),
  'GET /api/survey_responses': policy('admin', 'block'),
  // Drafts (spec 01 §7): preparing (quick access too, spec 03 §4). An inactive account may not prepare;
  // a suspended one may read its drafts but not write them (the hold is on new shipments).
  'GET /api/shipment_drafts': policy('prepare', 'block'),
  'POST /api/shipment_drafts': policy('prepare', 'block', 'block'),
  'GET /api/shipment_drafts/:id': policy('prepare', 'block'),
  'PUT /api/shipment_drafts/:id': policy('prepare', 'block', 'block'),
  'DELETE /api/shipment_drafts/:id': policy('prepare', 'block', 'block'),
  'POST /api/duplicate_draft_actions': policy('prepare', 'block', 'block'),
  // Requests to the operations team (spec 01 §7). A freight quote may come from anyone who quotes (spec 02
  // §4: a guest then goes to the guest landing page); a support request from an account session.
  'POST /api/submit_for_freight_quote_actions': policy('quote', 'block'),
  'POST /api/support_requests': policy('user', 'block'),
  // Booking makes documents: an account with the documents scope (quick access is asked for its
  // password, an InvalidNumber account may not, spec 03 §4, §8); the hold of a suspended account
  // and an inactive one stop it (spec 01 §6). Shipments are history; cancelling stays open to a
  // suspended account (it undoes, it does not add).
  'POST /api/prepare_shipment_actions': policy('documents', 'block', 'block'),
  'POST /api/complete_prep_and_pickup_actions': policy('documents', 'block', 'block'),
  'GET /api/shipments': policy('history', 'block'),
  'GET /api/shipments/:id': policy('history', 'block'),
  'GET /api/shipment_documents/:id': policy('documents', 'block'),
  'GET /api/file/download-all/:shipmentId': policy('documents', 'block'),
  'POST /api/cancel_shipment_actions': policy('documents', 'block'),
  // View history's row actions (spec 02 §4; issue 14): history is account data (quick access is asked for
  // its password). Archiving and deleting tidy the history, so a suspended account may; duplicating makes a
  // new draft, which inactive and suspended accounts may not (spec 01 §4, spec 02 §6).
  'POST /api/archive_shipment_actions': policy('account', 'block'),
  'POST /api/delete_shipment_actions': policy('account', 'block'),
  'POST /api/duplicate_shipment_actions': policy('account', 'block', 'block'),
  // Stored payment methods (spec 03 §7): an account's own (quick access prepares and pays, spec 03 §4);
  // an inactive account may not, a suspended one may keep its cards but not add one (it is on hold).
  'GET /api/saved_payment_methods': policy('prepare', 'block'),
  'POST /api/saved_payment_methods': policy('prepare', 'block', 'block'),
  'DELETE /api/saved_payment_methods/:id': policy('prepare', 'block'),
  // The address book (spec 03 §7): account data (contacts of other people), so not quick access (spec 03 §4:
  // a quick-access session never reads account data, docs/security.md#token-scopes) nor guests. An inactive
  // account reads its book (/address-book is on its allowed pages, spec 03 §6; the spec blocks an inactive
  // user's preparing, continuing a quote and duplicating, never a look at its own contacts) but changes
  // nothing; a suspended one keeps its book (the hold is on shipments).
  'GET /api/saved_addresses': policy('account', 'allow'),
  'POST /api/saved_addresses': policy('account', 'block'),
  'GET /api/saved_addresses/export': policy('account', 'allow'),
  'GET /api/saved_addresses/:id': policy('account', 'allow'),
  'PUT /api/saved_addresses/:id': policy('account', 'block'),
  'DELETE /api/saved_addresses/:id': policy('account', 'block'),
  'POST /api/import_addresses': policy('account', 'block'),
  // Users (spec 03 §7).
  'GET /api/users/me': policy('user', 'allow'),
  'GET /api/users/:id': policy('account', 'allow'),
  'GET /api/users': policy('staff', 'block'),
  'POST /api/sync_user_actions': policy('staff', 'block'),
  'POST /api/users/:id/change_password_actions': policy('staff', 'block'),
  'GET /api/users/:id/audit_log': policy('superAdmin', 'block'),
  // Pickups (spec 02 §7): an account's own, with the pickups scope (quick access is asked for the password,
  // spec 03 §4: schedule pickup is a protected feature). An InvalidNumber account continued from its dialog
  // has no pickups scope (spec 03 §8, principal.ts LIMITED_ACCOUNT_SCOPES) and is answered 403 InvalidNumber.
  // Decision: a suspended account may still have its prepared shipments picked up and change or cancel
  // pickups (the hold is on new shipments, spec 03 §8); an inactive one may not.
  'POST /api/check_capabilities_actions': policy('pickups', 'block'),
  'POST /api/validate_pickup_actions': policy('pickups', 'block'),
  'POST /api/schedule_pickup_actions': policy('pickups', 'block'),
  'POST /api/modify_pickup_actions': policy('pickups', 'block'),
  'POST /api/cancel_pickup_actions': policy('pickups', 'block'),
  'POST /api/schedule_pickup_for_shipment_actions': policy('pickups', 'block'),
  'POST /api/add_to_pickup_actions': policy('pickups', 'block'),
  'GET /api/pickups': policy('pickups', 'block'),
  // Shipping documents (spec 01, spec 02), when their routes come: policy('documents', …).
  // Acting for a client (spec 03 §4).
  'POST /api/sign_into_profile_actions': policy('staff', 'block'),
  'POST /api/sign_out_from_profile_actions': policy('acting', 'allow'),
  // Partner keys (issue 9).
  'GET /api/partner_keys': policy('admin', 'block'),
  'POST /api/partner_keys': policy('admin', 'block'),
  'PATCH /api/partner_keys/:id': policy('admin', 'block'),
  'POST /api/partner_keys/:id/revoke_actions': policy('admin', 'block'),
  'POST /api/widget_session_actions': policy('partnerSecret', 'allow'),
  // Webhooks (issue 14, docs/webhooks.md): administrators on their own account register an account's endpoints
  // and read their delivery log, as they manage partner keys (an endpoint sends the account's shipment data
  // to another company's server, an administrator's call). Not customer service, not the account itself.
  'GET /api/accounts/:accountId/webhook_endpoints': policy('admin', 'block'),
  'POST /api/accounts/:accountId/webhook_endpoints': policy('admin', 'block'),
  'PATCH /api/accounts/:accountId/webhook_endpoints/:id': policy('admin', 'block'),
  'DELETE /api/accounts/:accountId/webhook_endpoints/:id': policy('admin', 'block'),
  'POST /api/accounts/:accountId/webhook_endpoints/:id/test_actions': policy('admin', 'block'),
  'GET /api/accounts/:accountId/webhook_endpoints/:id/deliveries': policy('admin', 'block'),
  // My Items List (spec 03 §7, issue 10): account data, so a password session (quick access is asked for
  // it, spec 03 §4); a CSR acting for the client keeps the client's list. Saving an item prepares no
  // shipment: a suspended account may (the hold is on new shipments).
  // Orders (spec 02 §7; issue 15): account data (quick access is asked for its password, history is a
  // protected feature); an inactive account may not; a suspended one reads and keeps its orders but makes no
  // new draft from one (drafts are on the restricted list). 404 while the ORDERS flag is off.
  'GET /api/orders': policy('account', 'block'),
  'POST /api/orders': policy('account', 'block'),
  'POST /api/orders/:id/archive_actions': policy('account', 'block'),
  'POST /api/orders/:id/restore_actions': policy('account', 'block'),
  'POST /api/orders/:id/mark_paid_actions': policy('account', 'block'),
  'DELETE /api/orders/:id': policy('account', 'block'),
  'POST /api/create_prep_request_for_order_actions': policy('account', 'block', 'block'),
  'POST /api/import_orders': policy('account', 'block'),
  'GET /api/order_channels': policy('account', 'block'),
  'POST /api/order_channels': policy('account', 'block'),
  'DELETE /api/order_channels/:id': policy('account', 'block'),
  // A partner's server, by its secret key: it writes only into the accounts that connected it.
  'POST /api/order_webhook_actions': policy('partnerSecret', 'allow'),
  // An inactive account reads its list (/items is on its allowed pages, as /address-book) and changes nothing.
  'GET /api/saved_line_items': policy('account', 'allow'),
  'POST /api/saved_line_items': policy('account', 'block'),
  'PUT /api/saved_line_items/:id': policy('account', 'block'),
  'DELETE /api/saved_line_items/:id': policy('account', 'block'),
  // Commodity codes and the address check serve the prepare flow (quick access prepares too) and the
  // account's lists; the data is the same for everyone.
  'GET /api/commodity_code_options': policy('prepare', 'block'),
  'GET /api/commodity_code_options/:code': policy('prepare', 'block'),
  'POST /api/data/validate-address': policy('prepare', 'block'),
  // The account's settings (spec 03 §2, §7, issue 10): the billing contact is account data; the profile and
  // e-mail are the signed-in person's own (`self`). The e-mail link is opened without a session: the
  // one-time code is the proof, with a request budget per address.
  'GET /api/billing_informations': policy('account', 'block'),
  'PUT /api/billing_informations/:id': policy('account', 'block'),
  'PATCH /api/users/me': policy('self', 'block'),
  'POST /api/change_email_actions': policy('self', 'block'),
  'POST /api/confirm_email_change_actions': open,
  // Tracking (issue 14): anyone with a token (a guest's will do) may look a number up; the answer says
  // more to the shipment's owner (tracking/trackingService.ts). Open to inactive and suspended accounts:
  // where a parcel already sent is, is no new business.
  'GET /api/tracking/:trackingNumber': policy('quote', 'allow'),
};

/**
 * Decides a request: a missing or invalid token is 401 (the client refreshes or signs in again,
 * spec 01 §7); a valid token that may not call the route is 403, with an error code that tells
 * the app which notice to show (guest dialog, set-password prompt, inactive or suspended notice).
 */
export function authorize(rule: RoutePolicy, principal: Principal | null, hadToken: boolean): void {
  if (rule.requires === 'public') return;
  if (!principal) {
    throw unauthorized(serverMessage(hadToken ? 'auth.invalidToken' : 'auth.missingToken'));
  }
  if (!meets(rule.requires, principal)) {
    if (principal.role === 'ROLE_GUEST') throw forbidden(serverMessage('auth.guestForbidden'));
    const scope = isScope(rule.requires) ? rule.requires : null;
    const protectedFeature =
      (scope && scope !== 'quote') || rule.requires === 'history' || rule.requires === 'self';
    if (principal.session?.quickAccess && protectedFeature) {
      throw new ApiError(403, 'PasswordRequired', serverMessage('auth.passwordRequired'));
    }
    if (principal.session && (scope === 'documents' || scope === 'pickups')) {
      // The only full sessions without these scopes are InvalidNumber accounts (spec 03 §8).
      throw new ApiError(403, 'InvalidNumber', messages('signInError.InvalidNumber.text'));
    }
    throw forbidden(serverMessage('auth.forbidden'));
  }
  const state = principal.account;
  if (state && !state.active && rule.inactive === 'block') {
    throw new ApiError(403, 'AccountInactive', messages('account.inactive'));
  }
  if (state?.suspended && !state.whitelisted && rule.suspended === 'block') {
    throw new ApiError(403, 'AccountSuspended', messages('account.suspended'));
  }
}

function meets(requirement: Requirement, principal: Principal): boolean {
  switch (requirement) {
    case 'public':
      return true;
    case 'quote':
    case 'prepare':
    case 'account':
    case 'documents':
    case 'pickups':
      return principal.scopes.includes(requirement);
    case 'history':
      return principal.session ? principal.scopes.includes('account') : principal.scopes.includes('quote');
    case 'user':
      return !!principal.session;
    case 'self':
      return principal.scopes.includes('account') && !!principal.session && !isActingForClient(principal);
    case 'staff':
      return isStaff(principal) && !isActingForClient(principal);
    case 'acting':
      return isStaff(principal) && isActingForClient(principal);
    case 'superAdmin':
      return principal.role === 'ROLE_SUPER_ADMIN' && !!principal.session && !isActingForClient(principal);
    case 'admin':
      return (
        (principal.role === 'ROLE_ADMIN' || principal.role === 'ROLE_SUPER_ADMIN') &&
        !!principal.session &&
        !isActingForClient(principal)
      );
    case 'partnerSecret':
      // Decided by the authentication hook from the secret key; a token of ours never passes.
      return false;
  }
}
