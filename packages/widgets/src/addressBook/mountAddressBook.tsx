import type { SavedAddress } from '@shipdeck/core/addressBook';
import {
  type AddressBookApi,
  type AddressBookStore,
  createAddressBookStore,
  createItemsListStore,
  type ItemsListApi,
  type ItemsListStore,
} from '@shipdeck/core/addressBook';
import {
  addressValidationResource,
  commodityCodesResource,
  createApiBase,
  fetchExchange,
  optionsResource,
  savedAddressesResource,
  savedLineItemsResource,
} from '@shipdeck/core/api';
import type { SavedLineItem } from '@shipdeck/core/contract';
import type { WeightUnit } from '@shipdeck/core/units';
import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { apiRootOf, createWidgetHost, nextInstance } from '../embed/widgetHost';
import { createLookups, type LookupApi, type Lookups } from '../quote/quoteLookups';
import { quoteStyles } from '../quote/quoteStyles';
import { LocaleContext } from '../ui/localeContext';
import { useStore } from '../useStore';
import {
  type AddressBookMessageKey,
  type AddressBookTranslate,
  createAddressBookTranslate,
} from './addressBookMessages';
import { addressBookStyles } from './addressBookStyles';

// Each list's modal (with its form, import and export) is a chunk of its own in the embed, loaded when
// the widget opens it: a page shows one of them (issue 8).
const AddressBookModal = lazy(() =>
  import('./AddressBookModal').then((m) => ({ default: m.AddressBookModal })),
);
const ItemsListModal = lazy(() => import('./itemsModal').then((m) => ({ default: m.ItemsListModal })));

/** What the modals call: the address book, My Items List, the commodity check and the option lists. */
export type AddressBookClient = LookupApi &
  Pick<
    AddressBookApi,
    | 'allSavedAddresses'
    | 'createSavedAddress'
    | 'updateSavedAddress'
    | 'deleteSavedAddress'
    | 'importAddresses'
  > &
  Partial<Pick<AddressBookApi, 'validateAddress'>> &
  ItemsListApi;

/** Both modals' stylesheet: the widgets' shared base and the list's own rules. */
export const addressBookModalStyles = `${quoteStyles}${addressBookStyles}`;

export interface AddressBookMountOptions {
  /** Which list: the Address book (contacts, the default) or My Items List (items). */
  list?: 'contacts' | 'items';
  apiBase?: string;
  /** The signed-in user's bearer token. */
  token?: string;
  /** A widget session the partner's server minted (POST /api/widget_session_actions). */
  sessionToken?: string;
  /** A partner's publishable key, sent with every call (issue 9). */
  publishableKey?: string;
  /** Advanced: the host's own API client (the app passes its client, with acting-for and refresh). */
  client?: AddressBookClient;
  /** Text overrides. */
  messages?: Partial<Record<AddressBookMessageKey, string>>;
  locale?: string;
  /** Render in a shadow root (default) or in the element itself. */
  shadow?: boolean;
  /** Weight unit of the New Item form (spec 03 §3: pounds when imperial, default). */
  weightUnit?: WeightUnit;
  /** The modal was closed (its Close, Escape). */
  onClose?: () => void;
  /** A contact was clicked outside edit mode. */
  onPickContact?: (contact: SavedAddress) => void;
  /** An item was clicked outside edit mode. */
  onPickItem?: (item: SavedLineItem) => void;
}

export interface AddressBookHandle {
  update(options: Partial<AddressBookMountOptions>): void;
  /** Opens the modal again after it was closed. */
  open(): void;
  unmount(): void;
}

/**
 * Mounts the Address book or My Items List modal on its own (the app's /address-book and /items pages,
 * or any host page): builds the client (or takes the host's), the store and the country list, and
 * opens the list at once. The prepare widget renders the same modals over the same stores inside its
 * own shadow root.
 */
