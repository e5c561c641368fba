import type { SavedLineItem, SavedLineItemBody } from '../contract/items';
import { isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/** spec 03 §9: line items are listed 11 a page. */
const PAGE_SIZE = 11;
/** "Pages are fetched until all are loaded" (spec 03 §7), up to this many pages of 100 (10,000 items). */
const MAX_PAGES = 100;

export interface SavedLineItemsQuery {
  /** Part of the name; the list searches from 2 characters (spec 03 §5). */
  nickname?: string;
  page?: number;
  itemsPerPage?: number;
}

/** My Items List (spec 03 §7 "Saved line items"): list, save, change (beyond the spec) and delete. */
export function savedLineItemsResource(transport: ApiTransport) {
  const body = (value: object) => value as Record<string, unknown>;
  const path = (id: string) => `/saved_line_items/${encodeURIComponent(id)}`;
  const page = async (query: SavedLineItemsQuery = {}): Promise<Page<SavedLineItem>> => {
    const nickname = query.nickname?.trim();
    const data = await transport.request<unknown>('/saved_line_items', {
      query: {
        page: query.page ?? 1,
        itemsPerPage: query.itemsPerPage ?? PAGE_SIZE,
        ...(nickname ? { nickname } : {}),
      },
      // spec 03 §7: "404 acceptable" (an older server's empty list); it reads as no items.
      tolerate: [404],
    });
    return isApiFailure(data) ? { items: [], totalItems: 0 } : unwrapCollection<SavedLineItem>(data);
  };
  return {
    /** GET /saved_line_items?nickname=&page=: one page, by name A to Z. */
    savedLineItems: page,
    /** Every item (matching `nickname`): pages of 100 until the total is reached (spec 03 §7). */
    async allSavedLineItems(nickname?: string): Promise<Page<SavedLineItem>> {
      const items: SavedLineItem[] = [];
      let totalItems = 0;
      for (let n = 1; n <= MAX_PAGES; n++) {
        const next = await page({ ...(nickname ? { nickname } : {}), page: n, itemsPerPage: 100 });
        items.push(...next.items);
        totalItems = next.totalItems;
        if (next.items.length === 0 || items.length >= totalItems) break;
      }
      return { items, totalItems };
    },
    /** POST /saved_line_items: the saved item (its id; `warnings` for an unknown commodity code). */
    async createSavedLineItem(item: SavedLineItemBody): Promise<SavedLineItem> {
      const data = await transport.request<SavedLineItem>('/saved_line_items', {
        method: 'POST',
        body: body(item),
      });
      return transport.body(data);
    },
    /** PUT /saved_line_items/{id} (the spec's product could only delete and save anew). */
    async updateSavedLineItem(id: string, item: SavedLineItemBody): Promise<SavedLineItem> {
      const data = await transport.request<SavedLineItem>(path(id), { method: 'PUT', body: body(item) });
      return transport.body(data);
    },
    /** DELETE /saved_line_items/{id}: one call per checked item (spec 03 §4). */
    async deleteSavedLineItem(id: string): Promise<void> {
      await transport.request<unknown>(path(id), { method: 'DELETE' });
    },
  };
}
