import type { StoreApi } from 'zustand/vanilla';
import type { Page } from '../api/hydra';
import type { SavedLineItem, SavedLineItemBody } from '../contract/items';
import { formatPickerDate } from '../format/index';
import type { MessageCatalogue } from '../messages/index';
import { prepareCatalogue } from '../messages/prepare';
import { latestOnly, platformTimers, type Timers } from '../runtime/index';
import { emptyInvoiceItem } from '../shipment/model/blankDraft';
import { commodityCodeDigits } from '../shipment/model/commodityCode';
import {
  normalizeSavedLineItem,
  SAVED_LINE_ITEM_PATHS,
  type SavedLineItemField,
  savedLineItemBodyOf,
} from '../shipment/model/savedLineItem';
import type { InvoiceItem } from '../shipment/model/shipmentDetailsSchema';
import { validateSavedLineItem } from '../shipment/rules/savedLineItemRules';
import { convertWeight, roundTo, type WeightUnit } from '../units/index';
import type { ValidationContext } from '../validation/context';
import { type FieldError, isBlocking, messagesByPath } from '../validation/fieldErrors';
import {
  createListModeStore,
  type ListFormBase,
  type ListModeActions,
  type ListModeState,
  plainCopy,
} from './listModeStore';
import { ITEMS_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS } from './listModes';

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
export interface ItemFormState extends ListFormBase {
  item: InvoiceItem;
  initial: InvoiceItem;
  currency: string;
  /** The unit the weight is typed and stored in (spec 03 §3: pound or kg); New Item starts in the form's. */
  weightUnit: WeightUnit;
  /** The currency and unit as opened: changing either is a change to update. */
  initialUnits: { currency: string; weightUnit: WeightUnit };
  /** 10-digit codes the Harmonized System does not know (the non-blocking warning, spec 03 §5). */
  unknownCodes: readonly string[];
}

/**
 * My Items List's list (the shared list modes: `loaded` is the server's page, by name A to Z, 11 a page,
 * spec 03 §9; `hasRows` false is the empty state "Looks like you need to put some Items…") and the New
 * Item form. `warning` is the server's non-blocking warning about the item just saved (an unknown
 * commodity code).
 */
export type ItemsListState = ListModeState<SavedLineItem, ItemFormState>;

export interface ItemsListActions extends ListModeActions<SavedLineItem, InvoiceItem> {
  setItem(patch: Partial<InvoiceItem>): void;
  setCurrency(currency: string): void;
  /**
   * Pounds or kilograms (spec 03 §3): the weight typed is converted (3 decimals); switching straight back
   * restores what was typed, so a round trip does not blur it.
   */
  setWeightUnit(unit: WeightUnit): void;
  saveItem(): Promise<SavedLineItem | null>;
}

export type ItemsListStore = StoreApi<ItemsListState & ItemsListActions>;
type ItemsListExtra = Omit<ItemsListActions, keyof ListModeActions<SavedLineItem, InvoiceItem>>;

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

