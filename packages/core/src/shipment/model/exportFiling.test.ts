import { describe, expect, it } from 'vitest';
import { exportFilingLegend } from './exportFiling';

const filing = (over: Partial<Parameters<typeof exportFilingLegend>[0] & object>) => ({
  type: 'exempted' as const,
  ftrExemption: null,
  itnNumber: null,
  einNumber: null,
  ...over,
});

describe('the export filing legend on the waybill and the invoice (spec 01 §3, §9)', () => {
  it('states the default exemption 30.37(a) for an exempted export', () => {
    expect(exportFilingLegend(filing({ ftrExemption: '30.37(a)' }))).toBe('NOEEI 30.37(a)');
    expect(exportFilingLegend(filing({}))).toBe('NOEEI 30.37(a)');
  });
  it('states the exemption chosen under "other", 30.36 by default', () => {
    expect(exportFilingLegend(filing({ type: 'other', ftrExemption: '30.36' }))).toBe('NOEEI 30.36');
    expect(exportFilingLegend(filing({ type: 'other' }))).toBe('NOEEI 30.36');
  });
  it('gives the ITN as proof of filing', () => {
    expect(exportFilingLegend(filing({ type: 'no', itnNumber: 'X20260302123456' }))).toBe(
      'AES X20260302123456',
    );
  });
  it('names the EIN the carrier files with when there is no ITN', () => {
    expect(exportFilingLegend(filing({ type: 'no', einNumber: '123456789' }))).toBe(
      'AES to be filed by the carrier for USPPI EIN 123456789',
    );
  });
  it('prints nothing without an export filing', () => {
    expect(exportFilingLegend(null)).toBeNull();
    expect(exportFilingLegend(filing({ type: 'no' }))).toBeNull();
  });
});
