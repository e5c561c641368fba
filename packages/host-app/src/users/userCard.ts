import type { User } from '@shipdeck/core/contract';
import { STORAGE_KEYS } from '@shipdeck/core/runtime';

/** spec 03 §9: a user card's company name is cut at 43 characters. */
export const COMPANY_NAME_MAX = 43;
/** spec 03 §9: without a client id the card shows the last 8 characters of the id. */
export const CLIENT_ID_FALLBACK_LENGTH = 8;

export function cardCompanyName(name: string): string {
  return name.length > COMPANY_NAME_MAX ? `${name.slice(0, COMPANY_NAME_MAX)}…` : name;
}

export function cardClientId(user: Pick<User, 'id' | 'billingInformation'>): string {
  return user.billingInformation.osClientId || user.id.slice(-CLIENT_ID_FALLBACK_LENGTH);
}

/** spec 03 §2: badges "Inactivated", "Suspended" and "Whitelisted". */
export function cardBadges(user: Pick<User, 'active' | 'suspended' | 'whitelisted'>) {
  return [
    ...(!user.active ? (['users.badgeInactivated'] as const) : []),
    ...(user.suspended ? (['users.badgeSuspended'] as const) : []),
    ...(user.whitelisted ? (['users.badgeWhitelisted'] as const) : []),
  ];
}

/** spec 03 §2: several client ids or e-mail addresses may be separated by a single space for import. */
export function importIdentifiers(search: string): string[] {
  return search
    .split(' ')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * spec 03 §2: the search string persists across reloads; a placeholder value stands for an empty
 * saved search (so "saved empty" differs from "never saved").
 */
export const USERS_SEARCH_KEY = STORAGE_KEYS.usersSearch;
export const EMPTY_SEARCH_PLACEHOLDER = '__empty__';

export function loadSearch(storage: Pick<Storage, 'getItem'>): string {
  const saved = storage.getItem(USERS_SEARCH_KEY);
  return !saved || saved === EMPTY_SEARCH_PLACEHOLDER ? '' : saved;
}

export function saveSearch(storage: Pick<Storage, 'setItem'>, search: string): void {
  storage.setItem(USERS_SEARCH_KEY, search.trim() ? search : EMPTY_SEARCH_PLACEHOLDER);
}
