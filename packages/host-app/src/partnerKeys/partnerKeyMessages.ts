/**
 * The partner keys screen's texts (issue 9), apart from the app's catalogue (../messages.ts) so they
 * load with the page, not with every page's first load (issue 8). The title stays there: the route
 * table reads it.
 */
export const partnerKeyMessages = {
  'partnerKeys.intro':
    'A partner embeds the Shipdeck widgets on its own pages with a publishable key, which works only on the origins listed here. Its server mints widget sessions with the secret key.',
  'partnerKeys.newTitle': 'New partner key',
  'partnerKeys.origins': 'Allowed origins (one a line, like https://shop.example.com)',
  'partnerKeys.originsList': 'Origins',
  'partnerKeys.mode': 'Mode',
  'partnerKeys.modeLive': 'Live',
  'partnerKeys.modeTest': 'Test',
  'partnerKeys.create': 'Create Key',
  'partnerKeys.createFailed': 'The key could not be created. Please try again.',
  'partnerKeys.empty': 'No partner keys yet.',
  'partnerKeys.publishableKey': 'Publishable key',
  'partnerKeys.secretKeyHint': 'Secret key ends in …{hint}',
  'partnerKeys.created': 'Created {date} by {name}',
  'partnerKeys.quotes': 'Quotes: {count}',
  'partnerKeys.revokedBadge': 'Revoked {date}',
  'partnerKeys.testBadge': 'Test',
  'partnerKeys.copy': 'Copy',
  'partnerKeys.copied': 'Copied.',
  'partnerKeys.copyFailed': 'Could not copy: select the key and copy it yourself.',
  'partnerKeys.editOrigins': 'Edit Origins',
  'partnerKeys.editTitle': 'Origins of {name}',
  'partnerKeys.save': 'Save',
  'partnerKeys.saved': 'The origins were saved.',
  'partnerKeys.saveFailed': 'The origins could not be saved. Please try again.',
  'partnerKeys.revoke': 'Revoke',
  'partnerKeys.revokeTitle': 'Revoke the key of {name}?',
  'partnerKeys.revokeText':
    'Its widgets stop working on every page at once, and its secret key mints no more sessions. This cannot be undone.',
  'partnerKeys.revoked': 'The key was revoked.',
  'partnerKeys.revokeFailed': 'The key could not be revoked. Please try again.',
  'partnerKeys.cancel': 'Cancel',
  'partnerKeys.secretTitle': 'Secret key of {name}',
  'partnerKeys.secretText':
    'This is the only time the secret key is shown. Give it to the partner for its server (never a web page); it is stored only as a hash.',
  'partnerKeys.secretKey': 'Secret key',
  'partnerKeys.done': 'I have stored it',
  'partnerKeys.previous': 'Previous',
  'partnerKeys.next': 'Next',
  'partnerKeys.page': 'Page {page} of {pages}',
} as const;
