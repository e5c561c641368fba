import { randomUUID } from 'node:crypto';
import type { UserRole } from '@shipdeck/core/contract';
import { EMAIL_PATTERN } from '@shipdeck/core/validation';
import { createUserRepository } from '../accounts/userRepository';
import { createAuditLog } from '../audit/auditLog';
import { createPasswordHasher, passwordProblemText } from '../auth/passwords';
import type { Database } from '../db/database';

/** Who `shipdeck create-admin` can make: an administrator, or (the default, for the first one) a super admin. */
export type AdminKind = 'admin' | 'super-admin';

const ROLES: Record<AdminKind, UserRole[]> = {
  // An admin is customer service too; a super admin is an admin (the same sets the accounts use).
  admin: ['ROLE_ADMIN', 'ROLE_CSR', 'ROLE_USER'],
  'super-admin': ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CSR', 'ROLE_USER'],
};

export interface CreateAdminInput {
  email: string;
  password: string;
  name?: string;
  kind?: AdminKind;
}

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/**
 * Creates a staff account with a password on the configured database: how a real deployment gets
 * its first administrator, since demo accounts exist only with SHIPDECK_DEMO_DATA=on. The password
 * follows the same rule as every other password (spec 03 §5) and is stored only as an argon2id hash.
 */
export async function createAdmin(db: Database, input: CreateAdminInput, now: () => Date = () => new Date()) {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) {
    throw new CreateAdminError(`"${input.email}" is not an e-mail address`);
  }
  const problem = passwordProblemText(input.password);
  if (problem) throw new CreateAdminError(problem);
  const users = createUserRepository(db);
  if (await users.findByEmail(email)) {
    throw new CreateAdminError(`an account with the e-mail ${email} exists already`);
  }
  const kind = input.kind ?? 'super-admin';
  const row = await users.insert({
    id: randomUUID(),
    email,
    name: input.name?.trim() || email.slice(0, email.indexOf('@')),
    companyName: '',
    roles: ROLES[kind],
    passwordHash: await createPasswordHasher().hash(input.password),
  });
  await createAuditLog(db, now).record({
    actorId: null,
    subjectId: row.id,
    action: 'adminCreated',
    details: { kind, via: 'command line' },
  });
  return row;
}
