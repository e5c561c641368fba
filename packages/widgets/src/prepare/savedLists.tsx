import type { AddressBookStore, ItemsListStore } from '@shipdeck/core/addressBook';
import {
  type ContactButton,
  contactButtonOf,
  type LinkedContact,
  type SavedAddress,
} from '@shipdeck/core/addressBook/savedContacts';
import type { SavedAddressResource } from '@shipdeck/core/contract';
import type { MessageCatalogue } from '@shipdeck/core/messages';
import type { PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import { type ComponentType, useEffect } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AddressBookClient } from '../addressBook/mountAddressBook';
import { useStore } from '../useStore';
import { loadOnce } from './loadOnce';
import { type PartySide, type PrepareLookups, usePrepare } from './prepareContext';
import type { SavedListsActions } from './savedListsActions';

/**
 * The prepare widget's saved contacts and items (spec 01 §2, spec 03 §2, §4): the Address Book and
 * My Items List modals over core's stores, the Save Contact / Update Contact button of each party
 * (linked to the contact it was loaded from or saved as), and company suggestions from saved contacts.
 * There only when the client makes the calls (core's API client does); a host's partial client hides them.
 */
export type SavedListsApi = AddressBookClient & {
  savedAddresses(query: {
    autocompleteName?: string;
    page?: number;
    itemsPerPage?: number;
  }): Promise<{ items: SavedAddressResource[]; totalItems: number }>;
};

export interface SavedListsState {
  /** Each party's saved contact, when it was loaded from the book or saved. */
  linked: Readonly<Record<PartySide, LinkedContact | null>>;
  /** Which party the open address book fills. */
  target: PartySide;
  /** Saving a party as a contact. */
  saving: PartySide | null;
  /** A notice under a party ("You have successfully saved your contact!", a refusal). */
  notices: Readonly<Record<PartySide, { kind: 'success' | 'error'; text: string } | null>>;
  /** Company suggestions per party, from saved contacts. */
  suggestions: Readonly<Record<PartySide, readonly SavedAddress[]>>;
  /** The Address Book's and My Items List's stores and view, made when one of them is first opened. */
  modals: LoadedListModals | null;
}

/** The modals' module (savedListModals.tsx), loaded when one opens: its view and this session's stores. */
interface LoadedListModals {
  stores: ListModalStores;
  View: ComponentType<{ stores: ListModalStores }>;
}

/** The two modals' stores (core's address book and items list), made by savedListStores.ts. */
export interface ListModalStores {
  book: AddressBookStore;
  items: ItemsListStore;
}

export interface SavedLists {
  state: StoreApi<SavedListsState>;
  /** The modals' stores, made (and their code loaded) on the first call. */
  modals(): Promise<ListModalStores>;
  openBook(side: PartySide): void;
  openItems(): void;
  saveParty(side: PartySide): Promise<void>;
  suggestCompanies(side: PartySide, text: string): void;
  pickSuggestion(side: PartySide, contact: SavedAddress): void;
  stop(): void;
}

const _SIDES: readonly PartySide[] = ['shipmentFrom', 'shipmentTo'];
const none = <T,>(value: T) => ({ shipmentFrom: value, shipmentTo: value });

/** Whether a client makes every call the saved lists need. */
export function hasSavedLists(client: object): client is SavedListsApi {
  const c = client as Partial<SavedListsApi>;
  return Boolean(
    c.allSavedAddresses &&
      c.savedAddresses &&
      c.createSavedAddress &&
      c.updateSavedAddress &&
      c.deleteSavedAddress &&
      c.importAddresses &&
      c.savedLineItems &&
      c.createSavedLineItem &&
      c.updateSavedLineItem &&
      c.deleteSavedLineItem &&
      c.checkCommodityCode,
  );
}

