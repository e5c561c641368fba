import type { MeasurementSystem } from '../contract/quote';
import { quoteRoute } from './quoteRoute';

/** The flags of a quote that its countries and its document choice constrain. */
export interface QuoteFlags {
  originCountry: string | null | undefined;
  destinationCountry: string | null | undefined;
  isDocument: boolean;
  usesExpressEnvelope: boolean;
  hasDangerousGoods: boolean;
  currency: string;
  measurementSystem: MeasurementSystem;
}

export interface QuotePolicy {
  isDocument: boolean;
  usesExpressEnvelope: boolean;
  hasDangerousGoods: boolean;
  currency: string;
  measurementSystem: MeasurementSystem;
  /** A documents shipment is one package (spec 02 §4). */
  singlePackage: boolean;
}

/**
 * The standalone quote flow's "data that no longer applies" rules (spec 02 §4), in one place for
 * the quote store (over the input) and the server (over the request):
 * - domestic (both USA) forces USD and imperial units and clears the document flag;
 * - a documents shipment is one package and drops dangerous goods;
 * - the express envelope is only for documents that are not an import (origin outside the USA).
 */
export function quotePolicy(flags: QuoteFlags): QuotePolicy {
  const route = quoteRoute(flags.originCountry, flags.destinationCountry);
  const isDocument = flags.isDocument && !route.isDomestic;
  return {
    isDocument,
    usesExpressEnvelope: isDocument && !route.isImport && flags.usesExpressEnvelope,
    hasDangerousGoods: !isDocument && flags.hasDangerousGoods,
    currency: route.isDomestic ? 'USD' : flags.currency,
    measurementSystem: route.isDomestic ? 'imperial' : flags.measurementSystem,
    singlePackage: isDocument,
  };
}
