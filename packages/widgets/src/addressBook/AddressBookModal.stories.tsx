import type { AddressBookStore, ItemsListStore } from '@shipdeck/core/addressBook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { AddressBookModal } from './AddressBookModal';
import { createAddressBookTranslate } from './addressBookMessages';
import {
  type AddressBookScenarioName,
  addressBookScenarios,
  type ItemsListScenarioName,
  itemsListScenarios,
  storyCountries,
} from './fixtures/addressBookScenarios';
import { ItemsListModal } from './ItemsListModal';
import { addressBookModalStyles } from './mountAddressBook';

const t = createAddressBookTranslate();

/** One scenario: its store made once per mount, put in its state, then the modal over it. */
function Scenario({ scenario }: { scenario: AddressBookScenarioName | ItemsListScenarioName }) {
  const [store, setStore] = useState<
    { kind: 'contacts'; store: AddressBookStore } | { kind: 'items'; store: ItemsListStore } | null
  >(null);
  useEffect(() => {
    let live = true;
    if (scenario in addressBookScenarios)
      void addressBookScenarios[scenario as AddressBookScenarioName]().then(
        (made) => live && setStore({ kind: 'contacts', store: made }),
      );
    else
      void itemsListScenarios[scenario as ItemsListScenarioName]().then(
        (made) => live && setStore({ kind: 'items', store: made }),
      );
    return () => {
      live = false;
    };
  }, [scenario]);
  return (
    <div className="sd-quote">
      <style>{addressBookModalStyles}</style>
      {store?.kind === 'contacts' && (
        <AddressBookModal
          store={store.store}
          t={t}
          countries={storyCountries}
          idPrefix="story"
          saveFile={() => {}}
        />
      )}
      {store?.kind === 'items' && (
        <ItemsListModal store={store.store} t={t} countries={storyCountries} idPrefix="story" />
      )}
    </div>
  );
}

const meta = {
  title: 'Widgets/Address book and My Items List',
  component: Scenario,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No contact yet: the empty state invites an import or a new contact. */
export const Empty: Story = { args: { scenario: 'empty' } };
/** Thirteen contacts: 9 a page, the page bar, the letter filter and search. */
export const ContactList: Story = { args: { scenario: 'list' } };
/** The letter H pressed. */
export const LetterFilter: Story = { args: { scenario: 'letterFilter' } };
/** Edit List: checks, select-all on the page, Delete Selected. */
export const EditMode: Story = { args: { scenario: 'editMode' } };
/** Create Contact: the Save Contact form for a US contact (a state list). */
export const CreateContact: Story = { args: { scenario: 'createContact' } };
/** Save Contact pressed on an incomplete contact: the rules at their fields. */
export const ContactErrors: Story = { args: { scenario: 'createContactErrors' } };
/** A saved contact opened: Update Contact disabled until a field changes. */
export const UpdateContact: Story = { args: { scenario: 'updateContact' } };
/** A saved contact whose address the check cannot locate: the notice, and the mismatch at its field. */
export const AddressNotLocated: Story = { args: { scenario: 'addressNotLocated' } };
/** A 1,200-row CSV importing in parts: the progress bar. */
export const Importing: Story = { args: { scenario: 'importing' } };
/** "You have successfully imported contacts!" */
export const ImportSucceeded: Story = { args: { scenario: 'importSucceeded' } };
/** Some rows refused: the spec's message with its Download button (the failed contacts' CSV). */
export const ImportPartial: Story = { args: { scenario: 'importPartial' } };
/** An .xls file: refused before it is sent. */
export const ImportRefused: Story = { args: { scenario: 'importRefused' } };
/** My Items List without items: "Looks like you need to put some Items in your Items List!" */
export const ItemsEmpty: Story = { args: { scenario: 'itemsEmpty' } };
/** 25 items, 11 a page. */
export const ItemsList: Story = { args: { scenario: 'itemsList' } };
/** Edit List with select-all on the page. */
export const ItemsEditMode: Story = { args: { scenario: 'itemsEditMode' } };
/** New Item saved empty: every required field says so. */
export const NewItem: Story = { args: { scenario: 'newItem' } };
/** A code the Harmonized System does not know: the non-blocking warning. */
export const UnknownCommodityCode: Story = { args: { scenario: 'unknownCode' } };
