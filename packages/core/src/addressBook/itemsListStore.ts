import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/apiError';
import type { Page } from '../api/hydra';
import type { SavedLineItem, SavedLineItemBody } from '../contract/items';
import { formatPickerDate } from '../format/index';
import { type MessageCatalogue, messages } from '../messages/index';
import { latestOnly, platformTimers, type Timers } from '../runtime/index';
import { commodityCodeDigits } from '../shipment/model/commodityCode';
import {
  normalizeSavedLineItem,
  SAVED_LINE_ITEM_PATHS,
  type SavedLineItemField,
  savedLineItemBodyOf,
} from '../shipment/model/savedLineItem';
import { type InvoiceItem, invoiceItemSchema } from '../shipment/model/shipmentDetailsSchema';
import { validateSavedLineItem } from '../shipment/rules/savedLineItemRules';
import type { WeightUnit } from '../units/index';
import { createValidationContext } from '../validation/context';
import { type FieldError, isBlocking, messagesByPath } from '../validation/fieldErrors';
import {
  canDeleteSelected,
  ITEMS_PAGE_SIZE,
  LIST_SEARCH_DEBOUNCE_MS,
  type ListSelection,
  noSelection,
  type PageBarSlot,
  pageBar,
  pageChanged,
  pageCountOf,
  searchTermOf,
  setSelectAll,
  toggleChecked,
  toggleEditMode,
  withoutIds,
} from './listModes';

