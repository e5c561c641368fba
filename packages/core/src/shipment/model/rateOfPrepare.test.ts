import { describe, expect, it } from 'vitest';
import { rateRequestOfPrepare } from './rateOfPrepare';
import { documentsDraft, domesticDraft, exportDraft, TODAY } from './testing/fixtures';
import { toPrepareShipmentBody } from './toPrepareShipmentBody';
import { toRateShipmentRequest } from './toRateShipmentRequest';

describe('the rate request of a prepare body (spec 01 §4 "Rate re-request")', () => {
  it.each([
    ['an export with products', exportDraft],
    ['a domestic parcel', domesticDraft],
    ['a documents envelope', documentsDraft],
  ])('rates %s exactly as the wizard rated its draft', (_name, make) => {
    const draft = make();
    draft.additionalServices.signature = draft.shipmentFrom.country === draft.shipmentTo.country ? 3 : 'SF';
    if (draft.shipmentTo.country !== 'US') draft.additionalServices.isNeutralDeliveryServiceRequired = true;
    draft.payment.dutiesAndTaxesPayment = 'my_account';
    const wizard = toRateShipmentRequest(draft, { today: TODAY });
    const server = rateRequestOfPrepare(toPrepareShipmentBody(draft, { today: TODAY }), {
      hasNewPickupRequest: wizard.hasNewPickupRequest === true,
    });
    const { markInactive: _markInactive, ...rated } = wizard;
    expect(server).toEqual(JSON.parse(JSON.stringify(rated)));
  });
});
