import type {
  PickupCarrier,
  PickupOrigin,
  PrepareShipmentRequest,
  Rate,
  RateShipmentRequest,
  SurveyFutureUsage,
  SurveyUsageReason,
  WebhookEvent,
} from '@shipdeck/core/contract';
import type { TrackingEventCode } from '@shipdeck/core/tracking';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedRatesText, unpackRates } from './storedRates';

/**
 * A quote's rates, a json column stored packed (storedRates.ts: about a quarter of the answer's
 * size) and read back as the rates that were answered.
 */
const storedRates = (name: string) =>
  customType<{ data: Rate[]; driverData: string }>({
    dataType: () => 'json',
    toDriver: (rates) => storedRatesText(rates),
    fromDriver: (value) => unpackRates(typeof value === 'string' ? JSON.parse(value) : value),
  })(name);

/**
 * Partner keys (issue 9, migration 0009, docs/partner-keys.md): a partner's publishable key (public,
 * stored as is) bound to the origins its pages are served from, and the SHA-256 of its secret key
 * (shown once at creation). Revoked, never deleted. `created_by` and `revoked_by` reference users in
 * the migration (ON DELETE SET NULL).
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    mode: text('mode').$type<'live' | 'test'>().notNull(),
    publishableKey: text('publishable_key').notNull(),
    secretKeyHash: text('secret_key_hash').notNull(),
    secretKeyHint: text('secret_key_hint').notNull(),
    origins: text('origins').array().notNull(),
    createdBy: uuid('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedOn: timestamp('revoked_on', { withTimezone: true, mode: 'date' }),
    revokedBy: uuid('revoked_by'),
  },
  (table) => [
    uniqueIndex('partner_keys_publishable_key_idx').on(table.publishableKey),
    uniqueIndex('partner_keys_secret_key_hash_idx').on(table.secretKeyHash),
    index('partner_keys_created_on_idx').on(
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type PartnerKeyRow = typeof partnerKeys.$inferSelect;

/**
 * A stored standalone quote (spec 02 §3 "Quote (listed)"): the request's key fields as columns
 * (lists and filters read them), the whole request as JSON (a later issue turns a quote into a
 * draft), and the rates as they were answered.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey(),
    /** The token subject that asked for the quote ("guest:<uuid>", later "user:<uuid>"). */
    ownerSubject: text('owner_subject').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set when a shipment is prepared from the quote; lists filter on exists[shipmentId]. */
    shipmentId: text('shipment_id'),
    originCountryCode: text('origin_country_code').notNull(),
    originCity: text('origin_city'),
    originPostalCode: text('origin_postal_code'),
    originIsResidential: boolean('origin_is_residential').notNull(),
    destinationCountryCode: text('destination_country_code').notNull(),
    destinationCity: text('destination_city'),
    destinationPostalCode: text('destination_postal_code'),
    destinationIsResidential: boolean('destination_is_residential').notNull(),
    targetShipDate: date('target_ship_date', { mode: 'string' }).notNull(),
    isDocument: boolean('is_document').notNull(),
    currency: text('currency').notNull(),
    measurementSystem: text('measurement_system').$type<RateShipmentRequest['measurementSystem']>().notNull(),
    // json, not jsonb: a quote is written once on the hot path (POST /api/rate_shipment_actions)
    // and read back whole; jsonb's binary conversion cost ~40% more per insert in our bench and
    // none of its indexing is used. A later migration can switch if a query ever needs it.
    request: json('request').$type<RateShipmentRequest>().notNull(),
    rates: storedRates('rates').notNull(),
    /** The partner key the widget quoted with (issue 9, migration 0009); null for the app's own quotes. */
    partnerKeyId: uuid('partner_key_id').references(() => partnerKeys.id),
  },
  (table) => [
    // The caller's list, newest first (GET /api/quotes), with the id as a stable tie-breaker.
    index('quotes_owner_created_on_idx').on(
      table.ownerSubject,
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Each key's quotes (the admin list's counts, issue 9), only where a key is set.
    index('quotes_partner_key_idx')
      .on(table.partnerKeyId, table.createdOn.desc().nullsFirst())
      .where(sql`${table.partnerKeyId} IS NOT NULL`),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = typeof quotes.$inferInsert;

/**
 * How many quotes each owner has (all, and with a shipment), kept by a statement trigger on quotes
 * (migration 0007): a list's total without counting the owner's rows on every page (issue 8).
 */
export const quoteOwnerCounts = pgTable('quote_owner_counts', {
  ownerSubject: text('owner_subject').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
  withShipment: bigint('with_shipment', { mode: 'number' }).notNull(),
});

/** Seed steps already applied (main.ts seeds demo data once per step, on first start). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedOn: timestamp('applied_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Request budgets counted in the database (rateLimit/rateLimitStore.ts, migration 0006): one row per
 * route, rule and client, its count and when its window ends. UNLOGGED in the migration: a crash may
 * reset budgets, and no count waits for a WAL flush.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const schema = { partnerKeys, quotes, quoteOwnerCounts, seedRuns, rateLimitWindows };
export type Schema = typeof schema;

/**
 * A shipment draft (spec 01 §3, §7; migration 0011): the draft JSON as sent (any stored version,
 * migrated when read by core's parseDraft), its name and current step, and who wrote it: the owner's
 * token subject, the person signed in (a CSR acting for a client) and a widget session's partner key.
 */
export const shipmentDrafts = pgTable(
  'shipment_drafts',
  {
    id: uuid('id').primaryKey(),
    ownerSubject: text('owner_subject').notNull(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    partnerKeyId: uuid('partner_key_id').references(() => partnerKeys.id),
    name: text('name').notNull(),
    payload: text('payload').notNull(),
    step: text('step').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull(),
    completedOn: timestamp('completed_on', { withTimezone: true, mode: 'date' }),
    shipmentId: text('shipment_id'),
    /** "<draft version>:<md5 of payload>" when this server checked and wrote the payload (migration 0025). */
    payloadChecked: text('payload_checked'),
  },
  (table) => [
    index('shipment_drafts_owner_updated_idx').on(
      table.ownerSubject,
      table.updatedOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('shipment_drafts_owner_open_idx')
      .on(table.ownerSubject, table.updatedOn.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.completedOn} IS NULL`),
  ],
);

export type ShipmentDraftRow = typeof shipmentDrafts.$inferSelect;

/**
 * Freight quote requests (spec 01 §2 freight quote modal, §7; migration 0012): what the modal sent, for
 * the operations team (mailed to them). `ownerSubject` is the token's subject (a guest may ask).
 */
export const freightQuoteRequests = pgTable(
  'freight_quote_requests',
  {
    id: uuid('id').primaryKey(),
    ownerSubject: text('owner_subject').notNull(),
    userId: uuid('user_id'),
    createdBy: uuid('created_by'),
    partnerKeyId: uuid('partner_key_id').references(() => partnerKeys.id),
    quoteData: json('quote_data').$type<Record<string, unknown>>().notNull(),
    contactData: json('contact_data').$type<Record<string, unknown>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('freight_quote_requests_created_on_idx').on(
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** Support requests (spec 01 §7, spec 03 §3; migration 0012): kept, and mailed to the operations team. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    draftId: uuid('draft_id').references(() => shipmentDrafts.id, { onDelete: 'set null' }),
    rateId: text('rate_id'),
    step: text('step'),
    page: text('page'),
    message: text('message').notNull(),
    details: json('details').$type<Record<string, unknown>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('support_requests_owner_idx').on(
      table.ownerId,
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Stored payment methods (migration 0013; spec 03 §3): the gateway's token and display fields only.
 * Listed per owner, newest first, through saved_payment_methods_owner_idx.
 */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    type: text('type').$type<'credit_card' | 'ach'>().notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name').notNull(),
    routingNumber: text('routing_number'),
    bankName: text('bank_name'),
    isSavings: boolean('is_savings').notNull().default(false),
    billingAddress: json('billing_address').$type<Record<string, string>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_payment_methods_owner_idx').on(
      table.ownerId,
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export type SavedPaymentMethodRow = typeof savedPaymentMethods.$inferSelect;

/** bytea as bytes: postgres-js answers a Buffer, PGlite a Uint8Array; both are read as Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

/** How a shipment is paid for (spec 01 §9 payment types, as booked). */
export type ShipmentPaymentType = 'pay_now' | 'pay_later' | 'house_account' | 'third_party' | 'receiver';

/**
 * Booked shipments (migration 0017; spec 02 §3, §4; issue 12). `request` is the prepare body as
 * booked, `rate` the rate it was charged at; the list reads shipments_owner_listed_idx in its order.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    draftId: uuid('draft_id'),
    carrier: text('carrier').notNull(),
    carrierProduct: text('carrier_product').notNull(),
    serviceName: text('service_name').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    targetShipDate: date('target_ship_date', { mode: 'string' }).notNull(),
    primaryStatusFlag: integer('primary_status_flag').notNull(),
    hasError: boolean('has_error').notNull().default(false),
    originCountryCode: text('origin_country_code').notNull(),
    destinationCountryCode: text('destination_country_code').notNull(),
    isDocument: boolean('is_document').notNull(),
    isDutiable: boolean('is_dutiable').notNull(),
    isDomestic: boolean('is_domestic').notNull(),
    isImport: boolean('is_import').notNull(),
    isUsTerritories: boolean('is_us_territories').notNull(),
    description: text('description').notNull(),
    shipmentReferenceNumber: text('shipment_reference_number'),
    declaredTotalValue: numeric('declared_total_value', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull(),
    request: json('request').$type<PrepareShipmentRequest>().notNull(),
    rate: json('rate').$type<Rate>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentType: text('payment_type').$type<ShipmentPaymentType>().notNull(),
    paymentMethodId: uuid('payment_method_id'),
    usesHouseAccount: boolean('uses_house_account').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    canceledOn: timestamp('canceled_on', { withTimezone: true, mode: 'date' }),
    /** View history (migration 0023): archived by the owner (hidden until restored); deleted once delivered. */
    archivedOn: timestamp('archived_on', { withTimezone: true, mode: 'date' }),
    deletedOn: timestamp('deleted_on', { withTimezone: true, mode: 'date' }),
    deletedBy: uuid('deleted_by'),
    /** An unresolved error or support request (kept by the database from the flags, migration 0023). */
    needsAttention: boolean('needs_attention').generatedAlwaysAs(
      sql`("primary_status_flag" & 10240) = 2048 OR ("primary_status_flag" & 4104) = 8`,
    ),
  },
  (table) => [
    uniqueIndex('shipments_tracking_idx').on(table.carrier, table.trackingNumber),
    index('shipments_tracking_number_idx').on(table.trackingNumber),
    index('shipments_owner_listed_idx')
      .on(table.ownerId, table.createdOn.desc(), table.id.desc())
      .where(sql`"archived_on" IS NULL AND "deleted_on" IS NULL`),
    index('shipments_owner_archived_idx')
      .on(table.ownerId, table.createdOn.desc(), table.id.desc())
      .where(sql`"archived_on" IS NOT NULL AND "deleted_on" IS NULL`),
    index('shipments_staff_created_idx')
      .on(table.createdOn.desc(), table.id.desc())
      .where(sql`"created_by" <> "owner_id" AND "archived_on" IS NULL AND "deleted_on" IS NULL`),
    index('shipments_creator_idx')
      .on(table.createdBy, table.createdOn.desc(), table.id.desc())
      .where(sql`"archived_on" IS NULL AND "deleted_on" IS NULL`),
    index('shipments_staff_attention_idx')
      .on(table.createdOn.desc(), table.id.desc())
      .where(
        sql`"needs_attention" AND "created_by" <> "owner_id" AND "archived_on" IS NULL AND "deleted_on" IS NULL`,
      ),
    index('shipments_creator_attention_idx')
      .on(table.createdBy, table.createdOn.desc(), table.id.desc())
      .where(sql`"needs_attention" AND "archived_on" IS NULL AND "deleted_on" IS NULL`),
  ],
);

/** hydra:totalItems of an owner's shipment list and archived view, kept by triggers (migration 0023). */
export const shipmentOwnerCounts = pgTable('shipment_owner_counts', {
  ownerId: uuid('owner_id').primaryKey(),
  listed: bigint('listed', { mode: 'number' }).notNull(),
  archived: bigint('archived', { mode: 'number' }).notNull(),
});
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * hydra:totalItems of the lists that are not counted row by row (migration 0025): drafts, a CSR's shipment
 * lists; kept by statement triggers in the statement that changes the rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    owner: text('owner').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'list_counts_pk', columns: [table.list, table.owner] })],
);

/** A shipment's documents as real PDFs (migration 0017; spec 02 §3 shipment document). */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    id: uuid('id').primaryKey(),
    shipmentId: uuid('shipment_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    type: text('type').notNull(),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    readyOn: timestamp('ready_on', { withTimezone: true, mode: 'date' }).notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('shipment_documents_shipment_idx').on(table.shipmentId, table.type)],
);
export type ShipmentDocumentRow = typeof shipmentDocuments.$inferSelect;

/** What was charged for a shipment (migration 0017): captured once, refunded on cancel. */
export const shipmentCharges = pgTable(
  'shipment_charges',
  {
    id: uuid('id').primaryKey(),
    shipmentId: uuid('shipment_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    authorizationId: text('authorization_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'captured' | 'refunded'>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    refundedOn: timestamp('refunded_on', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('shipment_charges_shipment_idx').on(table.shipmentId)],
);
export type ShipmentChargeRow = typeof shipmentCharges.$inferSelect;

/** Idempotency keys (migration 0017; issue 12 "never twice"). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: uuid('owner_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: json('response').$type<unknown>(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.ownerId, table.route, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdOn),
  ],
);

/**
 * The address book (spec 03 §3 "Saved address", issue 10; migration 0014): a client's contacts in the
 * server's shape, owned by the account; `createdBy` / `updatedBy` record a CSR acting for the client.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    countryCode: text('country_code').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    addressLine3: text('address_line3').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    locality: text('locality').notNull().default(''),
    dependentLocality: text('dependent_locality').notNull().default(''),
    administrativeArea: text('administrative_area').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneExtension: text('phone_extension').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    eoriNumber: text('eori_number').notNull().default(''),
    isResidential: boolean('is_residential').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_addresses_owner_name_idx').on(
      table.ownerId,
      sql`lower(${table.companyName})`,
      sql`lower(${table.contactName})`,
      table.id,
    ),
  ],
);

export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/**
 * Saved line items, "My Items List" (spec 03 §3 "Saved line item"; migration 0015): the server shape's
 * fields as columns, owned by an account, with who saved and who last changed them (a CSR acting for the
 * client is recorded: spec 03 §6 "created items marked as CSR-created").
 */
export const savedLineItems = pgTable(
  'saved_line_items',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    nickname: text('nickname').notNull(),
    description: text('description').notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    commodityCode: text('commodity_code').notNull(),
    eccn: text('eccn'),
    valueAmount: doublePrecision('value_amount').notNull(),
    valueCurrency: text('value_currency').notNull(),
    licenseNumber: text('license_number'),
    /** yyyy-MM-dd. */
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    licenseSymbol: text('license_symbol'),
    quantityAmount: integer('quantity_amount').notNull(),
    quantityUnit: text('quantity_unit').notNull(),
    weightValue: doublePrecision('weight_value').notNull(),
    weightUnit: text('weight_unit').$type<'pound' | 'kg'>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('saved_line_items_owner_name_idx').on(table.ownerId, sql`lower(${table.nickname})`, table.id),
  ],
);
export type SavedLineItemRow = typeof savedLineItems.$inferSelect;

/**
 * Pickups (migration 0018; spec 02 §3 "Pickup"): one carrier visit to a client's address on one day, the
 * window in minutes after the address's midnight. The open ones are listed per owner through
 * pickups_owner_open_idx; pickups_one_a_day_idx holds the clash rule (one per carrier, day and address).
 */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    carrier: text('carrier').$type<PickupCarrier>().notNull(),
    carrierProduct: text('carrier_product').notNull(),
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    startTime: smallint('start_time').notNull(),
    endTime: smallint('end_time').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    numOfPackages: integer('num_of_packages').notNull(),
    confirmationNumber: text('confirmation_number').notNull(),
    origin: json('origin').$type<PickupOrigin>().notNull(),
    addressLineKey: text('address_line_key').notNull(),
    postalCodeKey: text('postal_code_key').notNull(),
    isResidential: boolean('is_residential').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    canceledOn: timestamp('canceled_on', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('pickups_owner_open_idx')
      .on(table.ownerId, table.pickupDate, table.startTime, table.id)
      .where(sql`${table.canceledOn} IS NULL`),
    index('pickups_owner_date_idx').on(table.ownerId, table.pickupDate, table.startTime, table.id),
    uniqueIndex('pickups_one_a_day_idx')
      .on(table.ownerId, table.carrier, table.pickupDate, table.addressLineKey, table.postalCodeKey)
      .where(sql`${table.canceledOn} IS NULL`),
  ],
);

export type PickupRow = typeof pickups.$inferSelect;

/**
 * The shipments a pickup collects (migration 0018; the foreign key to shipments came with 0024, once both
 * tables had landed).
 */
export const pickupShipments = pgTable(
  'pickup_shipments',
  {
    pickupId: uuid('pickup_id')
      .notNull()
      .references(() => pickups.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by'),
    addedOn: timestamp('added_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'pickup_shipments_pkey', columns: [table.pickupId, table.shipmentId] }),
    index('pickup_shipments_shipment_idx').on(table.shipmentId),
  ],
);

/**
 * A partner connected to an account as a selling channel (migration 0021; issue 15): the partner's webhook
 * (by its secret key) writes orders into the accounts that connected it, and no other.
 */
export const orderChannels = pgTable(
  'order_channels',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    partnerKeyId: uuid('partner_key_id')
      .notNull()
      .references(() => partnerKeys.id),
    createdBy: uuid('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_channels_owner_partner_idx').on(table.ownerId, table.partnerKeyId),
    index('order_channels_partner_idx').on(table.partnerKeyId),
  ],
);
export type OrderChannelRow = typeof orderChannels.$inferSelect;

/** One line of an order as stored (spec 02 §3 orderLineItems); weight per item in pounds. */
export interface StoredOrderLine {
  sku: string;
  name: string;
  quantity: number;
  priceCents: number;
  weight: number | null;
}

/**
 * Orders (migration 0021; spec 02 §3 Order; issue 15): an account's orders with their recipient, lines and
 * money in cents; the draft made from one and the shipment booking it linked. One tab's page is read
 * through orders_owner_status_date_idx in its order; archived orders are in no tab.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
    source: text('source').$type<'manual' | 'import' | 'webhook'>().notNull(),
    channelId: uuid('channel_id'),
    orderNumber: text('order_number').notNull(),
    status: text('status')
      .$type<'awaiting_payment' | 'on_hold' | 'awaiting_shipment' | 'processed' | 'cancelled'>()
      .notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientCompany: text('recipient_company').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    addressLine3: text('address_line3').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    /** yyyy-MM-dd. */
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    lineItems: json('line_items').$type<StoredOrderLine[]>().notNull(),
    description: text('description').notNull(),
    totalWeight: doublePrecision('total_weight'),
    currency: text('currency').notNull(),
    shippingPaidCents: bigint('shipping_paid_cents', { mode: 'number' }).notNull(),
    taxPaidCents: bigint('tax_paid_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    draftId: uuid('draft_id'),
    shipmentId: uuid('shipment_id'),
    service: text('service'),
    shipCostCents: integer('ship_cost_cents'),
    shipCostCurrency: text('ship_cost_currency'),
    archivedOn: timestamp('archived_on', { withTimezone: true, mode: 'date' }),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('orders_owner_number_idx').on(table.ownerId, table.orderNumber),
    index('orders_owner_status_date_idx')
      .on(table.ownerId, table.status, table.orderDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedOn} IS NULL`),
    index('orders_owner_archived_idx')
      .on(table.ownerId, table.archivedOn.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedOn} IS NOT NULL`),
    index('orders_draft_idx').on(table.draftId).where(sql`${table.draftId} IS NOT NULL`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
/** The first-shipment survey's responses (issue 15, migration 0022): one per account, read by administrators. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    answeredBy: uuid('answered_by').notNull(),
    shipmentId: uuid('shipment_id'),
    usageReason: text('usage_reason').$type<SurveyUsageReason>().notNull(),
    usageReasonOther: text('usage_reason_other'),
    helpfulness: smallint('helpfulness').notNull(),
    futureUsage: text('future_usage').$type<SurveyFutureUsage>().notNull(),
    likedLeast: text('liked_least'),
    featureWanted: text('feature_wanted'),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('survey_responses_owner_idx').on(table.ownerId),
    index('survey_responses_created_idx').on(
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
/** Where a shipment's tracking stands (migration 0019; docs/tracking.md). */
export const shipmentTracking = pgTable(
  'shipment_tracking',
  {
    shipmentId: uuid('shipment_id').primaryKey(),
    ownerId: uuid('owner_id').notNull(),
    carrierState: json('carrier_state').$type<Record<string, unknown>>().notNull().default({}),
    lastSeq: integer('last_seq').notNull().default(0),
    exceptionOpen: boolean('exception_open').notNull().default(false),
    nextCheckOn: timestamp('next_check_on', { withTimezone: true, mode: 'date' }),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('shipment_tracking_due_idx').on(table.nextCheckOn).where(sql`${table.nextCheckOn} IS NOT NULL`),
  ],
);

export type ShipmentTrackingRow = typeof shipmentTracking.$inferSelect;

/** A carrier's scans of a shipment, numbered from 1 (migration 0019). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    shipmentId: uuid('shipment_id').notNull(),
    seq: integer('seq').notNull(),
    ownerId: uuid('owner_id').notNull(),
    code: text('code').$type<TrackingEventCode>().notNull(),
    occurredOn: timestamp('occurred_on', { withTimezone: true, mode: 'date' }).notNull(),
    city: text('city').notNull(),
    division: text('division'),
    countryCode: text('country_code').notNull(),
    facility: text('facility'),
    detail: text('detail'),
    recordedOn: timestamp('recorded_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'tracking_events_pkey', columns: [table.shipmentId, table.seq] })],
);

export type TrackingEventRow = typeof trackingEvents.$inferSelect;

/** An account's webhook endpoint (migration 0020; docs/webhooks.md). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    secret: text('secret').notNull(),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_endpoints_account_idx').on(
      table.accountId,
      table.createdOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** One attempt to deliver an event to an endpoint (migration 0020). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    nextAttemptOn: timestamp('next_attempt_on', { withTimezone: true, mode: 'date' }),
    attemptedOn: timestamp('attempted_on', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(
      table.endpointId,
      table.attemptedOn.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * An event waiting to be queued for one endpoint (migration 0027; docs/webhooks.md#the-outbox): written in
 * the transaction of the change that makes it, moved to a delivery job (of the same id) by the relay.
 */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id').notNull(),
    event: json('event').$type<WebhookEvent>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('webhook_outbox_created_idx').on(table.createdOn, table.id)],
);
export type WebhookOutboxRow = typeof webhookOutbox.$inferSelect;
