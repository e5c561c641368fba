import { describe, expect, it } from 'vitest';
import type { TrackingResource } from '../contract/tracking';
import { createTrackingStore } from './trackingStore';

const answer = (number: string): TrackingResource => ({
  '@id': `/api/tracking/${number}`,
  '@type': 'Tracking',
  trackingNumber: number,
  view: 'carrier',
  carrier: 'UPS',
  carrierName: 'UPS',
  trackingUrl: `https://www.ups.com/track?loc=en_US&tracknum=${number}`,
  checkDigitValid: true,
  status: null,
  shipDate: null,
  deliveredOn: null,
  origin: null,
  destination: null,
  events: [],
  shipment: null,
});

describe('the tracking store (issue 14)', () => {
  it('asks for the typed number, normalised, and holds the answer', async () => {
    const asked: string[] = [];
    const store = createTrackingStore({
      track: async (n) => {
        asked.push(n);
        return answer(n);
      },
    });
    store.getState().setInput('1z 999 aa1 0123456784');
    await store.getState().track();
    expect(asked).toEqual(['1Z999AA10123456784']);
    expect(store.getState().lookup).toMatchObject({ status: 'found', result: { carrier: 'UPS' } });
  });

  it('asks nothing for a blank box or what cannot be a number', async () => {
    const asked: string[] = [];
    const store = createTrackingStore({
      track: async (n) => {
        asked.push(n);
        return answer(n);
      },
    });
    await store.getState().track('   ');
    expect(store.getState().lookup.status).toBe('idle');
    await store.getState().track('<script>');
    expect(store.getState().lookup).toEqual({ status: 'unrecognized', number: '<SCRIPT>' });
    expect(asked).toEqual([]);
  });

  it('keeps the later of two lookups, and says when one failed', async () => {
    let release: (value: TrackingResource) => void = () => {};
    const slow = new Promise<TrackingResource>((resolve) => {
      release = resolve;
    });
    const store = createTrackingStore({
      track: (n) =>
        n === '111111111111'
          ? slow
          : n === '222'
            ? Promise.reject(new Error('boom'))
            : Promise.resolve(answer(n)),
    });
    const first = store.getState().track('111111111111');
    await store.getState().track('1Z999AA10123456784');
    release(answer('111111111111'));
    await first;
    expect(store.getState().lookup).toMatchObject({ status: 'found', number: '1Z999AA10123456784' });
    await store.getState().track('222');
    expect(store.getState().lookup).toMatchObject({ status: 'failed', number: '222' });
  });
});
