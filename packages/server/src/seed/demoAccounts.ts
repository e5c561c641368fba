import type { Principal } from '../auth/principal';

/**
 * The demo client whose history the seeded quotes fill. Accounts arrive with the next issue; it
 * will create this user with this id, so the quotes seeded now already belong to it.
 */
export const DEMO_CLIENT: Principal = {
  subject: 'user:00000000-0000-4000-8000-000000000001',
  role: 'ROLE_CLIENT',
  scopes: ['quote', 'account'],
};
