/**
 * Values of the contract that the API client and the session name at run time, in a file without zod
 * (issue 8: the host app's first load carried zod's schemas for these few constants). The contract's
 * files re-export them beside their schemas, so every other reader is unchanged.
 */

/**
 * Feature flags (spec 01 §6, spec 03 §6) with the spec's defaults; the server's configuration
 * (SHIPDECK_FLAGS) may turn each on or off. GET /api/feature_flags is public.
 */
export const FEATURE_FLAG_DEFAULTS = {
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
  /**
   * spec 01 §2 domestic details: the optional toggle "Shipment contains exclusively Documents" (off:
   * a domestic shipment is a products one, spec 01 §4); on, a domestic draft may be a documents one.
   */
  DOMESTIC_DOCUMENTS: false,
  COMMODITY_CODE_SEARCH: false,
  AUTOPAY: false,
  SHARE_QUOTE: false,
  HOUSE_ACCOUNT_FOR_CSR: false,
  /** spec 03 §2: the inspect link (request id) appears only with this flag. */
  INSPECTION: false,
  /** spec 03 §4: "the landing page is get quote when a flag is set". */
  LAND_ON_GET_QUOTE: false,
  /** spec 02 §2: view history's shipments-that-need-attention section for a CSR's personal account. */
  SHIPMENTS_NEED_ATTENTION: true,
} as const satisfies Record<string, boolean>;
export type FeatureFlagName = keyof typeof FEATURE_FLAG_DEFAULTS;
export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlagName[];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/** The multipart form field of POST /api/import_orders (the file, at most IMPORT_LIMITS' 5 MB and rows). */
export const IMPORT_ORDERS_FIELD = 'orders';

/** The multipart form field of POST /import_addresses (spec 03 §7). */
export const IMPORT_ADDRESSES_FIELD = 'addresses';

/**
 * spec 03 §9: addresses are shown 9 a page. The client loads every page (spec 03 §7 "all pages
 * fetched"), so it may ask for up to 500 at a time (a few hundred KB of JSON), fewer round trips for
 * a book of thousands.
 */
export const ADDRESSES_PER_PAGE = 9;
export const MAX_ADDRESSES_PER_PAGE = 500;
