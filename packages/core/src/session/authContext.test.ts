import { describe, expect, it } from 'vitest';
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
});
