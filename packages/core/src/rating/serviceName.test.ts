import { describe, expect, it } from 'vitest';
import { carrierServiceLabel } from './serviceName';

describe('carrierServiceLabel', () => {
  it('names the carrier once', () => {
    expect(carrierServiceLabel('UPS', 'UPS Ground')).toBe('UPS Ground');
    expect(carrierServiceLabel('DHL', 'DHL Economy Select')).toBe('DHL Economy Select');
    expect(carrierServiceLabel('FEDEX', 'FedEx 2Day')).toBe('FedEx 2Day');
  });

  it('puts the carrier in front of a service name without it', () => {
    expect(carrierServiceLabel('FEDEX', 'Ground')).toBe('FedEx Ground');
    expect(carrierServiceLabel('DHL', 'Express Worldwide')).toBe('DHL Express Worldwide');
  });
});