/** The saved lists of one prepare session, bound to its wizard store. */
export function createSavedLists(
  client: SavedListsApi,
  wizard: PrepareWizardStore,
  lookups: PrepareLookups,
  catalogue: MessageCatalogue,
  fileOf?: (name: string, text: string) => { name: string },
): SavedLists {
  const state = createStore<SavedListsState>()(() => ({
    linked: none(null),
    target: 'shipmentFrom',
    saving: null,
    notices: none(null),
    suggestions: none([]),
    modals: null,
  }));
  // What the saved lists do with a party (savedListsActions.ts): loaded when step 1 shows its parties
  // (the company search asks at once), not part of its first load (issue 11).
  let stopped = false;
  let actions: SavedListsActions | null = null;
  const actionsOf = loadOnce(() =>
    import('./savedListsActions').then(({ createSavedListsActions }) => {
      actions ??= createSavedListsActions({ client, wizard, catalogue, state });
      return actions;
    }),
  );
  const withActions = (run: (a: SavedListsActions) => void) =>
    void actionsOf().then(
      (a) => {
        if (!stopped) run(a);
      },
      () => undefined,
    );

  // The modals' stores and their code (CSV import and export, list paging …) load when one opens
  // (issue 11: not part of step 1's first load).
  let loading: Promise<ListModalStores> | undefined;
  const modals = () => {
    loading ??= Promise.all([import('./savedListModals'), actionsOf()]).then(
      ([{ createListModalStores, ListModals }, { fill }]) => {
        const stores = createListModalStores({
          client,
          wizard,
          lookups,
          catalogue,
          fileOf,
          fill,
          target: () => state.getState().target,
        });
        if (stopped) {
          stores.book.getState().dispose();
          stores.items.getState().dispose();
        } else state.setState({ modals: { stores, View: ListModals } });
        return stores;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    state,
    modals,
    openBook(side) {
      state.setState({ target: side });
      void modals().then(({ book }) => book.getState().openList());
    },
    openItems() {
      void modals().then(({ items }) => items.getState().openList());
    },
    async saveParty(side) {
      const a = await actionsOf();
      if (!stopped) await a.saveParty(side);
    },
    suggestCompanies(side, text) {
      withActions((a) => a.suggestCompanies(side, text));
    },
    pickSuggestion(side, contact) {
      withActions((a) => a.fill(side, contact));
    },
    stop() {
      stopped = true;
      actions?.stop();
      const stores = state.getState().modals?.stores;
      stores?.book.getState().dispose();
      stores?.items.getState().dispose();
    },
  };
}

/** Address Book and Save Contact / Update Contact under a party (spec 01 §2). */
export function PartyContactActions({ side }: { side: PartySide }) {
  const { savedLists, store, t } = usePrepare();
  const party = useStore(store, (s) => s.draft[side]);
  const lists = savedLists ?? null;
  const linked = useLinked(lists, side);
  const saving = useSavedListsState(lists, (s) => s.saving === side, false);
  const notice = useSavedListsState(lists, (s) => s.notices[side], null);
  if (!lists) return null;
  const button: ContactButton = contactButtonOf(party, linked);
  return (
    <div className="sd-stack">
      <div className="sd-book-tools">
        <button type="button" className="sd-btn" onClick={() => lists.openBook(side)}>
          {t('prepare.create.addressBook')}
        </button>
        <button
          type="button"
          className="sd-btn"
          disabled={button.disabled || saving}
          onClick={() => void lists.saveParty(side)}
        >
          {t(button.action === 'save' ? 'prepare.create.saveContact' : 'prepare.create.updateContact')}
        </button>
      </div>
      {notice && (
        <p
          className={`sd-notice sd-notice-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
    </div>
  );
}

/** Company suggestions from saved contacts under the company name (spec 01 §2). */
export function CompanySuggestions({ side }: { side: PartySide }) {
  const { savedLists, store, t, idPrefix } = usePrepare();
  const lists = savedLists ?? null;
  const company = useStore(store, (s) => s.draft[side].companyName);
  const suggestions = useSavedListsState(lists, (s) => s.suggestions[side], []);
  useEffect(() => {
    lists?.suggestCompanies(side, company);
  }, [lists, side, company]);
  if (!lists || suggestions.length === 0) return null;
  return (
    <ul
      className="sd-suggest-list"
      id={`${idPrefix}-${side}-companies`}
      aria-label={t('prepare.create.companySuggestions')}
    >
      {suggestions.map((contact) => (
        <li key={contact.id}>
          <button
            type="button"
            className="sd-btn sd-btn-link"
            onClick={() => lists.pickSuggestion(side, contact)}
          >
            {contact.companyName} — {contact.contactName}, {contact.formattedAddress}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "My Items List" in the customs block (spec 01 §2): a picked item fills an invoice line. */
export function ItemsListButton() {
  const { savedLists, t } = usePrepare();
  if (!savedLists) return null;
  return (
    <button type="button" className="sd-btn" onClick={() => savedLists.openItems()}>
      {t('prepare.create.myItemsList')}
    </button>
  );
}

/** Both modals, rendered once in the widget. */
export function SavedListsModals() {
  const { savedLists } = usePrepare();
  if (!savedLists) return null;
  return <OpenSavedListsModals lists={savedLists} />;
}

function OpenSavedListsModals({ lists }: { lists: SavedLists }) {
  const loaded = useStore(lists.state, (s) => s.modals);
  return loaded ? <loaded.View stores={loaded.stores} /> : null;
}

/** Without saved lists the components read this empty state (hooks run the same either way). */
const NO_LISTS = createStore<SavedListsState>()(() => ({
  linked: none(null),
  target: 'shipmentFrom',
  saving: null,
  notices: none(null),
  suggestions: none([]),
  modals: null,
}));

function useSavedListsState<T>(lists: SavedLists | null, select: (s: SavedListsState) => T, _fallback: T): T {
  return useStore(lists?.state ?? NO_LISTS, select);
}

function useLinked(lists: SavedLists | null, side: PartySide): LinkedContact | null {
  return useSavedListsState(lists, (s) => s.linked[side], null);
}
