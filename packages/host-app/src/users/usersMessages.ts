import { accountMessages } from '../account/accountMessages';
import { withPageTexts } from '../messages';

/**
 * The users page's texts (spec 03), apart from the app's catalogue (../messages.ts) so they load with
 * the page (issue 8); the page also reads the account texts (a staff password reset). The title stays
 * there: the route table reads it.
 */
export const usersMessages = {
  // Our wording: the confirmations before a toggle locks a client out (issue 16).
  // View Log in words (issue 16).
  'users.confirmInactivate':
    'Inactivate {name}? They will not be able to quote or ship until they are activated again.',
  'users.confirmSuspend':
    'Suspend {name}? They will not be able to prepare shipments until the suspension is lifted.',
  'users.search': 'Search users',
  'users.searchPlaceholder': 'E-mail or client ID',
  'users.searchButton': 'Search',
  'users.clientId': 'Client ID',
  'users.signIntoProfile': 'Sign into Profile',
  'users.sync': 'Sync',
  'users.sendRecovery': 'Send Recovery Email',
  'users.activate': 'Activate',
  'users.inactivate': 'Inactivate',
  'users.suspend': 'Suspend',
  'users.unsuspend': 'Unsuspend',
  'users.removeWhitelist': 'Remove from Whitelist',
  'users.logTitle': 'Log of {name}',
  'users.logEmpty': 'Nothing logged yet.',
  'users.newPassword': 'New password for {name}',
  'users.savePassword': 'Change Password',
  'users.cancel': 'Cancel',
  // Ours: the spec names empty-state panels without words for the first visit.
  'users.startSearch': 'Search for a client by e-mail address or client ID.',
} as const;

/** A users page text, else an account text, else the app's. */
export const t = withPageTexts({ ...accountMessages, ...usersMessages });
