/**
 * The texts of the shell's later parts (./shellLaterParts.tsx): the Save Draft modal (spec 01 §2: Save
 * Draft, a draft name, Cancel), the "Cancel shipment" confirmation of the review step, the restore
 * question's answers, the notices' Dismiss and the CSR's "Use House Account?"; added when that module
 * loads (addPrepareTexts). The modal's title and the confirmation's words are ours.
 */
export const shellLaterMessages = {
  'prepare.saveDraft': 'Save Draft',
  'prepare.draftName': 'Draft name',
  'prepare.saveDraftTitle': 'Save your draft',
  'prepare.confirmCancelTitle': 'Cancel shipment',
  'prepare.confirmCancel': 'Cancel this shipment and go back?',
  'prepare.confirmYes': 'Yes, cancel',
  'prepare.confirmNo': 'No, stay',
  'prepare.useHouseAccount': 'Use House Account?',
  'prepare.restoreYes': 'Yes',
  'prepare.restoreNo': 'No',
  'prepare.dismiss': 'Dismiss',
} as const;