/** The fields of a partial that are given (an undefined field keeps its default, as the schema reads it). */
function definedOf<T extends object>(partial: T): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * My Items List (spec 03 §2, §4, §5, §7): a page of 11 items from the server by name, the search
 * (nickname, 1 s after the last key, from 2 characters), edit mode with its checks, and the New Item
 * form with the item rules and the commodity-code check ("Please double check that this code is valid.
 * You can still continue.").
 */
export function createItemsListStore(deps: ItemsListDeps, options: ItemsListOptions = {}): ItemsListStore {
  // The prepare flow's catalogue holds the items list's texts (not every flow's: issue 11).
  const t = deps.messages ?? prepareCatalogue;
  const now = deps.now ?? (() => new Date());
  const answers = latestOnly<'code'>();
  const today = () => formatPickerDate(now().toISOString());

  const validate = (form: ItemFormState) => {
    const body = normalizeSavedLineItem(
      savedLineItemBodyOf(form.item, { currency: form.currency, weightUnit: form.weightUnit }),
      today(),
    );
    const ctx: ValidationContext = {
      t,
      today: today(),
      unknownCommodityCodes: new Set(form.unknownCodes),
    };
    return { body, problems: validateSavedLineItem(body, ctx) };
  };

  const newForm = (id: string | null, item: InvoiceItem, currency: string, weightUnit: WeightUnit) => ({
    id,
    item,
    initial: plainCopy(item),
    currency,
    weightUnit,
    initialUnits: { currency, weightUnit },
    errors: {},
    hasSubmitted: false,
    saving: false,
    unknownCodes: [],
  });
  // Set once the store exists: the code's check writes its answer into the form.
  let checkCode: (code: string) => Promise<void> = async () => {};
  let clearWarning = () => {};
  /** The last unit switch of the open form: switching straight back restores the weight as typed. */
  let lastSwitch: { from: WeightUnit; before: number | null; after: number | null } | null = null;

  return createListModeStore<SavedLineItem, ItemFormState, InvoiceItem, ItemsListExtra>(
    {
      t,
      timers: deps.timers ?? platformTimers(),
      searchDebounceMs: options.searchDebounceMs ?? LIST_SEARCH_DEBOUNCE_MS,
      pageSize: ITEMS_PAGE_SIZE,
      paging: 'server',
      async load({ search, page, pageSize }) {
        const answer = await deps.api.savedLineItems({
          page,
          itemsPerPage: pageSize,
          ...(search ? { nickname: search } : {}),
        });
        return { rows: answer.items, totalItems: answer.totalItems };
      },
      deleteOne: (id) => deps.api.deleteSavedLineItem(id),
      nameOf: (item) => item.nickname,
      ...(deps.onPick ? { onPick: deps.onPick } : {}),
      form: {
        create(initial) {
          // The schema's defaults (blankDraft.ts), the fields given laid over them.
          const item: InvoiceItem = { ...emptyInvoiceItem(), ...definedOf(initial), id: null };
          return newForm(null, item, options.currency ?? 'USD', options.weightUnit ?? 'lb');
        },
        edit(found) {
          const item: InvoiceItem = {
            ...emptyInvoiceItem(),
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
          };
          return newForm(
            found.id,
            item,
            found.value.currency.code,
            found.weight.unit === 'pound' ? 'lb' : 'kg',
          );
        },
        opened(form) {
          clearWarning();
          lastSwitch = null;
          if (form.item.commodityCode) void checkCode(form.item.commodityCode);
        },
        changed: (form) =>
          !sameItem(form.item, form.initial) ||
          form.currency !== form.initialUnits.currency ||
          form.weightUnit !== form.initialUnits.weightUnit,
        check(form) {
          const { problems } = validate(form);
          return { errors: fieldErrors(problems), blocking: problems.some(isBlocking) };
        },
        async submit(form) {
          const { body } = validate(form);
          return form.id === null
            ? await deps.api.createSavedLineItem(body)
            : await deps.api.updateSavedLineItem(form.id, body);
        },
        serverErrors: fieldErrors,
        savedNotice: (created) => t(created ? 'items.saved' : 'items.updated'),
        warningOf: (saved) => saved.warnings?.[0]?.message ?? null,
      },
      onFormClosed: () => answers.invalidate('code'),
      onDispose: () => answers.invalidate('code'),
    },
    ({ set, get, setForm }) => {
      /** Errors shown: every rule after a first Save; before it only the code's warning. */
      const withErrors = (form: ItemFormState): ItemFormState => {
        const { problems } = validate(form);
        const shown = form.hasSubmitted ? problems : problems.filter((problem) => !isBlocking(problem));
        return { ...form, errors: fieldErrors(shown) };
      };

      checkCode = async (code: string) => {
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

      clearWarning = () => set({ warning: null });
      return {
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
        setWeightUnit(unit) {
          const form = get().form;
          if (!form || unit === form.weightUnit) return;
          const typed = form.item.weight;
          const back = lastSwitch;
          const weight =
            typed === null
              ? null
              : back && back.from === unit && back.after === typed
                ? back.before
                : roundTo(convertWeight(typed, form.weightUnit, unit), 3);
          lastSwitch = { from: form.weightUnit, before: typed, after: weight };
          setForm(withErrors({ ...form, weightUnit: unit, item: { ...form.item, weight } }));
        },
        saveItem: () => get().save(),
      };
    },
  );
}
