import { type AuthContext, authContext as authContextSchema } from '../contract/auth';

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

/** Reads a stored context; a cookie is outside input, so anything malformed counts as none. */
export function parseAuthContext(raw: string | null): AuthContext | null {
  if (!raw) return null;
  try {
    const result = authContextSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
