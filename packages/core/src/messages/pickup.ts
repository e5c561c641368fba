/**
 * Messages of pickups (spec 02 §2, §4, §5, §8): the standalone scheduler, the pickup window and
 * calendar, the clash rule and the view-history pickup tabs, in the spec's exact words. Keys are
 * 'pickup.<name>'; field labels use the shared 'draft.label.' prefix so the generic field rules
 * ("{label} is required") read them.
 *
 * Where the spec gives a rule but no wording, the text is ours; each such key says so.
 */
export const pickupMessages = {
  // Field labels of the pickup form (spec 02 §3).
  'draft.label.pickupDate': 'Pickup Date',
  'draft.label.startTime': 'Ready Time',
  'draft.label.endTime': 'Close Time',
  'draft.label.location': 'Location',
  'draft.label.notes': 'Notes',
  'draft.label.numOfPackages': 'Number of Packages',
  'draft.label.pickupCarrier': 'Pickup Carrier',

  // The standalone pickup screen (spec 02 §2, §4).
  'pickup.standalone.title': 'Scheduling Pickups',
  'pickup.standalone.sendingFrom': 'Sending from',
  'pickup.confirm': 'Confirm Pickup',
  'pickup.confirmed': 'Pickup Confirmed',
  'pickup.failure.title': 'Something went wrong!',
  'pickup.failure.fallback': 'Please try again.',
  'pickup.failure.cancel': 'Cancel',
  'pickup.failure.tryAgain': 'Try Again',

  // Pickup errors (spec 02 §5, §8; spec 03 §8).
  'pickup.cannotSchedule': 'Pickup cannot be scheduled.',
  /** The spec shortens this text with "..."; the end of the sentence is ours. */
  'pickup.problem':
    'Sorry, there was a problem getting pickup for your shipment. Please try again or contact Customer Service.',
  'pickup.cancelFailed':
    'There was a problem deleting the pickup. Please try later or contact Customer Service.',
  'pickup.fedexSameDayGround':
    'FedEx does not allow same day pickups for ground services. Please choose a different day for pickup or switch to an express service.',
  /** spec 02 §8 contact-us panel: an origin outside the US (an import) schedules no pickup here. */
  'pickup.contactCustomerService': 'Please contact our Customer Service team for assistance.',
  /** Ours: spec 02 §4 blocks rescheduling a UPS pickup "with a notice" whose words it does not show. */
  'pickup.upsReschedule':
    'UPS pickups cannot be rescheduled. Please cancel this pickup and schedule a new one for the new time.',
  /** Ours: spec 02 §2 "Cancelling a pickup asks for confirmation". */
  'pickup.cancelConfirm': 'Are you sure you want to cancel this pickup?',
  /** Ours: the answers for a pickup that is not the caller's, was cancelled, or has taken place. */
  'pickup.notFound': 'Pickup not found.',
  'pickup.canceled': 'This pickup has been canceled and can no longer be changed.',
  'pickup.past': 'This pickup has already taken place and can no longer be changed.',
  /** Ours: a shipment is on one pickup at a time (spec 02 §4: removing it from a pickup is not offered). */
  'pickup.shipmentOnPickup': 'This shipment is already on a pickup.',
  /** Ours: a cancelled shipment, or one the carrier has, is not picked up. */
  'pickup.shipmentNotPickable': 'This shipment can no longer be picked up.',
  /** Ours: a pickup collects at its own address only. */
  'pickup.otherAddress':
    "This pickup is at another address than the shipment's origin. Please choose a pickup at that address or schedule a new one.",
  /** Ours: a shipment joins only a pickup of its own carrier (spec 02 §4, §7 add_to_pickup_actions). */
  'pickup.otherCarrier':
    'This is a {pickupCarrier} pickup: a {carrier} shipment cannot be added to it. Please choose a {carrier} pickup or schedule a new one.',

  // The pickup window (spec 02 §5, §9). The spec gives the rules; the sentences are ours.
  'pickup.window.tooShort': '{carrier} needs a pickup window of at least {duration}.',
  'pickup.window.startTooEarly': '{carrier} picks up from {time} at the earliest.',
  'pickup.window.endTooLate': '{carrier} picks up until {time} at the latest.',
  'pickup.window.endBeforeStart': 'The pickup window must end after it starts.',
  'pickup.window.step': 'Pickup times go in 15-minute steps.',
  'pickup.window.passed': 'That time has passed. The earliest pickup today is {time}.',
  'pickup.window.afterCutOff': '{carrier} needs the packages ready by {time} to pick them up that day.',

  // The pickup calendar (spec 02 §5, §9). The spec gives the rules; the sentences are ours.
  'pickup.date.invalid': 'Please choose a pickup date.',
  'pickup.date.weekend': 'Pickups cannot be scheduled on weekends. Please choose a weekday.',
  'pickup.date.past': 'This day has passed. Please choose another day for pickup.',
  'pickup.date.tooFar': 'Pickups can be scheduled up to {days} days ahead.',
  'pickup.date.bookByPassed': 'Pickups for today had to be booked by {time}. Please choose another day.',
  'pickup.date.noWindowLeft': 'There is no time left for a pickup today. Please choose another day.',

  /** Ours: spec 02 §4 wants at least 1 package for UPS; the carrier's form takes up to 999. */
  'pickup.packages.max': '{label} may be at most {max}',

  // The clash rule (spec 02 §4): one pickup per carrier a day at an address. The sentences are ours.
  'pickup.clash.message':
    'You already have a {carrier} pickup here on {date} ({window}). {carrier} picks up once a day at an address: add to that pickup, change its time, or choose another date.',
  'pickup.clash.addToExisting': 'Add to Existing Pickup',
  'pickup.clash.changeTime': 'Change the Time',
  'pickup.clash.chooseAnotherDate': 'Choose Another Date',

  // View history, scheduled pickups (spec 02 §2).
  'pickup.tab.today': 'Today',
  'pickup.tab.tomorrow': 'Tomorrow',
  'pickup.tab.next': 'Next',
  'pickup.tab.past': 'Past',
  'pickup.empty.title': 'Looks like there are no Scheduled Pickups!',
  'pickup.empty.tab': 'It looks like You do not have Pickup scheduled for {tab}.',
  /** The spec shows this text from "did not have"; its start follows the other tabs' text. */
  'pickup.empty.past': 'It looks like You did not have Pickups for the last {days} days.',
  /** Ours: how the empty-tab text names each upcoming tab. */
  'pickup.tabName.today': 'today',
  'pickup.tabName.tomorrow': 'tomorrow',
  'pickup.tabName.next': 'the next seven days',
} as const;
