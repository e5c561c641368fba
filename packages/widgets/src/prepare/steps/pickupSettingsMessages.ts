/**
 * Step 2's pickup settings and the review's Pickup section (spec 01 §2, §4; spec 02 §3). The spec
 * shows no words for these; they are ours. The field labels are core's (`draft.label.pickupDate` …).
 */
export const pickupSettingsMessages = {
  'prepare.pickup.chooseService': 'Choose a delivery service below to set up its pickup.',
  'prepare.pickup.existingQuestion': 'You already have a pickup here that day. Add this shipment to it?',
  'prepare.pickup.existing': 'Add to the pickup {window} at {location} ({confirmation})',
  'prepare.pickup.new': 'Schedule a new pickup',
  // spec 01 §2 step 4: the review's "Pickup" section.
  'prepare.review.pickup': 'Pickup',
  'prepare.review.noPickup': 'No pickup: you drop the shipment off.',
  'prepare.review.pickupExisting': 'Added to your scheduled pickup',
  'prepare.review.pickupWindow': '{date}, {window}',
} as const;