export function mountAddressBook(
  element: HTMLElement,
  options: AddressBookMountOptions = {},
): AddressBookHandle {
  let current = { ...options };
  const widgetHost = createWidgetHost(element, addressBookModalStyles, options.shadow);
  const root: Root = createRoot(widgetHost.host);
  const idPrefix = `sd-book-${nextInstance()}`;
  let translate = createAddressBookTranslate(current.messages);
  /**
   * The modals' calls only (option lists, the saved lists, the address and commodity checks) over
   * fetch, with createApiClient's behaviour: the embed carries neither ofetch nor the other flows'
   * calls (issue 8).
   */
  function addressBookClient(): AddressBookClient {
    const { transport, cache } = createApiBase({
      baseUrl: apiRootOf(current.apiBase, element.ownerDocument.location?.origin ?? ''),
      getToken: () => current.token ?? current.sessionToken ?? null,
      ...(current.publishableKey ? { publishableKey: current.publishableKey } : {}),
      exchange: fetchExchange(),
      messages: translate.catalogue,
    });
    return {
      ...optionsResource(transport, cache),
      ...savedAddressesResource(transport),
      ...savedLineItemsResource(transport),
      ...commodityCodesResource(transport),
      ...addressValidationResource(transport),
    };
  }
  const client: AddressBookClient = current.client ?? addressBookClient();
  const lookups = createLookups(client, []);
  void lookups.getState().loadOptions();
  const doc = element.ownerDocument;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const countryElements = (code: string) =>
    lookups.getState().countries.find((c) => c.code === code)?.elements;

  const contacts =
    (current.list ?? 'contacts') === 'contacts'
      ? createAddressBookStore({
          api: client,
          messages: translate.catalogue,
          countryElements,
          fileOf: (name, text) => new (view?.File ?? File)([text], name, { type: 'text/csv' }),
          onPick: (contact) => current.onPickContact?.(contact),
        })
      : null;
  const items =
    current.list === 'items'
      ? createItemsListStore(
          { api: client, messages: translate.catalogue, onPick: (item) => current.onPickItem?.(item) },
          { weightUnit: current.weightUnit ?? 'lb' },
        )
      : null;
  const store: AddressBookStore | ItemsListStore = (contacts ?? items) as AddressBookStore | ItemsListStore;
  const stop = store.subscribe((state, previous) => {
    if (previous.open && !state.open) current.onClose?.();
  });

  const render = () =>
    root.render(
      <LocaleContext.Provider value={current.locale ?? 'en-US'}>
        <div className="sd-quote sd-book">
          {!widgetHost.adopted && <style>{addressBookModalStyles}</style>}
          <Modals contacts={contacts} items={items} lookups={lookups} t={translate} idPrefix={idPrefix} />
        </div>
      </LocaleContext.Provider>,
    );
  render();
  void store.getState().openList();

  return {
    update(next) {
      current = { ...current, ...next };
      if (next.messages) translate = createAddressBookTranslate(current.messages);
      render();
    },
    open() {
      if (!store.getState().open) void store.getState().openList();
    },
    unmount() {
      stop();
      store.getState().dispose();
      root.unmount();
      widgetHost.remove();
    },
  };
}

function Modals({
  contacts,
  items,
  lookups,
  t,
  idPrefix,
}: {
  contacts: AddressBookStore | null;
  items: ItemsListStore | null;
  lookups: Lookups<never>;
  t: AddressBookTranslate;
  idPrefix: string;
}) {
  const countries = useStore(lookups, (s) => s.countries);
  const currencies = useStore(lookups, (s) => s.currencies);
  return (
    <Suspense fallback={null}>
      {contacts && <AddressBookModal store={contacts} t={t} countries={countries} idPrefix={idPrefix} />}
      {items && (
        <ItemsListModal
          store={items}
          t={t}
          countries={countries}
          currencies={currencies.map((c) => ({ code: c.code, label: c.label }))}
          idPrefix={idPrefix}
        />
      )}
    </Suspense>
  );
}
