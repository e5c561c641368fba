import type { Violation } from '../contract/hydra';
import type { MeasurementSystem, RateShipmentRequest } from '../contract/quote';
import { checkCountryPair, isUs, isUsTerritory, isUsZip } from '../countries/index';
import { formatMoney, toCalendarDay } from '../format/index';
import {
  ADDRESS_LIMITS,
  DANGEROUS_GOODS_THRESHOLD_LB,
  DOCUMENT_LIMITS,
  exceedsSizeLimits,
  MINIMUM_WEIGHT,
  QUOTE_MINIMUMS,
  sizeLimitsIn,
} from '../limits/index';
import { lengthLabel, roundTo, unitsOf, weightLabel } from '../units/index';
import { type QuoteCatalogue, quoteCatalogue } from './quoteCatalogue';
import { quoteRoute } from './quoteRoute';

/** One end of a request being checked: like the contract's RateEnd, but fields may still be empty. */
export interface QuoteRequestDraftEnd {
  countryCode?: string | null;
  city?: string | null;
  postalCode?: string | null;
  isResidential?: boolean;
}

export interface QuoteRequestDraftPiece {
  quantity?: number | null;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
  declaredValue?: number | null;
}

/**
 * The rules run over the wire shape (RateShipmentRequest) with every value allowed to be missing,
 * so the same code checks a parsed request on the server and a half-filled form in the store.
 */
export interface QuoteRequestDraft {
  origin: QuoteRequestDraftEnd;
  destination: QuoteRequestDraftEnd;
  targetShipDate?: string | null;
  pieces: QuoteRequestDraftPiece[];
  isDocument?: boolean;
  usesExpressEnvelope?: boolean;
  hasDangerousGoods?: boolean;
  insuredValue?: number | null;
  currency?: string | null;
  measurementSystem?: MeasurementSystem;
}

export interface QuoteCheck {
  /** Blocking field errors, keyed by request path (origin.countryCode, pieces.0.weight, insuredValue …). */
  errors: Violation[];
  /** Notices that do not block rating (US territory, insurance above declared value, dangerous goods). */
  warnings: Violation[];
  /**
   * The freight notices among the errors (total weight, piece weight, size): the quote suits a
   * freight quote better than a parcel one, so the UI offers the freight panel (spec 02 §5).
   */
  freight: Violation[];
  isFreightCandidate: boolean;
}

export interface QuoteRuleOptions {
  messages?: QuoteCatalogue;
}

const DIMENSIONS = ['length', 'width', 'height'] as const;

const numberOf = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** A field whose text could not be read as a number (readNumberInput gives NaN): say so there. */
const unreadable = (value: number | null | undefined): boolean =>
  typeof value === 'number' && !Number.isFinite(value);
const textOf = (value: string | null | undefined): string => (value ?? '').trim();
/** Limits are shown as the user would write them: 150, 68, 274.32, 2.27. */
const shown = (value: number): number => roundTo(value, 2);

/**
 * Every rule of the standalone quote (spec 02 §5, spec 01 §5 "Rate request" and "Country rules",
 * spec 01 §9 limits) with the spec's messages. The request is checked as given: run
 * normalizeRateRequest / normalizeQuoteInput first for the flow's "no longer applies" rules.
 */
