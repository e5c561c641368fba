import type { AuditLogEntry } from '@shipdeck/core/contract';
import { withPageTexts } from '../messages';
import { auditMessages } from './auditMessages';

type AuditMessageKey = keyof typeof auditMessages;
const t = withPageTexts(auditMessages);

/** Each audit action in words (issue 16: View Log showed internal names such as "syncUser"). */
const ACTIONS: Record<string, AuditMessageKey> = {
  signIn: 'audit.signIn',
  signOut: 'audit.signOut',
  signIntoProfile: 'audit.signIntoProfile',
  signOutFromProfile: 'audit.signOutFromProfile',
  writeForClient: 'audit.writeForClient',
  syncUser: 'audit.syncUser',
  importUser: 'audit.importUser',
  changePasswordByStaff: 'audit.changePasswordByStaff',
  passwordRecoveryStarted: 'audit.passwordRecoveryStarted',
  passwordRecovered: 'audit.passwordRecovered',
  refreshTokenReused: 'audit.refreshTokenReused',
  signUp: 'audit.signUp',
  adminCreated: 'audit.adminCreated',
  signInFailed: 'audit.signInFailed',
  signInLocked: 'audit.signInLocked',
};

/** The account flags a sync can change, and their words for each value. */
const FLAGS: Record<string, { on: AuditMessageKey; off: AuditMessageKey }> = {
  active: { on: 'audit.flag.activated', off: 'audit.flag.inactivated' },
  suspended: { on: 'audit.flag.suspended', off: 'audit.flag.unsuspended' },
  whitelisted: { on: 'audit.flag.whitelisted', off: 'audit.flag.unwhitelisted' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When it happened, in the viewer's time zone ("Nov 24, 2026, 9:47 AM"). */
export function auditTime(entry: Pick<AuditLogEntry, 'occurredAt'>): string {
  const at = new Date(entry.occurredAt);
  return Number.isNaN(at.getTime()) ? entry.occurredAt : dateFormat.format(at);
}

/** What was done, in words; an action this app does not know yet is shown as it is stored. */
export function auditAction(entry: Pick<AuditLogEntry, 'action'>): string {
  const key = ACTIONS[entry.action];
  return key ? t(key) : entry.action;
}

/**
 * What changed: each account flag a sync set, "from → to" when the entry kept the value before
 * (`details.previous`), else what it was set to; for a write made for a client, the call.
 */
export function auditChanges(entry: Pick<AuditLogEntry, 'action' | 'details'>): string[] {
  const details = entry.details ?? {};
  const previous = (details.previous ?? {}) as Record<string, unknown>;
  const changes: string[] = [];
  for (const [flag, words] of Object.entries(FLAGS)) {
    const value = details[flag];
    if (typeof value !== 'boolean') continue;
    const was = previous[flag];
    if (was === value) continue;
    const now = t(value ? words.on : words.off);
    changes.push(
      typeof was === 'boolean' ? t('audit.change', { from: t(was ? words.on : words.off), to: now }) : now,
    );
  }
  if (typeof details.sessionsEnded === 'number' && details.sessionsEnded > 0) {
    changes.push(t('audit.sessionsEnded', { count: details.sessionsEnded }));
  }
  if (entry.action === 'writeForClient' && typeof details.route === 'string') {
    changes.push(`${String(details.method ?? '')} ${details.route}`.trim());
  }
  return changes;
}
