import type { RateShipmentRequest } from '@shipdeck/core/contract';
import { isDomesticPair, isImportPair } from '@shipdeck/core/countries';
import { formatPickerDate } from '@shipdeck/core/format';
import { quotePolicy } from '@shipdeck/core/quote';
import {
  type CompiledTariff,
  isRemoteArea,
  type PriceClass,
  type ShipmentToRate,
  zoneOfCountry,
  zoneOfUsRoute,
} from '@shipdeck/core/rating';
import { convertLength, convertWeight, unitsOf } from '@shipdeck/core/units';
import type { RatingContext } from '../gateway';
import type { SandboxTariffs } from './sandboxTariffs';
import { locateUsZip, milesBetween } from './usZipLocation';

/** One tariff and the shipment as that tariff rates it (its units, USD, its zone). */
export interface RatingJob {
  tariff: CompiledTariff;
  shipment: ShipmentToRate;
}

/**
 * Turns a rate request into the tariffs to ask and the shipment each one rates (issue 2): US to US
 * goes to UPS and FedEx, zoned by the distance between the ZIPs; anything with an end outside the
 * US goes to DHL Express, export zoned by destination country, import by origin country (a
 * shipment between two other countries is rated as an import from its origin, a sandbox
 * decision). `usdPerUnit` converts the request's money into the tariffs' USD. No job means no
 * rates (an unknown ZIP or a country the zone maps leave out).
 */
export function ratingPlan(
  request: RateShipmentRequest,
  context: RatingContext,
  tariffs: SandboxTariffs,
  usdPerUnit: number,
): RatingJob[] {
  const origin = request.origin;
  const destination = request.destination;
  const domestic = isDomesticPair(origin.countryCode, destination.countryCode);
  // Which flags still apply is core's rule (spec 01 §4, spec 02 §4: domestic is never documents).
  const { isDocument } = quotePolicy({
    originCountry: origin.countryCode,
    destinationCountry: destination.countryCode,
    isDocument: request.isDocument,
    usesExpressEnvelope: request.usesExpressEnvelope,
    hasDangerousGoods: request.hasDangerousGoods,
    currency: request.currency,
    measurementSystem: request.measurementSystem,
  });

  const base = {
    kind: isDocument ? 'documents' : 'parcel',
    residential: destination.isResidential,
    insuredValue: (request.insuredValue ?? 0) * usdPerUnit,
    directSignature: request.hasDirectSignature ?? false,
    neutralDelivery: request.hasNeutralDelivery ?? false,
    dutiesPaidByShipper: request.hasDutiesAndTaxesPaidByCarrierAccount ?? false,
    signature: request.domesticSignature ?? 0,
    // The pickup is at the origin: its residential flag prices it (spec 02 §9).
    pickup: request.hasNewPickupRequest ? (origin.isResidential ? 'residential' : 'commercial') : 'none',
    shipDate: shipDateOf(request.targetShipDate, context.now),
    priceClass: priceClassOf(context),
  } satisfies Partial<ShipmentToRate>;

  if (domestic) {
    const from = locateUsZip(origin.postalCode);
    const to = locateUsZip(destination.postalCode);
    if (!from || !to) return [];
    const miles = milesBetween(from, to);
    const remoteArea = isRemoteArea(tariffs.usExtendedAreas, 'US', destination.postalCode);
    return tariffs.domestic.flatMap((tariff) => {
      const zone = zoneOfUsRoute(tariff, { miles, origin: from, destination: to });
      return zone
        ? [
            {
              tariff,
              shipment: { ...base, zone, remoteArea, pieces: piecesFor(request, tariff, usdPerUnit) },
            },
          ]
        : [];
    });
  }

  const isImport = isImportPair(origin.countryCode);
  const tariff = isImport ? tariffs.dhlImport : tariffs.dhlExport;
  const zone = zoneOfCountry(tariff, isImport ? origin.countryCode : destination.countryCode);
  if (!zone) return [];
  const remoteArea = isRemoteArea(tariffs.dhlRemoteAreas, destination.countryCode, destination.postalCode);
  return [
    { tariff, shipment: { ...base, zone, remoteArea, pieces: piecesFor(request, tariff, usdPerUnit) } },
  ];
}

/** The request's pieces in the tariff's units (imperial or metric in, lb/in or kg/cm out). */
function piecesFor(
  request: RateShipmentRequest,
  tariff: CompiledTariff,
  usdPerUnit: number,
): ShipmentToRate['pieces'] {
  const units = unitsOf(request.measurementSystem);
  const weight = tariff.units.weight;
  const length = tariff.units.length;
  return request.pieces.map((piece) => ({
    quantity: piece.quantity,
    weight: convertWeight(piece.weight, units.weight, weight),
    length: convertLength(piece.length, units.length, length),
    width: convertLength(piece.width, units.length, length),
    height: convertLength(piece.height, units.length, length),
    // Whether it prices insurance (parcels' boxes, spec 01 §3; never documents) is rateTariff's rule.
    declaredValue: piece.declaredValue ? piece.declaredValue * usdPerUnit : null,
  }));
}

function priceClassOf(context: RatingContext): PriceClass {
  return context.rateClass === 'guest'
    ? { kind: 'guest' }
    : { kind: 'account', discount: context.accountDiscount };
}

/** The ship date as yyyy-MM-dd; a past date ships today (spec 01 §8 "Updating past shipment date to current date"). */
function shipDateOf(targetShipDate: string, now: Date): string {
  const today = formatPickerDate(now);
  const day = formatPickerDate(targetShipDate);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day > today ? day : today;
}
