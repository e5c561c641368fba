import type { InspectedOwner, QuoteInspection } from '@shipdeck/core/contract';
import { formatMoney } from '@shipdeck/core/format';
import { unitsOf } from '@shipdeck/core/units';
import { t } from './inspectionMessages';

/** Who a quote was priced for, in one line. */
export function ownerText(owner: InspectedOwner): string {
  if (owner.kind === 'guest') return t('inspection.owner.guest');
  if (owner.kind === 'partner') return t('inspection.owner.partner');
  if (!owner.name) return t('inspection.owner.missing');
  return [owner.name, owner.companyName, owner.email].filter(Boolean).join(' · ');
}

/** The owner's price class: guest rates, or the account's discount (spec 01 §9). */
export function priceClassText(owner: InspectedOwner): string {
  if (owner.priceClass === 'guest') return t('inspection.priceClass.guest');
  if (owner.accountDiscount === null) return t('inspection.priceClass.standard');
  return t('inspection.priceClass.account', { percent: Math.round(owner.accountDiscount * 10_000) / 100 });
}

/** One end of the request: country, postal code and city, and whether it is a residence. */
export function endText(end: QuoteInspection['request']['origin']): string {
  const place = [end.countryCode, end.postalCode, end.city].filter(Boolean).join(' ');
  return end.isResidential ? `${place} (${t('inspection.residential')})` : place;
}

/** The request's pieces, one line each, in its own units. */
export function pieceLines(request: QuoteInspection['request']): string[] {
  const units = unitsOf(request.measurementSystem);
  return request.pieces.map((piece) =>
    t('inspection.piece', {
      quantity: piece.quantity,
      weight: piece.weight,
      weightUnit: units.weight,
      length: piece.length,
      width: piece.width,
      height: piece.height,
      lengthUnit: units.length,
    }),
  );
}

/** The options that change a price (surcharges of spec 01 §9) the request asked for. */
export function optionTexts(request: QuoteInspection['request']): string[] {
  const options: string[] = [];
  if (request.insuredValue)
    options.push(
      t('inspection.option.insuredValue', { amount: formatMoney(request.insuredValue, request.currency) }),
    );
  if (request.hasNewPickupRequest) options.push(t('inspection.option.newPickup'));
  if (request.hasNeutralDelivery) options.push(t('inspection.option.neutralDelivery'));
  if (request.hasDutiesAndTaxesPaidByCarrierAccount) options.push(t('inspection.option.ddp'));
  if (request.hasDirectSignature) options.push(t('inspection.option.directSignature'));
  if (request.domesticSignature === 2) options.push(t('inspection.option.signature'));
  if (request.domesticSignature === 3) options.push(t('inspection.option.adultSignature'));
  return options;
}
