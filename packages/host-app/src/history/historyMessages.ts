import { type AppMessageKey, withPageTexts } from '../messages';

/**
 * View history's texts (spec 02 §2, §4; issue 14): the spec's words where it gives them (the empty
 * states, the cancel choices and notices, the row actions), ours (marked) where it shows none.
 */
export const historyMessages = {
  // The sections and the mobile tabs (spec 02 §2).
  'history.section.shipments_that_need_attention': 'Shipments That Need Attention',
  'history.section.scheduled_pickups': 'Scheduled Pickups',
  'history.section.shipment_status': 'Shipment Status',
  'history.section.standalone_quotes': 'Standalone Quotes',
  'history.section.drafts': 'Drafts',
  'history.sections': 'View history sections',
  /** Ours: a list that could not be loaded. */
  'history.loadFailed': 'This list could not be loaded. Please try again.',
  'history.retry': 'Try Again',
  /** Ours: spec 02 §2 "A quick-access (password-protected) session does not load the history lists". */
  'history.quickAccess':
    'Your history is protected: sign in with your password to see your pickups, shipments, quotes and drafts.',
  'history.quickAccessSignIn': 'Sign in with password',
  // The CSR selector (spec 02 §2).
  'history.createdBy': 'Created By',
  'history.createdBy.csrs': 'Created By CSRs',
  'history.createdBy.me': 'Created By Me',
  // Empty states (spec 02 §2). The spec shows "no Scheduled Shipments!" etc.; their start follows the pickups one.
  'history.empty.shipments': 'Looks like there are no Scheduled Shipments!',
  'history.empty.quotes': 'Looks like there are no Quotes!',
  'history.empty.drafts': 'Looks like there are no unfinished shipments!',
  /** Ours: the archived view and the attention section when empty. */
  'history.empty.archived': 'Looks like there are no archived shipments!',
  'history.empty.attention': 'Looks like no shipment needs attention!',
  // Pickups.
  'history.pickup.id': 'Pickup',
  'history.pickup.date': 'Date',
  'history.pickup.window': 'Window',
  'history.pickup.location': 'Location',
  'history.pickup.packages': 'Packages',
  'history.pickup.notes': 'Notes',
  'history.pickup.confirmation': 'Confirmation Number',
  'history.pickup.contact': 'Contact',
  'history.pickup.address': 'Address',
  'history.pickup.carrier': 'Carrier',
  'history.pickup.cancel': 'Cancel Pickup',
  'history.pickup.reschedule': 'Reschedule',
  /** Ours. */
  'history.pickup.canceledNotice': 'The pickup has been canceled.',
  'history.pickup.dayWindow': '{date}: {window}',
  // Shipments.
  'history.shipment.tracking': 'Tracking Number',
  'history.shipment.date': 'Ship Date',
  'history.shipment.route': 'From / To',
  'history.shipment.carrier': 'Carrier',
  'history.shipment.status': 'Status',
  'history.shipment.actions': 'Actions',
  'history.shipment.select': 'Select shipment {tracking}',
  'history.shipment.actionsFor': 'Actions for shipment {tracking}',
  'history.shipment.owner': 'Account',
  'history.showArchived': 'Show archived shipments',
  'history.showCurrent': 'Back to shipments',
  // Row actions by status (spec 02 §4).
  'history.action.overview': 'Shipment Overview',
  'history.action.view': 'View Shipment',
  'history.action.reprint': 'Reprint Documents',
  'history.action.edit': 'Edit Shipment',
  'history.action.tracking': 'Shipment Tracking',
  'history.action.cancel': 'Cancel Shipment',
  'history.action.archive': 'Archive',
  'history.action.restore': 'Restore',
  'history.action.delete': 'Delete Shipment',
  'history.action.duplicate': 'Duplicate',
  /** Ours: spec 02 §4 "Edit Shipment only tells the user to duplicate the shipment and reuse the same pickup". */
  'history.editNotice':
    'A booked shipment cannot be changed. Duplicate it to prepare a new one, and add it to the same pickup.',
  // The multi-select global menu (spec 02 §2).
  'history.selected': '{count} shipments selected',
  'history.bulk.archive': 'Archive',
  'history.bulk.restore': 'Restore',
  'history.bulk.delete': 'Delete',
  // Notices (ours).
  'history.archived': 'Archived: the shipment is listed under archived shipments until you restore it.',
  'history.restored': 'Restored: the shipment is back in Shipment Status.',
  'history.deleted': 'Deleted: the shipment is no longer listed.',
  'history.deleteConfirm': 'Delete the selected delivered shipments? They will no longer be listed.',
  'history.duplicated': 'A new draft has been created.',
  /** Ours: a CSR's row action runs in the client's profile. */
  'history.signedIntoProfile': "You are now in the client's profile.",
  'history.actionFailed': 'That did not work. Please try again.',
  // Cancelling a shipment (spec 02 §4).
  'history.cancel.title': 'Cancel Shipment',
  'history.cancel.withPickup': 'Cancel This Shipment & Pickup',
  'history.cancel.shipmentOnly': 'Cancel This Shipment Only',
  'history.cancel.back': 'Go Back',
  'history.cancel.confirm': 'Are you sure you want to cancel this shipment?',
  'history.cancel.done': 'You have successfully canceled Shipment',
  'history.cancel.doneWithPickup': 'You have successfully canceled Shipment and associated Pickup.',
  'history.cancel.pickupError': 'Error on associated pickup canceling',
  'history.cancel.shipmentError': 'Error on Shipment canceling',
  // Quotes.
  'history.quote.id': 'Quote',
  'history.quote.created': 'Created',
  'history.quote.from': 'From',
  'history.quote.to': 'To',
  'history.quote.residential': 'Residential',
  'history.quote.rate': 'Rate',
  'history.quote.noRate': 'No rate',
  'history.quote.incomplete': 'Incomplete',
  'history.quote.continue': 'Continue to Shipping',
  'history.yes': 'Yes',
  'history.no': 'No',
  // Drafts.
  'history.draft.name': 'Name',
  'history.draft.updated': 'Last Saved',
  'history.draft.step': 'Step',
  'history.draft.open': 'Open',
  'history.draft.delete': 'Delete',
  'history.draft.duplicate': 'Duplicate',
  'history.draft.untitled': 'Untitled draft',
  'history.draft.deleted': 'The draft has been deleted.',
  // Pagination (spec 02 §2 mobile pager).
  'history.pager': 'Pages of {section}',
  'history.pager.previous': 'Previous',
  'history.pager.next': 'Next',
  'history.pager.page': 'Page {page}',
  'history.pager.of': '{page} of {pages}',
} as const;

export type HistoryMessageKey = keyof typeof historyMessages | AppMessageKey;

/** A view history text, else the app's. */
export const t = withPageTexts(historyMessages);
