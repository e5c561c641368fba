import {
  createAddressBookStore,
  createItemsListStore,
  invoiceItemOfSavedLineItem,
  type SavedAddress,
} from '@shipdeck/core/addressBook';
import type { SavedLineItem } from '@shipdeck/core/contract';
import type { MessageCatalogue } from '@shipdeck/core/messages';
import { PREPARE_LATER_SECTIONS } from '@shipdeck/core/messages/prepareLater';
import type { PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import { AddressBookModal } from '../addressBook/AddressBookModal';
import { ItemsListModal } from '../addressBook/ItemsListModal';
import { useStore } from '../useStore';
import { type PartySide, type PrepareLookups, usePrepare } from './prepareContext';
import type { ListModalStores, SavedListsApi } from './savedLists';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';
import { addressBookWidgetMessages } from '../addressBook/addressBookMessages';
import { LaterStyles } from './laterStyles';
import { addPrepareTexts } from './prepareMessages';

// The modals bring their texts (not part of step 1's first load), and core's that their stores read
// (the address book's import).
addPrepareTexts(addressBookWidgetMessages);
for (const section of PREPARE_LATER_SECTIONS) addPrepareTexts(section);

// The Address Book and My Items List of a prepare session, their views and their stores (core's, with
// their paging, forms, CSV import and export): savedLists.tsx loads this module when one of the two
// modals is first opened, so step 1's first load does not carry them (issue 11). One module for both,
// so the embed and the app's route make one chunk of them, not one per modal and one for the stores.

/** The two modals' stores, bound to the wizard. */
export function createListModalStores(deps: {
  client: SavedListsApi;
  wizard: PrepareWizardStore;
  lookups: PrepareLookups;
  catalogue: MessageCatalogue;
  fileOf: ((name: string, text: string) => { name: string }) | undefined;
  /** Loads a picked contact into the party the book was opened for. */
  fill(side: PartySide, contact: SavedAddress): void;
  /** The party the open address book fills. */
  target(): PartySide;
}): ListModalStores {
  const { client, wizard, lookups, catalogue, fileOf } = deps;
  const book = createAddressBookStore({
    api: client,
    messages: catalogue,
    countryElements: (code) => lookups.getState().countries.find((c) => c.code === code)?.elements,
    ...(fileOf ? { fileOf } : {}),
    onPick: (contact) => deps.fill(deps.target(), contact),
  });
  const items = createItemsListStore(
    {
      api: client,
      messages: catalogue,
      onPick: (item: SavedLineItem) => {
        const draft = wizard.getState().draft;
        const unit = draft.measurementSystem === 'metric' ? 'kg' : 'lb';
        const line = invoiceItemOfSavedLineItem(item, unit);
        wizard.getState().edit((next) => {
          const list = next.shipmentDetails.products.items;
          // The first empty line takes the item; otherwise it is added at the end.
          const empty = list.findIndex((row) => row.isEmpty);
          if (empty >= 0) list[empty] = line;
          else list.push(line);
        });
      },
    },
    { weightUnit: wizard.getState().draft.measurementSystem === 'metric' ? 'kg' : 'lb' },
  );
  return { book, items };
}

/** Both modals, each shown while its store says it is open. */
export function ListModals({ stores }: { stores: ListModalStores }) {
  const { lookups, t, idPrefix } = usePrepare();
  const countries = useStore(lookups, (s) => s.countries);
  const currencies = useStore(lookups, (s) => s.currencies);
  const bookOpen = useStore(stores.book, (s) => s.open);
  const itemsOpen = useStore(stores.items, (s) => s.open);
  return (
    <>
      {(bookOpen || itemsOpen) && <LaterStyles />}
      {bookOpen && (
        <AddressBookModal store={stores.book} t={t} countries={countries} idPrefix={`${idPrefix}-book`} />
      )}
      {itemsOpen && (
        <ItemsListModal
          store={stores.items}
          t={t}
          countries={countries}
          currencies={currencies.map((c) => ({ code: c.code, label: c.label }))}
          idPrefix={`${idPrefix}-items`}
        />
      )}
    </>
  );
}
