import { describe, expect, it } from 'vitest';
import { maxiCodePng, maxiCodePostalCode, upsMaxiCodeMessages } from './barcodes';
import { domesticInput } from './testing/documentFixtures';

describe('UPS MaxiCode', () => {
  it('codes a US ZIP in mode 2 and another postal code in mode 3 (at most 6 characters)', () => {
    expect(maxiCodePostalCode('90045')).toEqual({ mode: 2, code: '90045' });
    expect(maxiCodePostalCode('90045-1234')).toEqual({ mode: 2, code: '900451234' });
    expect(maxiCodePostalCode('sw1a 2aa')).toEqual({ mode: 3, code: 'SW1A2A' });
    expect(maxiCodePostalCode('')).toEqual({ mode: 2, code: '00000' });
    expect(maxiCodePostalCode(null)).toEqual({ mode: 2, code: '00000' });
  });

  it('shortens a long street until the secondary message fits the symbol', async () => {
    const input = domesticInput('UPS');
    const to = {
      ...input.recipient,
      address: {
        ...input.recipient.address,
        addressLine1: '12345 North Saint Lawrence Boulevard East',
        city: 'Rancho Santa Margarita',
      },
    };
    const code = upsMaxiCodeMessages(input, to, {
      index: 0,
      count: 1,
      trackingNumber: input.trackingNumber,
      weight: 10,
    });
    expect(code.messages[0]).toContain('12345 NORTH SAINT LAWRENCE BOULEVA');
    expect((await maxiCodePng(code)).length).toBeGreaterThan(0);
  });
});
