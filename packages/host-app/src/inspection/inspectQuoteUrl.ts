import type { SessionState } from '@shipdeck/core/session';

/** Where Inspect Quote goes: the quote inspection page, `{id}` the quote's id (the widgets fill it in). */
export const INSPECT_QUOTE_URL = '/inspection/{id}';

/**
 * Inspect Quote on the rate cards (spec 01 §6, spec 02 §6: a super admin with an inspection id;
 * spec 03 §2: only with the INSPECTION flag on): the inspection page's address, or undefined when
 * this session does not get the link. On the personal account only: the inspection is a staff tool,
 * closed while acting for a client (as the API's superAdmin rule is).
 */
export function inspectQuoteUrlOf(
  state: Pick<SessionState, 'user' | 'flags' | 'kind'> & { isActingForUser(): boolean },
): string | undefined {
  const isSuperAdmin = state.user?.isSuperAdmin === true;
  return isSuperAdmin && state.kind === 'full' && state.flags.INSPECTION && !state.isActingForUser()
    ? INSPECT_QUOTE_URL
    : undefined;
}
