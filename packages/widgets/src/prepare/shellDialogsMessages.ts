/**
 * The texts of the shell's dialogs (./shellDialogs.tsx): the Save Draft modal (spec 01 §2: Save Draft,
 * a draft name, Cancel) and the "Cancel shipment" confirmation of the review step; added when that
 * module loads (addPrepareTexts). The title and the confirmation's words are ours.
 */
export const shellDialogsMessages = {
  'prepare.saveDraft': 'Save Draft',
  'prepare.draftName': 'Draft name',
  'prepare.saveDraftTitle': 'Save your draft',
  'prepare.confirmCancelTitle': 'Cancel shipment',
  'prepare.confirmCancel': 'Cancel this shipment and go back?',
  'prepare.confirmYes': 'Yes, cancel',
  'prepare.confirmNo': 'No, stay',
} as const;
