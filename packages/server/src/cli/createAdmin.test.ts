import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../testing/testApp';
import { testBackends } from '../testing/testDatabases';
import { CreateAdminError, createAdmin } from './createAdmin';
import { readPassword } from './readPassword';

const backends = await testBackends();

describe.each(backends)('pnpm shipdeck create-admin on $name', (backend) => {
  const ctx = useTestApp(backend);

  it.skipIf(!backend.available)(
    'creates the first super admin on an empty database, who can then sign in and reach the Users page',
    async () => {
      const admin = await createAdmin(ctx.database.handle.db, {
        email: ' Ops@Example.com ',
        password: 'correct horse battery',
      });
      expect(admin.email).toBe('ops@example.com');
      expect(admin.roles).toEqual(['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_CSR', 'ROLE_USER']);
      expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
      expect(admin.passwordHash).not.toContain('correct horse battery');

      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/authentication_token',
        payload: { email: 'ops@example.com', password: 'correct horse battery' },
      });
      expect(signIn.statusCode).toBe(200);
      const users = await ctx.app.inject({
        url: '/api/users?search=ops',
        headers: bearer((signIn.json() as { token: string }).token),
      });
      expect(users.statusCode).toBe(200);
    },
  );

  it.skipIf(!backend.available)(
    'refuses a short password with the spec 03 §5 text, a taken e-mail and a malformed one',
    async () => {
      const db = ctx.database.handle.db;
      await expect(createAdmin(db, { email: 'short@example.com', password: 'short' })).rejects.toThrow(
        'This value is too short. It should have 8 characters or more.',
      );
      await createAdmin(db, { email: 'taken@example.com', password: 'long enough 1', kind: 'admin' });
      await expect(
        createAdmin(db, { email: 'TAKEN@example.com', password: 'long enough 2' }),
      ).rejects.toThrow(CreateAdminError);
      await expect(createAdmin(db, { email: 'ada@example..com', password: 'long enough 3' })).rejects.toThrow(
        /not an e-mail address/,
      );
    },
  );
});

describe('readPassword', () => {
  it('reads one line from standard input when it is not a terminal, without its line break', async () => {
    expect(await readPassword(Readable.from(['correct horse', ' battery\n']), process.stderr)).toBe(
      'correct horse battery',
    );
  });
});
