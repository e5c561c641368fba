/**
 * Codes the draft uses for its choice fields (spec 01 §3, §9). Option lists themselves (labels,
 * order) come from the server's option endpoints; these are the values the rules depend on.
 */

/** Type of packaging for documents: CP customer provided, DC document, EE express envelope. */
export const PACKAGING_CODES = ['CP', 'DC', 'EE'] as const;
export type PackagingCode = (typeof PACKAGING_CODES)[number];

/**
 * "Other Packaging" (spec 01 §4, forced for imports): the customer's own packaging, code CP. Decision:
 * the spec names no separate code for it, and "customer provided" is exactly the packaging that is
 * neither a carrier document pack nor a carrier express envelope.
 */
export const OTHER_PACKAGING: PackagingCode = 'CP';
export const EXPRESS_ENVELOPE: PackagingCode = 'EE';

/**
 * Invoice types. The spec lists Proforma and External and the proforma sub-options Gift, Sample
 * and Return/Repair. Decision: a sub-option is the proforma's purpose of shipment (spec 01 §4:
 * "Proforma invoice type reveals purposeOfShipment"), and the commercial invoice of a sale is the
 * type offered first, before proforma (spec 01 §9 "the proforma option is second").
 */
export const INVOICE_TYPES = ['commercial', 'proforma', 'external'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const PROFORMA_INVOICE_TYPE: InvoiceType = 'proforma';
/** Not offered, and reset to the default when a shipment is copied into a draft (spec 01 §4). */
export const EXTERNAL_INVOICE_TYPE: InvoiceType = 'external';

export const PROFORMA_PURPOSES = ['gift', 'sample', 'return_repair'] as const;
export type ProformaPurpose = (typeof PROFORMA_PURPOSES)[number];

/** Export license options: none, or license numbers 1-5 (spec 01 §5). */
export const NO_LICENSE = 'none';
export const EXPORT_LICENSE_OPTIONS = [NO_LICENSE, '1', '2', '3', '4', '5'] as const;

/** Item quantity units that are not sold by quantity and are cleared from items (spec 01 §4). */
export const UNITS_NOT_SOLD_BY_QUANTITY: readonly string[] = [
  'CONE',
  'RILL',
  'ROLL',
  'TU',
  '2M',
  '2NO',
  '3M',
  '3KG',
];

/** spec 01 §9: default foreign trade regulation and default FTR exemption. */
export const DEFAULT_FOREIGN_TRADE_REGULATION = '30.36';
export const DEFAULT_FTR_EXEMPTION = '30.37(a)';

/** ECCN is required for items going to Russia, China, Venezuela or Hong Kong (spec 01 §5). */
export const ECCN_DESTINATIONS: readonly string[] = ['RU', 'CN', 'VE', 'HK'];

/** EEI is needed for exports over $2,500, or to China, Brazil or Venezuela regardless of value (spec 01 §9). */
export const EEI_VALUE_THRESHOLD = 2500;
export const EEI_ALWAYS_DESTINATIONS: readonly string[] = ['CN', 'BR', 'VE'];

/**
 * Additional service ids sent with the prepare body. "SF" and "NN" are the spec's (spec 01 §9); the
 * spec names no id for the certificate of origin or the return label, so these two are ours.
 */
export const SERVICE_IDS = {
  directSignature: 'SF',
  neutralDelivery: 'NN',
  certificateOfOrigin: 'COO',
  returnLabel: 'RETURN_LABEL',
} as const;

/** Domestic signature options (spec 01 §9): 2 = signature, 3 = adult signature. */
export const DOMESTIC_SIGNATURES = [2, 3] as const;
export type DomesticSignature = (typeof DOMESTIC_SIGNATURES)[number];

/** Pay now or pay later (spec 01 §3 "Payment state"; default pay later, spec 03 §9). */
export const PAYMENT_TIMES = ['now', 'later'] as const;
export type PaymentTime = (typeof PAYMENT_TIMES)[number];
