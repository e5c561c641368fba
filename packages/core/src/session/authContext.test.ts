import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authContext as authContextSchema } from '../contract/auth';
import {
  actingAuthContext,
  isCsrActingForUser,
  isCsrPersonalAccount,
  parseAuthContext,
  personalAuthContext,
} from './authContext';

const csr = { id: 'csr-1', name: 'Casey Rep', companyName: 'Shipdeck' };
const client = { id: 'u-9', name: 'Ada Client', companyName: 'Acme', setupForExports: true };

describe('auth context (spec 03 §3)', () => {
  it('is a CSR personal account when the creator equals the owner', () => {
    const context = personalAuthContext(csr, true);
    expect(isCsrPersonalAccount(context)).toBe(true);
    expect(isCsrActingForUser(context)).toBe(false);
  });

  it('is a CSR acting for a user when the creator differs from the owner', () => {
    const context = actingAuthContext(personalAuthContext(csr, true), client);
    expect(context).toMatchObject({
      creatorId: 'csr-1',
      ownerId: 'u-9',
      ownerName: 'Ada Client',
      ownerCompanyName: 'Acme',
      ownerSetupForExports: true,
    });
    expect(isCsrActingForUser(context)).toBe(true);
    expect(isCsrPersonalAccount(context)).toBe(false);
  });

  it('a client is neither a CSR personal account nor acting for anyone', () => {
    const context = personalAuthContext(client, false);
    expect(isCsrPersonalAccount(context)).toBe(false);
    expect(isCsrActingForUser(context)).toBe(false);
  });

  it('reads a stored context back and treats a malformed cookie as none', () => {
    const context = personalAuthContext(csr, true);
    expect(parseAuthContext(JSON.stringify(context))).toEqual(context);
    expect(parseAuthContext('{not json')).toBeNull();
    expect(parseAuthContext(JSON.stringify({ creatorId: 1 }))).toBeNull();
    expect(parseAuthContext(null)).toBeNull();
  });

  it("takes exactly what the contract's authContext schema takes (it reads the cookie without zod)", () => {
    const text = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ minLength: 120, maxLength: 300 }));
    const field = fc.oneof(text, fc.boolean(), fc.integer(), fc.constant(null));
    const context = fc.record(
      {
        creatorId: fc.oneof(text, field),
        isCreatorCsrUser: fc.oneof(fc.boolean(), field),
        ownerId: fc.oneof(text, field),
        ownerName: fc.oneof(text, field),
        ownerCompanyName: fc.oneof(text, field),
        ownerSetupForExports: fc.oneof(fc.boolean(), field),
        ownerSetupForImports: fc.oneof(fc.boolean(), field),
        extra: field,
      },
      { requiredKeys: ['creatorId', 'isCreatorCsrUser', 'ownerId', 'ownerName'] },
    );
    fc.assert(
      fc.property(fc.oneof(context, field, fc.array(field)), (value) => {
        const schema = authContextSchema.safeParse(value);
        expect(parseAuthContext(JSON.stringify(value))).toEqual(schema.success ? schema.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
