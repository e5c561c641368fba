/**
 * Messages of the first-shipment survey (spec 02 §2, spec 03 §2). The spec gives the notice after
 * submitting ("Your response has been recorded.") and names the fields; the questions, the choices and
 * the other texts are ours. Field labels use the shared 'draft.label.' prefix so the generic field rules
 * ("{label} is required") read them.
 */
export const surveyMessages = {
  'survey.title': 'How was your first shipment?',
  'survey.intro': 'Six quick questions help us make shipping with us easier.',
  'draft.label.usageReason': 'What did you use Shipdeck for?',
  'draft.label.usageReasonOther': 'What else did you use it for?',
  'draft.label.helpfulness': 'How helpful was Shipdeck? (1 = not helpful, 6 = very helpful)',
  'draft.label.futureUsage': 'How often do you expect to ship with us?',
  'draft.label.likedLeast': 'What did you like least?',
  'draft.label.featureWanted': 'One feature you would like us to add',
  'survey.usageReason.business': 'Shipping for my business',
  'survey.usageReason.marketplace': 'Orders from an online store or marketplace',
  'survey.usageReason.personal': 'A personal shipment',
  'survey.usageReason.documents': 'Sending documents',
  'survey.usageReason.other': 'Other',
  'survey.futureUsage.daily': 'Every day',
  'survey.futureUsage.weekly': 'Every week',
  'survey.futureUsage.monthly': 'Every month',
  'survey.futureUsage.fewTimesAYear': 'A few times a year',
  'survey.futureUsage.notAgain': 'Probably not again',
  'survey.helpfulnessRange': 'Choose a number from 1 to 6.',
  'survey.choiceUnknown': 'Choose one of the answers.',
  'survey.submit': 'Submit',
  // spec 02 §2: the notice once the response is stored.
  'survey.recorded': 'Your response has been recorded.',
  'survey.alreadyRecorded': 'Your response has already been recorded. Thank you!',
} as const;
