import type { ContinueToShippingPayload } from '@shipdeck/core/quote';
import { describe, expect, it } from 'vitest';
import { PENDING_QUOTE_DRAFT_KEY, readPendingQuoteDraft, savePendingQuoteDraft } from './pendingQuoteDraft';

const quote = { createdInId: 'q-1', rate: { id: 'r-1' } } as unknown as ContinueToShippingPayload;

function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('pending quote draft', () => {
  it('saves the quote a guest continued with, and reads it back', () => {
    const storage = memory();
    const now = new Date('2030-03-01T10:00:00Z');
    savePendingQuoteDraft(storage, quote, now);
    expect(storage.data.has(PENDING_QUOTE_DRAFT_KEY)).toBe(true);
    expect(readPendingQuoteDraft(storage, now)?.quote).toEqual(quote);
  });

  it('forgets it after 30 days (spec 03 §9 stored values)', () => {
    const storage = memory();
    savePendingQuoteDraft(storage, quote, new Date('2030-03-01T10:00:00Z'));
    expect(readPendingQuoteDraft(storage, new Date('2030-03-30T10:00:00Z'))).not.toBeNull();
    expect(readPendingQuoteDraft(storage, new Date('2030-03-31T10:00:01Z'))).toBeNull();
    expect(storage.data.has(PENDING_QUOTE_DRAFT_KEY)).toBe(false);
  });

  it('reads nothing from a damaged or foreign value', () => {
    const storage = memory();
    storage.setItem(PENDING_QUOTE_DRAFT_KEY, '{not json');
    expect(readPendingQuoteDraft(storage)).toBeNull();
    storage.setItem(PENDING_QUOTE_DRAFT_KEY, JSON.stringify({ version: 99, quote }));
    expect(readPendingQuoteDraft(storage)).toBeNull();
  });

  it('still answers when storage refuses to save (private mode)', () => {
    const refusing = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(savePendingQuoteDraft(refusing, quote).quote).toEqual(quote);
  });
});
