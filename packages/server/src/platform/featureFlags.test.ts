import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { parseFeatureFlags } from './featureFlags';

describe('feature flags from SHIPDECK_FLAGS', () => {
  it('keeps the spec defaults when nothing is configured (spec 01 §6, spec 03 §6)', () => {
    const flags = parseFeatureFlags(undefined);
    expect(flags).toMatchObject({
      PAYMENT_AUTHORIZATION: true,
      UPDATED_DOCUMENT_ERROR_HANDLING: true,
      PIECE_ID_DISPLAY: true,
      DHL_SIGNATURE_OPTION: true,
      ESTIMATED_ARRIVAL_DATE: true,
      ORDERS: false,
      INSTANT_SIGN_UP: false,
      GUEST_LANDING_PAGE_3_0: false,
      CSR_PASSWORD_CHANGE: false,
      RETURN_LABEL: false,
      COMMODITY_CODE_SEARCH: false,
      AUTOPAY: false,
      SHARE_QUOTE: false,
      DOMESTIC_DOCUMENTS: false,
      HOUSE_ACCOUNT_FOR_CSR: false,
    });
  });

  it('turns flags on and off by name', () => {
    const flags = parseFeatureFlags(' orders=on , PAYMENT_AUTHORIZATION=off,INSTANT_SIGN_UP=true');
    expect(flags.ORDERS).toBe(true);
    expect(flags.PAYMENT_AUTHORIZATION).toBe(false);
    expect(flags.INSTANT_SIGN_UP).toBe(true);
  });

  it('refuses an unknown flag or value instead of ignoring a typo', () => {
    expect(() => parseFeatureFlags('ORDRES=on')).toThrow(ConfigError);
    expect(() => parseFeatureFlags('ORDERS=yes please')).toThrow(ConfigError);
    expect(() => parseFeatureFlags('ORDERS')).toThrow(ConfigError);
  });
});
