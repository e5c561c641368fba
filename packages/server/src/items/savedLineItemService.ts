import { randomUUID } from 'node:crypto';
import type { SavedLineItem, SavedLineItemBody, Violation } from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import {
  commodityCodeDigits,
  normalizeSavedLineItem,
  SAVED_LINE_ITEM_PATHS,
  validateSavedLineItem,
} from '@shipdeck/core/shipment';
import { createValidationContext, isBlocking } from '@shipdeck/core/validation';
import type { Principal } from '../auth/principal';
import type { SavedLineItemRow } from '../db/schema';
import { serverMessage } from '../messages';
import { forbidden, notFound, unprocessable } from '../platform/apiError';
import {
  type NewSavedLineItemRow,
  type SavedLineItemRepository,
  savedLineItemColumns,
} from './savedLineItemRepository';

export const SAVED_LINE_ITEM_IRI = '/api/saved_line_items';

/**
 * Decision: an account keeps at most 5,000 items (the spec sets no number; a shipper's catalogue of
 * parcel goods is far smaller), so one account cannot grow the table without bound (OWASP API4).
 */
export const MAX_SAVED_LINE_ITEMS = 5_000;

export interface SavedLineItemServiceDeps {
  repository: SavedLineItemRepository;
  now: () => Date;
  /** The countries the API offers (options/countryOptions.ts). */
  isKnownCountry: (code: string) => boolean;
  /** The currencies the API offers (the currency options). */
  isKnownCurrency: (code: string) => boolean;
  /** A 10-digit code whose first six digits are an HS subheading (commodityCodes/). */
  isKnownCommodityCode: (code: string) => boolean;
}

export type SavedLineItemResource = SavedLineItem & { '@id': string; '@type': 'SavedLineItem' };

/**
 * My Items List (spec 03 §3, §4, §5, §7): an account's saved line items. The owner is the session's
 * account (a CSR acting for a client saves the client's items, recorded as their writer and audited by
 * the acting hook); every item passes core's rules of a saved line item (the invoice line's rules of
 * spec 01 §5) before it is stored, and a code the Harmonized System does not know is saved with the
 * spec's warning.
 */
export function createSavedLineItemService(deps: SavedLineItemServiceDeps) {
  const { repository, now } = deps;

  const sessionOf = (caller: Principal) => {
    if (!caller.session) throw forbidden(serverMessage('auth.forbidden'));
    return caller.session;
  };

  const resourceOf = (row: SavedLineItemRow, warnings: Violation[] = []): SavedLineItemResource => ({
    '@id': `${SAVED_LINE_ITEM_IRI}/${row.id}`,
    '@type': 'SavedLineItem',
    id: row.id,
    nickname: row.nickname,
    description: row.description,
    countryOfOrigin: { code: row.countryOfOrigin },
    commodityCode: { code: row.commodityCode },
    eccn: row.eccn,
    value: { amount: row.valueAmount, currency: { code: row.valueCurrency } },
    license: { number: row.licenseNumber, expiry: row.licenseExpiry, symbol: row.licenseSymbol },
    quantity: { amount: row.quantityAmount, unit: row.quantityUnit },
    weight: { value: row.weightValue, unit: row.weightUnit },
    ownedById: row.ownerId,
    createdById: row.createdBy,
    isCsrCreated: row.createdBy !== null && row.createdBy !== row.ownerId,
    updatedOn: row.updatedOn.toISOString(),
    ...(warnings.length > 0 ? { warnings } : {}),
  });

  /** The body as it is stored, with its warnings; a refused body throws 422 with every blocking violation. */
  function checked(body: SavedLineItemBody) {
    const today = now().toISOString().slice(0, 10);
    const item = normalizeSavedLineItem(body, today);
    const digits = commodityCodeDigits(item.commodityCode.code);
    const unknownCommodityCodes = new Set<string>(
      digits.length === 10 && !deps.isKnownCommodityCode(digits) ? [digits] : [],
    );
    const violations = validateSavedLineItem(item, createValidationContext({ today, unknownCommodityCodes }));
    const taken = new Set(violations.map((v) => v.propertyPath));
    const also = (path: string, message: string) => {
      if (!taken.has(path)) violations.push({ propertyPath: path, message, severity: 'error' });
    };
    const country = item.countryOfOrigin.code;
    if (country !== '' && !deps.isKnownCountry(country)) {
      also(
        SAVED_LINE_ITEM_PATHS.itemMade,
        serverMessage('country.unknown', { label: messages('draft.label.itemMade') }),
      );
    }
    const currency = item.value.currency.code;
    if (currency !== '' && !deps.isKnownCurrency(currency)) {
      also(
        SAVED_LINE_ITEM_PATHS.currency,
        messages('items.unknownChoice', { label: messages('draft.label.currency') }),
      );
    }
    const errors = violations.filter(isBlocking);
    if (errors.length > 0) throw unprocessable((errors[0] as Violation).message, errors);
    return { item, warnings: violations.filter((v) => !isBlocking(v)) };
  }

  const columnsOf = (item: SavedLineItemBody, writer: string) => ({
    updatedBy: writer,
    ...savedLineItemColumns(item),
    updatedOn: now(),
  });

  return {
    async list(
      caller: Principal,
      query: { nickname?: string | undefined; page: number; itemsPerPage: number },
    ) {
      const { ownerId } = sessionOf(caller);
      const nickname = query.nickname?.trim();
      const { rows, total } = await repository.list({
        ownerId,
        ...(nickname ? { nickname } : {}),
        limit: query.itemsPerPage,
        offset: (query.page - 1) * query.itemsPerPage,
      });
      return { members: rows.map((row) => resourceOf(row)), total };
    },

    async create(caller: Principal, body: SavedLineItemBody): Promise<SavedLineItemResource> {
      const { ownerId, userId } = sessionOf(caller);
      const { item, warnings } = checked(body);
      if ((await repository.countOf(ownerId)) >= MAX_SAVED_LINE_ITEMS) {
        const full = serverMessage('items.full', { max: MAX_SAVED_LINE_ITEMS.toLocaleString('en-US') });
        throw unprocessable(full, [{ propertyPath: '', message: full, severity: 'error' }]);
      }
      const row: NewSavedLineItemRow = {
        id: randomUUID(),
        ownerId,
        createdBy: userId,
        ...columnsOf(item, userId),
      };
      return resourceOf(await repository.insert(row), warnings);
    },

    async update(caller: Principal, id: string, body: SavedLineItemBody): Promise<SavedLineItemResource> {
      const { ownerId, userId } = sessionOf(caller);
      const { item, warnings } = checked(body);
      const row = await repository.update(id, ownerId, columnsOf(item, userId));
      if (!row) throw notFound(serverMessage('items.notFound'));
      return resourceOf(row, warnings);
    },

    async remove(caller: Principal, id: string): Promise<void> {
      const { ownerId } = sessionOf(caller);
      if (!(await repository.remove(id, ownerId))) throw notFound(serverMessage('items.notFound'));
    },
  };
}

export type SavedLineItemService = ReturnType<typeof createSavedLineItemService>;
