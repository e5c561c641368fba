import type { AuthContext } from '../contract/auth';
import { TEXT_LIMITS } from '../contract/textLimits';

export type { AuthContext };

/** The user fields an auth context is made from. */
export interface AuthContextSubject {
  id: string;
  name: string;
  companyName?: string | null;
  setupForExports?: boolean;
  setupForImports?: boolean;
}

/** spec 03 §4: "created from the current user when absent": a personal context (creator = owner). */
export function personalAuthContext(user: AuthContextSubject, isCsr: boolean): AuthContext {
  return {
    creatorId: user.id,
    isCreatorCsrUser: isCsr,
    ...ownerFields(user),
  };
}

/** The context of `creator` acting for `owner` (spec 03 §4 "Signing into a profile sets the owner"). */
export function actingAuthContext(creator: AuthContext, owner: AuthContextSubject): AuthContext {
  return { ...creator, ...ownerFields(owner) };
}

function ownerFields(user: AuthContextSubject) {
  return {
    ownerId: user.id,
    ownerName: user.name,
    ownerCompanyName: user.companyName ?? '',
    ownerSetupForExports: user.setupForExports ?? false,
    ownerSetupForImports: user.setupForImports ?? false,
  };
}

/** spec 03 §3 derived: a CSR personal account (creator equals owner). */
export function isCsrPersonalAccount(context: AuthContext | null): boolean {
  return context?.isCreatorCsrUser === true && context.creatorId === context.ownerId;
}

/** spec 03 §3 derived: a CSR acting for a user (creator differs from owner). */
export function isCsrActingForUser(context: AuthContext | null): boolean {
  return context?.isCreatorCsrUser === true && context.creatorId !== context.ownerId;
}

const TEXT_FIELDS = { creatorId: 'id', ownerId: 'id', ownerName: 'line', ownerCompanyName: 'line' } as const;
const FLAG_FIELDS = ['isCreatorCsrUser', 'ownerSetupForExports', 'ownerSetupForImports'] as const;

/**
 * Reads a stored context; a cookie is outside input, so anything malformed counts as none. It takes
 * what the contract's authContext schema takes, field by field (authContext.test.ts checks the two
 * agree), without zod: this runs as the app starts, and zod stays out of its first load (issue 8).
 */
export function parseAuthContext(raw: string | null): AuthContext | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const context: Record<string, string | boolean> = {};
  for (const [field, kind] of Object.entries(TEXT_FIELDS)) {
    const text = record[field];
    if (typeof text !== 'string' || text.length > TEXT_LIMITS[kind]) return null;
    context[field] = text;
  }
  for (const field of FLAG_FIELDS) {
    const flag = record[field];
    if (typeof flag !== 'boolean') return null;
    context[field] = flag;
  }
  return context as unknown as AuthContext;
}