export function checkQuote(request: QuoteRequestDraft, options: QuoteRuleOptions = {}): QuoteCheck {
  const t = options.messages ?? quoteCatalogue;
  const errors: Violation[] = [];
  const warnings: Violation[] = [];
  const freight: Violation[] = [];
  const error = (propertyPath: string, message: string) =>
    errors.push({ propertyPath, message, severity: 'error' });
  const warning = (propertyPath: string, message: string) =>
    warnings.push({ propertyPath, message, severity: 'warning' });
  const freightError = (propertyPath: string, message: string) => {
    error(propertyPath, message);
    freight.push({ propertyPath, message, severity: 'error' });
  };

  const originCountry = textOf(request.origin.countryCode).toUpperCase();
  const destinationCountry = textOf(request.destination.countryCode).toUpperCase();
  const route = quoteRoute(originCountry, destinationCountry);
  const system = request.measurementSystem ?? 'imperial';
  const units = unitsOf(system);
  const isDocument = request.isDocument === true;

  // Countries (spec 02 §5) and the country pair (spec 01 §5).
  const countryLabel = t('quote.label.country');
  if (originCountry === '') error('origin.countryCode', t('field.required', { label: countryLabel }));
  if (destinationCountry === '')
    error('destination.countryCode', t('field.required', { label: countryLabel }));
  const pair = checkCountryPair(originCountry, destinationCountry, undefined, t);
  if (pair?.level === 'error') error('destination.countryCode', pair.message);
  if (pair?.level === 'warning') {
    warning(
      isUsTerritory(destinationCountry) ? 'destination.countryCode' : 'origin.countryCode',
      pair.message,
    );
  }

  // Postal codes and cities.
  for (const [side, end, country] of [
    ['origin', request.origin, originCountry],
    ['destination', request.destination, destinationCountry],
  ] as const) {
    const label = t(route.isDomestic ? 'quote.label.zip' : 'quote.label.postalCode');
    const postalCode = textOf(end.postalCode);
    const city = textOf(end.city);
    if (postalCode === '') {
      if (route.isDomestic) {
        error(`${side}.postalCode`, t('field.required', { label }));
      } else if (country !== '' && city === '') {
        // Decision: outside a domestic quote the carrier still has to place each end, by postal
        // code or, in countries without one, by city; asking for the city is what the user can act on.
        error(`${side}.city`, t('field.required', { label: t('quote.label.city') }));
      }
    } else if (postalCode.length > ADDRESS_LIMITS.postalCode) {
      error(`${side}.postalCode`, t('field.maxLength', { label, max: ADDRESS_LIMITS.postalCode }));
    } else if (isUs(country) && !isUsZip(postalCode)) {
      error(`${side}.postalCode`, t('postalCode.usFormat'));
    }
    if (city.length > ADDRESS_LIMITS.city) {
      error(`${side}.city`, t('field.maxLength', { label: t('quote.label.city'), max: ADDRESS_LIMITS.city }));
    }
  }

  // Ship date: a real calendar day, in API or picker format.
  if (toCalendarDay(textOf(request.targetShipDate)) === undefined) {
    error('targetShipDate', t('field.required', { label: t('quote.label.shipDate') }));
  }

  if (textOf(request.currency) === '') {
    error('currency', t('field.required', { label: t('quote.label.currency') }));
  }

  // Packages.
  const limits = route.limits;
  const sizeLimits = sizeLimitsIn(limits, units.length);
  const pieceMax = limits.pieceWeight[units.weight];
  const documentMax = DOCUMENT_LIMITS.documentMax[units.weight];
  const sideMax =
    limits.maxLength?.[units.length] ?? Math.max(...(limits.maxDimensions?.[units.length] ?? [0]));
  let totalWeight = 0;
  let totalPackages = 0;
  let pieceOverLimit = false;

  if (request.pieces.length === 0) error('pieces', t('quote.quantityMin'));
  const notNumber = (path: string, label: string) => error(path, t('field.notNumber', { label }));
  const weightLabelText = t('quote.label.weight');
  const weightMin = MINIMUM_WEIGHT[units.weight];
  request.pieces.forEach((piece, i) => {
    const path = `pieces.${i}`;
    const quantity = numberOf(piece.quantity);
    if (unreadable(piece.quantity)) notNumber(`${path}.quantity`, t('quote.label.quantity'));
    else if (quantity === undefined || quantity < QUOTE_MINIMUMS.quantity)
      error(`${path}.quantity`, t('quote.quantityMin'));
    else totalPackages += Math.floor(quantity);

    const weight = numberOf(piece.weight);
    const weightMax = isDocument ? documentMax : pieceMax;
    if (unreadable(piece.weight)) {
      notNumber(`${path}.weight`, weightLabelText);
    } else if (isDocument && weight !== undefined && weight > documentMax) {
      error(`${path}.weight`, t('documents.shipAsProduct'));
    } else if (weight !== undefined && weight < weightMin) {
      // Too light: name the minimum, not the maximum (issue 16).
      error(
        `${path}.weight`,
        t('field.minValue', { label: weightLabelText, min: `${weightMin} ${weightLabel(units.weight)}` }),
      );
    } else if (weight === undefined || weight > weightMax) {
      error(
        `${path}.weight`,
        t('quote.weightRange', { limit: shown(weightMax), unit: weightLabel(units.weight) }),
      );
    }
    if (weight !== undefined && !isDocument && weight > pieceMax) pieceOverLimit = true;
    if (weight !== undefined && weight > 0 && quantity !== undefined && quantity >= 1) {
      totalWeight += Math.floor(quantity) * weight;
    }
    // spec 01 §9: an envelope over 0.5 lb may be charged at the 1 lb rate; say so, without blocking.
    const envelopeMax = DOCUMENT_LIMITS.expressEnvelopeMax[units.weight];
    if (isDocument && request.usesExpressEnvelope && weight !== undefined && weight > envelopeMax + 1e-9) {
      warning(`${path}.weight`, t('quote.envelopeHalfPound'));
    }

    // Sides: required for products; a document's sides are optional (an envelope's dimensional
    // weight never exceeds its weight), but checked when given.
    const sides: number[] = [];
    for (const dimension of DIMENSIONS) {
      const raw = piece[dimension];
      const value = numberOf(raw);
      const sideLabel = t(`quote.label.${dimension}`);
      if (unreadable(raw)) {
        notNumber(`${path}.${dimension}`, sideLabel);
        continue;
      }
      if (isDocument && (value === undefined || value === 0)) continue;
      if (value === undefined) {
        error(`${path}.${dimension}`, t('field.required', { label: sideLabel }));
      } else if (value < QUOTE_MINIMUMS.dimension) {
        error(
          `${path}.${dimension}`,
          t('field.minValue', { label: sideLabel, min: QUOTE_MINIMUMS.dimension }),
        );
      } else {
        // A side over the carrier's maximum is named at its field, and the box still goes through the
        // size rule below so an oversize package is offered a freight quote (issue 16).
        if (value > sideMax) {
          error(
            `${path}.${dimension}`,
            t('quote.dimensionRange', {
              dimension: sideLabel.toLowerCase(),
              limit: shown(sideMax),
              unit: lengthLabel(units.length),
            }),
          );
        }
        sides.push(value);
      }
    }
    if (sides.length === 3 && exceedsSizeLimits(sides[0]!, sides[1]!, sides[2]!, sizeLimits)) {
      const girthLimit = sizeLimits.maxLengthPlusGirth;
      const [a, b, c] = [...sides].sort((x, y) => y - x) as [number, number, number];
      freightError(
        path,
        a + 2 * (b + c) <= girthLimit
          ? t('package.maxSize')
          : t('package.maxLengthPlusGirth', { limit: shown(girthLimit), unit: lengthLabel(units.length) }),
      );
    }

    const declared = numberOf(piece.declaredValue);
    if (unreadable(piece.declaredValue)) {
      notNumber(`${path}.declaredValue`, t('quote.label.declaredValue'));
    } else if (declared !== undefined && declared < 0) {
      error(`${path}.declaredValue`, t('field.minValue', { label: t('quote.label.declaredValue'), min: 0 }));
    }
  });

  // A documents shipment is one package (spec 02 §4): a second one is refused at its field, never
  // dropped (issue 16).
  if (isDocument) {
    if (request.pieces.length > 1) error('pieces.1', t('quote.documentsOnePackage'));
    else if (totalPackages > 1) error('pieces.0.quantity', t('quote.documentsOnePackage'));
  }

  // Freight thresholds (spec 01 §5, spec 02 §5), named in the quote's units.
  const unit = weightLabel(units.weight);
  if (!isDocument && totalWeight > limits.totalWeight[units.weight]) {
    freightError(
      'pieces',
      t('freight.totalWeight', { limit: shown(limits.totalWeight[units.weight]), unit }),
    );
  }
  if (pieceOverLimit) freightError('pieces', t('freight.pieceWeight', { limit: shown(pieceMax), unit }));

  // Insurance (spec 02 §5): not negative; warn when it exceeds what was declared.
  const insured = numberOf(request.insuredValue);
  if (unreadable(request.insuredValue)) {
    error('insuredValue', t('field.notNumber', { label: t('quote.label.insuranceValue') }));
  } else if (insured !== undefined && insured < 0) {
    error('insuredValue', t('field.minValue', { label: t('quote.label.insuranceValue'), min: 0 }));
  }
  const declaredValues = request.pieces
    .map((piece) => numberOf(piece.declaredValue))
    .filter((value): value is number => value !== undefined);
  if (insured !== undefined && insured > 0 && declaredValues.length > 0) {
    const declaredTotal = request.pieces.reduce(
      (sum, piece) =>
        sum + (numberOf(piece.declaredValue) ?? 0) * Math.max(1, Math.floor(numberOf(piece.quantity) ?? 1)),
      0,
    );
    if (declaredTotal < insured) {
      warning(
        'insuredValue',
        t('quote.insuranceAboveDeclared', {
          declared: formatMoney(declaredTotal, textOf(request.currency) || 'USD'),
        }),
      );
    }
  }

  if (!isDocument && request.hasDangerousGoods) {
    warning('hasDangerousGoods', t('quote.dangerousGoods', { limit: DANGEROUS_GOODS_THRESHOLD_LB }));
  }

  return { errors, warnings, freight, isFreightCandidate: freight.length > 0 };
}

/**
 * The server's entry point (the same rules as the quote store): a parsed rate request's errors
 * and warnings. Run it on the normalised request (normalizeRateRequest).
 */
export function checkQuoteRequest(request: RateShipmentRequest, options: QuoteRuleOptions = {}): QuoteCheck {
  return checkQuote(request, options);
}
