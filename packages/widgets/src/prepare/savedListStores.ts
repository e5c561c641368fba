import { createAddressBookStore, createItemsListStore, type SavedAddress } from '@shipdeck/core/addressBook';
import type { SavedLineItem } from '@shipdeck/core/contract';
import type { MessageCatalogue } from '@shipdeck/core/messages';
import { invoiceItemOfSavedLineItem, type PrepareWizardStore } from '@shipdeck/core/shipment/wizard';
import type { PartySide, PrepareLookups } from './prepareContext';
import type { ListModalStores, SavedListsApi } from './savedLists';

/**
 * The Address Book's and My Items List's stores of a prepare session (core's, with their paging,
 * forms, CSV import and export): savedLists.tsx loads this module and makes them when one of the two
 * modals is first opened, so step 1's first load does not carry them (issue 11).
 */
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