/** A deep copy of plain form data (core's dts build has no DOM or Node types, so no structuredClone). */
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What My Items List calls (core's API client: savedLineItemsResource, commodityCodesResource). */
export interface ItemsListApi {
  savedLineItems(query: {
    nickname?: string;
    page?: number;
    itemsPerPage?: number;
  }): Promise<Page<SavedLineItem>>;
  createSavedLineItem(body: SavedLineItemBody): Promise<SavedLineItem>;
  updateSavedLineItem(id: string, body: SavedLineItemBody): Promise<SavedLineItem>;
  deleteSavedLineItem(id: string): Promise<void>;
  /** The formatted code when the Harmonized System knows it, null when it does not (spec 03 §7). */
  checkCommodityCode(code: string): Promise<string | null>;
}

export interface ItemsListDeps {
  api: ItemsListApi;
  timers?: Timers;
  messages?: MessageCatalogue;
  now?: () => Date;
  /** An item picked from the list outside edit mode: it fills an invoice line. */
  onPick?: (item: SavedLineItem) => void;
}

export interface ItemsListOptions {
  /** The form's units (spec 03 §3: weight in pounds when imperial, otherwise kg). */
  weightUnit?: WeightUnit;
  /** The form's currency, USD by default. */
  currency?: string;
  searchDebounceMs?: number;
}

/** The New Item form (spec 03 §2, §5), in the invoice line's shape. */
export interface ItemFormState {
  /** The item being changed; null for New Item. */
  id: string | null;
  item: InvoiceItem;
  initial: InvoiceItem;
  currency: string;
  weightUnit: WeightUnit;
  /** Errors and the unknown-code warning by form field (`name`, `commodityCode` …). */
  errors: Readonly<Record<string, string>>;
  hasSubmitted: boolean;
  saving: boolean;
  /** 10-digit codes the Harmonized System does not know (the non-blocking warning, spec 03 §5). */
  unknownCodes: readonly string[];
}

export interface ItemsListState {
  open: boolean;
  view: 'list' | 'form';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The page of items shown, by name A to Z (11 a page, spec 03 §9). */
  rows: SavedLineItem[];
  totalItems: number;
  /** Whether the list has any item at all (the empty state "Looks like you need to put some Items…"). */
  hasItems: boolean;
  searchText: string;
  search: string;
  page: number;
  pageCount: number;
  pageBar: PageBarSlot[];
  selection: ListSelection;
  canDeleteSelected: boolean;
  deleting: boolean;
  form: ItemFormState | null;
  canSave: boolean;
  notice: string | null;
  /** The server's non-blocking warning about the item just saved (an unknown commodity code). */
  savedWarning: string | null;
}

export interface ItemsListActions {
  openList(): Promise<void>;
  close(): void;
  reload(): Promise<void>;
  setSearchText(text: string): void;
  goToPage(page: number): Promise<void>;
  toggleEditMode(): void;
  toggleChecked(id: string): void;
  setSelectAll(on: boolean): void;
  deleteSelected(): Promise<void>;
  pick(id: string): void;
  /** New Item; `initial` fills it (an invoice line saved to the list). */
  openCreate(initial?: Partial<InvoiceItem>): void;
  openEdit(id: string): void;
  setItem(patch: Partial<InvoiceItem>): void;
  setCurrency(currency: string): void;
  saveItem(): Promise<SavedLineItem | null>;
  dismissNotice(): void;
  dispose(): void;
}

export type ItemsListStore = StoreApi<ItemsListState & ItemsListActions>;

const FIELD_OF_PATH: Readonly<Record<string, SavedLineItemField>> = Object.fromEntries(
  Object.entries(SAVED_LINE_ITEM_PATHS).map(([field, path]) => [path, field as SavedLineItemField]),
);
const fieldErrors = (errors: readonly FieldError[]) =>
  messagesByPath(
    errors.map((error) => ({
      ...error,
      propertyPath: FIELD_OF_PATH[error.propertyPath] ?? error.propertyPath,
    })),
  );
const sameItem = (a: InvoiceItem, b: InvoiceItem) => JSON.stringify(a) === JSON.stringify(b);
const messageOf = (error: unknown, t: MessageCatalogue) =>
  error instanceof Error && error.message ? error.message : t('api.unknownStatus');

/**
 * My Items List (spec 03 §2, §4, §5, §7): a page of 11 items from the server by name, the search
 * (nickname, 1 s after the last key, from 2 characters), edit mode with its checks, and the New Item
 * form with the item rules and the commodity-code check ("Please double check that this code is valid.
 * You can still continue.").
 */
export function createItemsListStore(deps: ItemsListDeps, options: ItemsListOptions = {}): ItemsListStore {
  const t = deps.messages ?? messages;
  const timers = deps.timers ?? platformTimers();
  const now = deps.now ?? (() => new Date());
  const debounceMs = options.searchDebounceMs ?? LIST_SEARCH_DEBOUNCE_MS;
  const answers = latestOnly<'list' | 'code'>();
  let searchTimer: unknown = null;
  const today = () => formatPickerDate(now().toISOString());

  const validate = (form: ItemFormState) => {
    const body = normalizeSavedLineItem(
      savedLineItemBodyOf(form.item, { currency: form.currency, weightUnit: form.weightUnit }),
      today(),
    );
    const ctx = createValidationContext({
      t,
      today: today(),
      unknownCommodityCodes: new Set(form.unknownCodes),
    });
    return { body, problems: validateSavedLineItem(body, ctx) };
  };

  const store = createStore<ItemsListState & ItemsListActions>()((set, get) => {
    const setPage = (patch: Partial<ItemsListState>) => {
      const next = { ...get(), ...patch };
      const pageCount = pageCountOf(next.totalItems, ITEMS_PAGE_SIZE);
      set({
        ...patch,
        pageCount,
        pageBar: pageBar(Math.min(next.page, pageCount), pageCount),
        canDeleteSelected: canDeleteSelected(next.selection),
      });
    };
    const setForm = (form: ItemFormState | null) =>
      set({
        form,
        canSave: form !== null && !form.saving && (form.id === null || !sameItem(form.item, form.initial)),
      });
    /** Errors shown: every rule after a first Save; before it only the code's warning. */
    const withErrors = (form: ItemFormState): ItemFormState => {
      const { problems } = validate(form);
      const shown = form.hasSubmitted ? problems : problems.filter((problem) => !isBlocking(problem));
      return { ...form, errors: fieldErrors(shown) };
    };

    const load = async (page = get().page) => {
      const ticket = answers.next('list');
      set({ status: 'loading', error: null });
      try {
        const search = get().search;
        const answer = await deps.api.savedLineItems({
          page,
          itemsPerPage: ITEMS_PAGE_SIZE,
          ...(search ? { nickname: search } : {}),
        });
        if (!answers.isCurrent(ticket, 'list')) return;
        // A page emptied by deletions shows the one before it.
        if (answer.items.length === 0 && page > 1 && answer.totalItems > 0) {
          await load(pageCountOf(answer.totalItems, ITEMS_PAGE_SIZE));
          return;
        }
        setPage({
          status: 'ready',
          rows: answer.items,
          totalItems: answer.totalItems,
          page,
          hasItems: search ? get().hasItems || answer.totalItems > 0 : answer.totalItems > 0,
        });
      } catch (error) {
        if (!answers.isCurrent(ticket, 'list')) return;
        set({ status: 'error', error: messageOf(error, t) });
      }
    };

    const checkCode = async (code: string) => {
      const digits = commodityCodeDigits(code);
      if (digits.length !== 10) return;
      const ticket = answers.next('code');
      try {
        const known = await deps.api.checkCommodityCode(digits);
        const form = get().form;
        if (!answers.isCurrent(ticket, 'code') || !form) return;
        const unknownCodes =
          known === null ? [...new Set([...form.unknownCodes, digits])] : form.unknownCodes;
        setForm(withErrors({ ...form, unknownCodes }));
      } catch {
        // The check is advice; without an answer nothing is said.
      }
    };

    const openForm = (id: string | null, item: InvoiceItem, currency: string, weightUnit: WeightUnit) => {
      setForm({
        id,
        item,
        initial: plainCopy(item),
        currency,
        weightUnit,
        errors: {},
        hasSubmitted: false,
        saving: false,
        unknownCodes: [],
      });
      set({ view: 'form', open: true, savedWarning: null });
      if (item.commodityCode) void checkCode(item.commodityCode);
    };

    return {
      open: false,
      view: 'list',
      status: 'idle',
      error: null,
      rows: [],
      totalItems: 0,
      hasItems: false,
      searchText: '',
      search: '',
      page: 1,
      pageCount: 1,
      pageBar: [1],
      selection: noSelection(),
      canDeleteSelected: false,
      deleting: false,
      form: null,
      canSave: false,
      notice: null,
      savedWarning: null,

      async openList() {
        set({ open: true, view: 'list' });
        await load(1);
      },
      close() {
        if (get().view === 'form') {
          answers.invalidate('code');
          set({ view: 'list', form: null, canSave: false });
          return;
        }
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        searchTimer = null;
        answers.invalidate('list');
        setPage({ open: false, page: 1, selection: noSelection(), searchText: '', search: '' });
      },
      reload: () => load(),
      setSearchText(text) {
        set({ searchText: text });
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        const term = searchTermOf(text);
        if (term === get().search) {
          searchTimer = null;
          return;
        }
        searchTimer = timers.setTimeout(() => {
          searchTimer = null;
          setPage({ search: term, page: 1, selection: pageChanged(get().selection) });
          void load(1);
        }, debounceMs);
      },
      async goToPage(page) {
        setPage({ page, selection: pageChanged(get().selection) });
        await load(page);
      },
      toggleEditMode() {
        setPage({ selection: toggleEditMode(get().selection) });
      },
      toggleChecked(id) {
        setPage({ selection: toggleChecked(get().selection, id) });
      },
      setSelectAll(on) {
        setPage({
          selection: setSelectAll(
            get().selection,
            on,
            get().rows.map((row) => row.id),
          ),
        });
      },
      async deleteSelected() {
        const ids = get().selection.checked;
        if (ids.length === 0 || get().deleting) return;
        set({ deleting: true, error: null });
        let failure: string | null = null;
        for (const id of ids) {
          try {
            await deps.api.deleteSavedLineItem(id);
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 404)) {
              failure = messageOf(error, t);
              break;
            }
          }
          // spec 03 §4: a deleted item drops its entry and the total goes down by one.
          setPage({
            rows: get().rows.filter((row) => row.id !== id),
            totalItems: Math.max(0, get().totalItems - 1),
            selection: withoutIds(get().selection, [id]),
          });
        }
        const selection = get().selection;
        setPage({
          deleting: false,
          error: failure,
          selection: selection.checked.length ? selection : noSelection(),
        });
        await load();
      },
      pick(id) {
        if (get().selection.editMode) return;
        const item = get().rows.find((row) => row.id === id);
        if (!item) return;
        deps.onPick?.(item);
        get().close();
      },
      openCreate(initial = {}) {
        const item = invoiceItemSchema.parse({ ...initial, id: null });
        openForm(null, item, options.currency ?? 'USD', options.weightUnit ?? 'lb');
      },
      openEdit(id) {
        const found = get().rows.find((row) => row.id === id);
        if (!found) return;
        const weightUnit: WeightUnit = found.weight.unit === 'pound' ? 'lb' : 'kg';
        const item = invoiceItemSchema.parse({
          id: found.id,
          name: found.nickname,
          commodityCode: found.commodityCode.code,
          itemDescription: found.description,
          quantity: found.quantity.amount,
          units: found.quantity.unit,
          itemValue: found.value.amount,
          itemMade: found.countryOfOrigin.code,
          eccnValue: found.eccn ?? '',
          exportLicenseNumber: found.license.number,
          exportLicenseExpiryDate: found.license.expiry,
          isLicenseSymbolRequired: (found.license.symbol ?? '') !== '',
          licenseSymbol: found.license.symbol ?? '',
          weight: found.weight.value,
        });
        openForm(id, item, found.value.currency.code, weightUnit);
      },
      setItem(patch) {
        const form = get().form;
        if (!form) return;
        const item = { ...form.item, ...patch };
        if (patch.commodityCode !== undefined) {
          // spec 03 §5: the code keeps digits only, formatted as they are typed.
          item.commodityCode = patch.commodityCode.replace(/[^\d.]/g, '');
        }
        setForm(withErrors({ ...form, item }));
        if (patch.commodityCode !== undefined) void checkCode(item.commodityCode);
      },
      setCurrency(currency) {
        const form = get().form;
        if (form) setForm(withErrors({ ...form, currency }));
      },
      async saveItem() {
        const form = get().form;
        if (!form || !get().canSave) return null;
        const { body, problems } = validate(form);
        const submitted = { ...form, hasSubmitted: true, errors: fieldErrors(problems) };
        if (problems.some(isBlocking)) {
          setForm(submitted);
          return null;
        }
        setForm({ ...submitted, saving: true });
        try {
          const saved =
            form.id === null
              ? await deps.api.createSavedLineItem(body)
              : await deps.api.updateSavedLineItem(form.id, body);
          setForm(null);
          set({
            view: 'list',
            notice: t(form.id === null ? 'items.saved' : 'items.updated'),
            savedWarning: saved.warnings?.[0]?.message ?? null,
          });
          // spec 03 §4: saving a new item closes its form and reloads the list.
          await load();
          return saved;
        } catch (error) {
          const current = get().form ?? submitted;
          const serverErrors =
            error instanceof ApiError && error.violations.length > 0 ? fieldErrors(error.violations) : {};
          setForm({ ...current, saving: false, errors: { ...current.errors, ...serverErrors } });
          set({ error: Object.keys(serverErrors).length > 0 ? null : messageOf(error, t) });
          return null;
        }
      },
      dismissNotice() {
        set({ notice: null, savedWarning: null });
      },
      dispose() {
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        searchTimer = null;
        answers.invalidate('list');
        answers.invalidate('code');
      },
    };
  });
  return store;
}
