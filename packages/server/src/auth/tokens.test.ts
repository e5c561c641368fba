import { base64url, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOKEN_TTL_SECONDS, createTokenService, GUEST_TOKEN_TTL_SECONDS } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const at = (iso: string) => () => new Date(iso);

describe('guest tokens', () => {
  it('issues a guest token that may only quote, for 12 hours', async () => {
    const tokens = createTokenService({ secret, now: at('2025-07-01T08:00:00Z') });
    const issued = await tokens.issueGuestToken();
    expect(issued.principal).toMatchObject({ role: 'ROLE_GUEST', scopes: ['quote'] });
    expect(issued.principal.subject).toMatch(/^guest:[0-9a-f-]{36}$/);
    expect(issued.expiresAt.toISOString()).toBe('2025-07-01T20:00:00.000Z');
    expect(GUEST_TOKEN_TTL_SECONDS).toBe(12 * 3600);
    expect(await tokens.verify(issued.token)).toEqual(issued.principal);
  });

  it('gives every guest a subject of their own', async () => {
    const tokens = createTokenService({ secret });
    const [a, b] = await Promise.all([tokens.issueGuestToken(), tokens.issueGuestToken()]);
    expect(a.principal.subject).not.toBe(b.principal.subject);
  });

  it('refuses an expired token', async () => {
    const issued = await createTokenService({ secret, now: at('2025-07-01T08:00:00Z') }).issueGuestToken();
    const later = createTokenService({ secret, now: at('2025-07-01T20:00:01Z') });
    expect(await later.verify(issued.token)).toBeNull();
  });

  it('refuses a remembered token once it expires', async () => {
    let clock = Date.parse('2025-07-01T08:00:00Z');
    const tokens = createTokenService({ secret, now: () => new Date(clock) });
    const { token } = await tokens.issueGuestToken();
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(token)).not.toBeNull();
    clock += GUEST_TOKEN_TTL_SECONDS * 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps at most cacheSize tokens in mind and still verifies the forgotten ones', async () => {
    const tokens = createTokenService({ secret, cacheSize: 2 });
    const issued = await Promise.all([1, 2, 3].map(() => tokens.issueGuestToken()));
    for (const { token, principal } of [...issued, ...issued])
      expect(await tokens.verify(token)).toEqual(principal);
  });

  it('refuses a token signed with another key, a tampered payload and garbage', async () => {
    const tokens = createTokenService({ secret });
    const other = await createTokenService({
      secret: new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'),
    }).issueGuestToken();
    expect(await tokens.verify(other.token)).toBeNull();

    const { token } = await tokens.issueGuestToken();
    const [header, , signature] = token.split('.');
    const forged = base64url.encode(
      JSON.stringify({ sub: 'user:admin', role: 'ROLE_SUPER_ADMIN', scope: ['quote', 'account'] }),
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    for (const garbage of ['', 'abc', 'a.b.c', '....', '\u0000'])
      expect(await tokens.verify(garbage)).toBeNull();
  });

  it('refuses alg "none" and tokens missing our type, issuer or audience (docs/security.md#access-tokens)', async () => {
    const tokens = createTokenService({ secret });
    const claims = { role: 'ROLE_GUEST', scope: ['quote'] };
    const unsigned = new UnsecuredJWT(claims)
      .setSubject('guest:x')
      .setIssuer('shipdeck')
      .setAudience('shipdeck-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await tokens.verify(unsigned)).toBeNull();

    const sign = (typ: string, issuer: string, audience: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ })
        .setSubject('guest:x')
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    expect(await tokens.verify(await sign('at+jwt', 'shipdeck', 'shipdeck-api'))).not.toBeNull();
    expect(await tokens.verify(await sign('JWT', 'shipdeck', 'shipdeck-api'))).toBeNull();
    expect(await tokens.verify(await sign('at+jwt', 'someone-else', 'shipdeck-api'))).toBeNull();
    expect(await tokens.verify(await sign('at+jwt', 'shipdeck', 'another-api'))).toBeNull();
  });

  it('refuses a signed token whose role or scopes are unknown', async () => {
    const tokens = createTokenService({ secret });
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject('guest:x')
        .setIssuer('shipdeck')
        .setAudience('shipdeck-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    expect(await tokens.verify(await sign({ role: 'ROLE_ROOT', scope: ['quote'] }))).toBeNull();
    expect(await tokens.verify(await sign({ role: 'ROLE_GUEST', scope: 'quote' }))).toBeNull();
    expect(
      await tokens.verify(await sign({ role: 'ROLE_GUEST', scope: ['quote', 'everything'] })),
    ).toBeNull();
  });
});

describe('account tokens', () => {
  const CSR = '00000000-0000-4000-8000-000000000007';
  const CLIENT = '00000000-0000-4000-8000-000000000001';
  const SESSION = '11111111-1111-4111-8111-111111111111';
  const claims = {
    sessionId: SESSION,
    userId: CLIENT,
    ownerId: CLIENT,
    role: 'ROLE_CLIENT' as const,
    scopes: ['quote', 'prepare', 'account'] as const,
    quickAccess: false,
  };

  it('issues a 15-minute token naming its session, verified back to the same principal', async () => {
    const tokens = createTokenService({ secret, now: at('2025-07-01T08:00:00Z') });
    const issued = await tokens.issueAccountToken(claims);
    expect(issued.expiresAt.toISOString()).toBe('2025-07-01T08:15:00.000Z');
    expect(ACCOUNT_TOKEN_TTL_SECONDS).toBe(15 * 60);
    expect(await tokens.verify(issued.token)).toEqual({
      subject: `user:${CLIENT}`,
      role: 'ROLE_CLIENT',
      scopes: ['quote', 'prepare', 'account'],
      session: { id: SESSION, userId: CLIENT, ownerId: CLIENT, quickAccess: false },
    });
  });

  it('names the CSR in an act claim when acting for a client (RFC 8693), the client as subject', async () => {
    const tokens = createTokenService({ secret });
    const issued = await tokens.issueAccountToken({ ...claims, userId: CSR, role: 'ROLE_CSR' });
    const principal = await tokens.verify(issued.token);
    expect(principal?.subject).toBe(`user:${CLIENT}`);
    expect(principal?.session).toMatchObject({ userId: CSR, ownerId: CLIENT });
  });

  it('refuses a signed token whose session claims are malformed, and a refresh token used as an access token', async () => {
    const tokens = createTokenService({ secret });
    const sign = (subject: string, payload: Record<string, unknown>) =>
      new SignJWT({ role: 'ROLE_CLIENT', scope: ['quote'], ...payload })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(subject)
        .setIssuer('shipdeck')
        .setAudience('shipdeck-api')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    expect(await tokens.verify(await sign(`user:${CLIENT}`, {}))).toBeNull();
    expect(await tokens.verify(await sign(`user:${CLIENT}`, { sid: 'not-a-uuid', qa: false }))).toBeNull();
    expect(await tokens.verify(await sign(`user:${CLIENT}`, { sid: SESSION }))).toBeNull();
    expect(await tokens.verify(await sign('guest:x', { sid: SESSION, qa: false }))).toBeNull();
    expect(
      await tokens.verify(await sign(`user:${CLIENT}`, { sid: SESSION, qa: false, act: { sub: 'admin' } })),
    ).toBeNull();
    expect(await tokens.verify('a'.repeat(43))).toBeNull();
  });
});
