/**
 * View Log's words for each audit action (issue 16), apart from the app's catalogue (../messages.ts)
 * so they load with the users page, not with every page's first load (issue 8).
 */
export const auditMessages = {
  'audit.signIn': 'Signed in',
  'audit.signOut': 'Signed out',
  'audit.signIntoProfile': 'Staff signed into this profile',
  'audit.signOutFromProfile': 'Staff signed out of this profile',
  'audit.writeForClient': 'Staff made a change for this client',
  'audit.syncUser': 'Account updated by staff',
  'audit.importUser': 'Account imported from BillPay',
  'audit.changePasswordByStaff': 'Password changed by staff',
  'audit.passwordRecoveryStarted': 'Password recovery e-mail sent',
  'audit.passwordRecovered': 'Password reset with a recovery link',
  'audit.refreshTokenReused': 'A used session token was presented again: the session was ended',
  'audit.signUp': 'Signed up',
  'audit.adminCreated': 'Administrator account created',
  'audit.signInFailed': 'Sign-in failed',
  'audit.signInLocked': 'Sign-in locked after repeated failures',
  'audit.flag.activated': 'active',
  'audit.flag.inactivated': 'inactive',
  'audit.flag.suspended': 'suspended',
  'audit.flag.unsuspended': 'not suspended',
  'audit.flag.whitelisted': 'whitelisted',
  'audit.flag.unwhitelisted': 'not whitelisted',
  'audit.change': '{from} → {to}',
  'audit.sessionsEnded': '{count} session(s) ended',
} as const;
