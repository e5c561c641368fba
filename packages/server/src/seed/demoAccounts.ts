import type { UserRole } from '@shipdeck/core/contract';
import { createPasswordHasher } from '../auth/passwords';
import { ACCOUNT_SCOPES, type Principal } from '../auth/principal';
import { type NewUserRow, users } from '../db/accountSchema';
import type { Database } from '../db/database';
import type { SeedStep } from '../db/seedRuns';

/** The one password of every demo account that has one (docs/demo-accounts.md). Demo data only. */
export const DEMO_PASSWORD = 'shipdeck-demo';

/** The demo client whose history the seeded quotes fill (issue 2 already seeded them under this id). */
export const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_CLIENT: Principal = {
  subject: `user:${DEMO_CLIENT_ID}`,
  role: 'ROLE_CLIENT',
  scopes: ACCOUNT_SCOPES,
};

const CLIENT: UserRole[] = ['ROLE_CLIENT', 'ROLE_USER'];
const CSR: UserRole[] = ['ROLE_CSR', 'ROLE_USER'];
// Admins are customer service too (they see the Users page); a super admin is an admin.
const ADMIN: UserRole[] = ['ROLE_ADMIN', 'ROLE_CSR', 'ROLE_USER'];
const SUPER_ADMIN: UserRole[] = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CSR', 'ROLE_USER'];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface DemoAccount {
  key: string;
  /** What the account demonstrates (docs/demo-accounts.md). */
  purpose: string;
  /** What to type in the sign-in field. */
  signInWith: string;
  hasPassword: boolean;
  row: Omit<NewUserRow, 'passwordHash'>;
}

function client(n: number, key: string, purpose: string, extra: Partial<NewUserRow> = {}): DemoAccount {
  const email = `${key}@demo.shipdeck.test`;
  return {
    key,
    purpose,
    signInWith: email,
    hasPassword: true,
    row: {
      id: id(n),
      email,
      clientId: `SD${100000 + n}`,
      dhlImportNumber: `8123456${String(n).padStart(2, '0')}`,
      dhlExportNumber: `9123456${String(n).padStart(2, '0')}`,
      name: `${key[0]?.toUpperCase()}${key.slice(1)} Demo`,
      companyName: `${key[0]?.toUpperCase()}${key.slice(1)} Imports LLC`,
      phoneNumber: '+1 305 555 0100',
      roles: CLIENT,
      setupForImports: true,
      setupForExports: true,
      canPayLater: true,
      accountDiscount: 0.35,
      billingContact: {
        name: `${key[0]?.toUpperCase()}${key.slice(1)} Demo`,
        phone: { number: '+1 305 555 0100', extension: null },
        email,
      },
      ...extra,
    },
  };
}

function staff(n: number, key: string, purpose: string, roles: UserRole[]): DemoAccount {
  const email = `${key}@demo.shipdeck.test`;
  return {
    key,
    purpose,
    signInWith: email,
    hasPassword: true,
    row: { id: id(n), email, name: `${key.toUpperCase()} Demo`, companyName: 'Shipdeck', roles },
  };
}

/**
 * One account per role and state (docs/architecture.md#demo-data), and one per sign-in error code of
 * spec 03 §8, so every code is reachable in the running product.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  client(1, 'client', 'Client, active (the seeded quotes are its history)'),
  client(2, 'client2', 'A second active client (ownership checks)'),
  client(3, 'inactive', 'Client, inactivated: sees the inactive notice', { active: false }),
  client(4, 'suspended', 'Client, suspended: sees the suspended notice', { suspended: true }),
  client(5, 'whitelisted', 'Client, suspended but whitelisted (no restriction)', {
    suspended: true,
    whitelisted: true,
  }),
  {
    ...client(
      6,
      'quick',
      'Quick-access client without a password (Get Quote by number: 812345606); a full sign-in answers NoPasswordSet',
    ),
    hasPassword: false,
  },
  staff(7, 'csr', 'Customer service (CSR)', CSR),
  staff(8, 'admin', 'Administrator', ADMIN),
  staff(9, 'superadmin', 'Super admin (View Log)', SUPER_ADMIN),
  client(11, 'fraud', 'FlaggedForFraud', { flaggedForFraud: true }),
  client(12, 'baddebtor', 'BadDebtor', { badDebtor: true }),
  { ...client(13, 'nopassword', 'NoPasswordSet'), hasPassword: false },
  {
    ...client(
      14,
      'renumbered',
      'OldImportNumber: sign in with the old number 812345699; the answer carries 812345614',
      {
        oldImportNumber: '812345699',
      },
    ),
    signInWith: '812345699',
  },
  {
    ...client(15, 'nonos', 'NonOSImportExportNumber: sign in with the number', { nonOsNumber: true }),
    signInWith: '812345615',
  },
  client(16, 'invalidnumber', 'InvalidNumber', { invalidNumber: true }),
  client(17, 'lockme', 'FailedSignInAttempts: 5 wrong passwords within 15 minutes lock it for 15 minutes'),
  client(21, 'newclient', 'Known to BillPay, not yet imported: import it from the Users page (sync)', {
    imported: false,
  }),
  // Nothing of it is seeded and no other end-to-end spec signs in with it: the survey's test books its
  // first shipment, which then asks the first-shipment survey (issue 15).
  client(
    22,
    'firstshipment',
    'Client with no shipment yet: its first booking asks the first-shipment survey',
  ),
  // The survey's end-to-end test books with one of its own for each attempt (a retry books a real first
  // shipment again), so `firstshipment` stays unbooked for people exploring.
  client(23, 'surveyrun1', 'First-shipment survey end-to-end test, first attempt: not for exploring'),
  client(24, 'surveyrun2', 'First-shipment survey end-to-end test, its retry: not for exploring'),
];

/** Identifiers that produce the codes without an account of their own. */
export const DEMO_IDENTIFIERS = {
  InvalidFormat: '712345678',
  EmailNotFound: 'nobody@demo.shipdeck.test',
  InvalidCredentials: 'SD999999',
  PasswordIncorrect: 'client@demo.shipdeck.test',
} as const;

/**
 * Inserts demo accounts with argon2id hashes of DEMO_PASSWORD (each with its own salt); an id that
 * exists already is left as it is, so a later step can add an account a database seeded before lacks.
 */
export async function insertDemoAccounts(db: Database, accounts: readonly DemoAccount[]): Promise<void> {
  const hasher = createPasswordHasher();
  const rows: NewUserRow[] = [];
  for (const account of accounts) {
    rows.push({
      ...account.row,
      passwordHash: account.hasPassword ? await hasher.hash(DEMO_PASSWORD) : null,
    });
  }
  if (rows.length > 0) await db.insert(users).values(rows).onConflictDoNothing();
}

/** Seeds the demo accounts once. */
export function demoAccountsStep(): SeedStep {
  return {
    name: '2025-issue-4-demo-accounts',
    run: (db) => insertDemoAccounts(db, DEMO_ACCOUNTS),
  };
}
