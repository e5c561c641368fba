import { describe, expect, it } from 'vitest';
import { detectTrackingCarrier, trackingUrl } from './trackingUrl';

describe('tracking box carrier detection (spec 03 §2)', () => {
  it('opens UPS for a 1Z number, whatever spaces or case it was typed with', () => {
    expect(detectTrackingCarrier('1z 999 aa1 01 2345 6784')).toBe('UPS');
    expect(trackingUrl('1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784',
    );
  });
  it('opens DHL Express for a 10-digit waybill', () => {
    expect(trackingUrl('1234567890')).toContain('dhl.com');
  });
  it('opens FedEx for a 12-digit number', () => {
    expect(trackingUrl('123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
  });
  it('answers null for something that is no tracking number', () => {
    expect(trackingUrl('hello')).toBeNull();
    expect(trackingUrl('')).toBeNull();
  });
});
