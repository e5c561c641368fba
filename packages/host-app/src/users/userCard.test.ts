import { describe, expect, it } from 'vitest';
import {
  cardBadges,
  cardClientId,
  cardCompanyName,
  importIdentifiers,
  loadSearch,
  saveSearch,
} from './userCard';

const billing = (osClientId: string | null) => ({
  dhlImportNumber: null,
  dhlExportNumber: null,
  osClientId,
  canPayNowCc: false,
  canPayLater: false,
  billingContact: { name: null, phone: { number: null, extension: null }, email: null },
});

describe('users page cards (spec 03 §2, §9)', () => {
  it('truncates the company name to 43 characters', () => {
    expect(cardCompanyName('A'.repeat(43))).toBe('A'.repeat(43));
    expect(cardCompanyName('B'.repeat(50))).toBe(`${'B'.repeat(43)}…`);
  });
  it('falls back to the last 8 characters of the id without a client id', () => {
    expect(
      cardClientId({ id: '123e4567-e89b-12d3-a456-426614174000', billingInformation: billing(null) }),
    ).toBe('14174000');
    expect(cardClientId({ id: 'x', billingInformation: billing('OS-77') })).toBe('OS-77');
  });
  it('shows the badges Inactivated, Suspended and Whitelisted', () => {
    expect(cardBadges({ active: false, suspended: true, whitelisted: true })).toEqual([
      'users.badgeInactivated',
      'users.badgeSuspended',
      'users.badgeWhitelisted',
    ]);
    expect(cardBadges({ active: true, suspended: false, whitelisted: false })).toEqual([]);
  });
  it('imports several ids separated by a space', () => {
    expect(importIdentifiers('812345678 ada@example.com  OS-1')).toEqual([
      '812345678',
      'ada@example.com',
      'OS-1',
    ]);
  });
  it('persists the search across reloads, with a placeholder for an empty search', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    saveSearch(storage, 'acme');
    expect(loadSearch(storage)).toBe('acme');
    saveSearch(storage, '');
    expect(map.get('shipdeck.usersSearch')).toBe('__empty__');
    expect(loadSearch(storage)).toBe('');
  });
});
