import { defineWidgetElement } from '../embed/defineWidgetElement';
import { WIDGET_TAGS } from '../embed/shipdeckGlobal';
import { type AddressBookHandle, type AddressBookMountOptions, mountAddressBook } from './mountAddressBook';

/** Attributes of `<shipdeck-address-book>` and the option each sets. */
export const ADDRESS_BOOK_ATTRIBUTES = {
  list: 'list',
  'api-base': 'apiBase',
  'publishable-key': 'publishableKey',
  'session-token': 'sessionToken',
  token: 'token',
  locale: 'locale',
} as const;

export interface ShipdeckAddressBookElement extends HTMLElement {
  /** Options that attributes cannot carry (callbacks, messages); merged over them. */
  options: AddressBookMountOptions;
}

declare global {
  interface HTMLElementTagNameMap {
    'shipdeck-address-book': ShipdeckAddressBookElement;
  }
}

/** Defines `<shipdeck-address-book list="contacts|items">` through the embed's one element factory. */
export function defineAddressBookElement(
  registry: CustomElementRegistry = customElements,
  name: string = WIDGET_TAGS.addressBook,
): void {
  defineWidgetElement<AddressBookMountOptions, AddressBookHandle>(
    {
      tag: name,
      attributes: ADDRESS_BOOK_ATTRIBUTES,
      parseAttribute: (option, value) =>
        option === 'list' ? (value === 'items' ? 'items' : 'contacts') : value || undefined,
      mount: mountAddressBook,
    },
    registry,
  );
}
