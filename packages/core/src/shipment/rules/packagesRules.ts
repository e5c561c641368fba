import { CARRIER_LIMITS, QUOTE_MINIMUMS } from '../../limits/index';
import { unitsOf, weightLabel } from '../../units/index';
import type { ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import { first, minValue, required, wholeNumber } from '../../validation/fieldRules';
import type { Draft } from '../model/draftSchema';
import { freightQualification, isPackageOverSize, isPackageOverWeight, limitCarrier } from '../model/limits';
import { isPackageEmpty, rowsToCheck } from '../model/lineRules';

const P = 'shipmentDetails.products';
export const UPS_DECLARED_VALUE_WARNING = 1000;

/**
 * The package list (spec 01 §5 "Products"): each filled row needs weight (at least 0.22), height,
 * width and length (at least 1 each) and a count; a box over the carrier's limits, and a shipment
 * over the freight thresholds, are errors with the spec's messages. An empty extra row is ignored.
 */
export function validatePackages(draft: Draft, ctx: ValidationContext, out: FieldErrorList): void {
  const { t } = ctx;
  const packages = draft.shipmentDetails.products.packages;
  const carrier = limitCarrier(draft, ctx.carrier);
  const limits = CARRIER_LIMITS[carrier];
  const unit = unitsOf(draft.measurementSystem).weight;

  for (const [p, i] of rowsToCheck(packages, isPackageEmpty)) {
    const at = (field: string) => `${P}.packages.${i}.${field}`;
    out.error(
      at('numberOfPackages'),
      first(
        required(t, 'numberOfPackages', p.numberOfPackages),
        minValue(t, 'numberOfPackages', p.numberOfPackages, QUOTE_MINIMUMS.quantity),
        wholeNumber(t, 'numberOfPackages', p.numberOfPackages),
      ),
    );
    out.error(
      at('weight'),
      first(
        required(t, 'weight', p.weight),
        minValue(t, 'weight', p.weight, QUOTE_MINIMUMS.weight),
        isPackageOverWeight(p, limits, unit) ? t('package.weightLimit') : null,
      ),
    );
    for (const side of ['length', 'width', 'height'] as const) {
      out.error(
        at(side),
        first(required(t, side, p[side]), minValue(t, side, p[side], QUOTE_MINIMUMS.dimension)),
      );
    }
    if (isPackageOverSize(p, limits, draft.measurementSystem)) {
      out.error(`${P}.packages.${i}`, t('package.maxSize'));
    }
    // UPS declared value warning at 1000 or more (spec 01 §9): the high declared value notice (§8).
    if (carrier === 'UPS' && p.declaredValue !== null && p.declaredValue >= UPS_DECLARED_VALUE_WARNING) {
      out.warn(at('declaredValue'), t('draft.highDeclaredValue'));
    }
  }

  const freight = freightQualification(draft, ctx.carrier);
  if (freight) {
    const key = freight.reason === 'total' ? 'freight.totalWeight' : 'freight.pieceWeight';
    out.error(`${P}.packages`, t(key, { limit: freight.limit, unit: weightLabel(freight.unit) }));
  }
}
