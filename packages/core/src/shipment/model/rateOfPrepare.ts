import type { PrepareShipmentRequest } from '../../contract/prepare';
import type { RateShipmentRequest } from '../../contract/quote';
import { SERVICE_IDS } from './options';

/**
 * The rate request a prepare body was priced with (spec 01 §4 "Rate re-request"): the same ends,
 * date, pieces and every parameter that changes the price (services, signature, neutral delivery,
 * duties payer, ITN, pickup). The server re-rates a booking with it to confirm the amount.
 */
export function rateRequestOfPrepare(
  body: PrepareShipmentRequest,
  options: { hasNewPickupRequest: boolean },
): RateShipmentRequest {
  const end = (a: PrepareShipmentRequest['origin']) => ({
    countryCode: a.countryCode,
    ...(a.city ? { city: a.city } : {}),
    ...(a.postalCode ? { postalCode: a.postalCode } : {}),
    isResidential: a.isResidential,
  });
  const international = body.international;
  const exporting = body.origin.countryCode === 'US' && body.destination.countryCode !== 'US';
  const domestic = body.origin.countryCode === body.destination.countryCode;
  return {
    shipmentId: body.shipmentId,
    origin: end(body.origin),
    destination: end(body.destination),
    targetShipDate: body.targetShipDate,
    pieces: body.pieces.map(({ pieceId: _pieceId, ...piece }) => piece),
    isDocument: body.isDocument,
    usesExpressEnvelope: body.usesExpressEnvelope === true,
    hasDangerousGoods: body.hasDangerousGoods,
    insuredValue: body.insuredValue,
    currency: body.currency,
    measurementSystem: body.measurementSystem,
    carrierProduct: body.carrierProduct,
    hasNewPickupRequest: options.hasNewPickupRequest,
    hasEeiFiledByCarrier:
      exporting &&
      !body.isDocument &&
      international?.eeiFiling?.type === 'no' &&
      !international.eeiFiling.itnNumber,
    hasNeutralDelivery:
      international !== null && body.additionalServices.includes(SERVICE_IDS.neutralDelivery),
    hasDutiesAndTaxesPaidByCarrierAccount:
      international !== null && international.whoPaysDuties === 'my_account',
    hasDirectSignature: !domestic && body.additionalServices.includes(SERVICE_IDS.directSignature),
    domesticSignature: domestic ? body.domesticSignature : null,
  };
}
