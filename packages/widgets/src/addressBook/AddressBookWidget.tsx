import { MountedWidget } from '../embed/MountedWidget';
import type { WidgetHandle } from '../embed/shipdeckGlobal';
import { type AddressBookMountOptions, mountAddressBook } from './mountAddressBook';

export interface AddressBookWidgetProps extends AddressBookMountOptions {
  className?: string;
}

const mount = (element: HTMLElement, options: AddressBookMountOptions) =>
  mountAddressBook(element, options) as unknown as WidgetHandle<AddressBookMountOptions>;

/**
 * The Address book or My Items List modal for React hosts (`list="contacts"` or `list="items"`): a
 * thin layer over mountAddressBook. It opens at once; onClose tells when the person closed it.
 */
export function AddressBookWidget({ className, ...options }: AddressBookWidgetProps) {
  return <MountedWidget mount={mount} options={options} className={className} />;
}
