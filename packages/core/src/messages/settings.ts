/**
 * The account's settings (spec 03 §2 "User settings", §8 notices): the billing contact's notice is the
 * spec's; the rest is ours (the spec's product never saved a profile or changed an e-mail).
 */
export const settingsMessages = {
  'billing.updated': 'You have successfully updated your billing contact information!',
  'settings.profileSaved': 'Your settings have been saved.',
  'settings.nameRequired': 'Name is required',
  'settings.emailChangeSent':
    'We have sent a link to {email}. Open it within 24 hours to confirm your new e-mail address.',
  'settings.emailUnchanged': 'This is already the e-mail address of your account.',
  'settings.passwordIncorrect': 'The password is not correct.',
  'settings.emailChanged': 'Your e-mail address has been changed.',
  'settings.emailLinkInvalid': 'This e-mail confirmation link is not valid or has expired.',
  'settings.actingForClient':
    "Settings change the signed-in person's own account. Sign out from the client's profile first.",
} as const;
