import type { AddressFileFormat } from '@shipdeck/core/contract';
import { AddressBookWidget } from '@shipdeck/widgets';
import { useState } from 'react';
import { withPageTexts } from '../messages';
import { useAppSession } from '../session/SessionContext';
import { useFeedback } from '../ui/Feedback';
import { savedListMessages } from './savedListMessages';

const t = withPageTexts(savedListMessages);

/** Saves a Blob the API answered as a file (the address book export). */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /address-book and /items (issue 10): the Address book or My Items List modal on a page of its own,
 * reached from the avatar menu. It opens at once over the app's client (acting for a client when a
 * CSR is); closed, the page offers to open it again. The address book page also exports the whole
 * book as CSV or Excel (beyond the spec).
 */
export function SavedListPage({ list }: { list: 'contacts' | 'items' }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [opened, setOpened] = useState(1);
  const [open, setOpen] = useState(true);
  const title = t(list === 'contacts' ? 'addressBook.title' : 'itemsList.title');
  const exportBook = async (format: AddressFileFormat) => {
    try {
      const blob = (await api.exportAddressBook(format)) as Blob;
      saveBlob(blob, `Address book.${format}`);
    } catch (error) {
      feedback.toast('error', (error as Error).message);
    }
  };
  return (
    <section className="app-narrow" aria-labelledby="saved-list-title">
      <h1 id="saved-list-title" className="app-page-title">
        {title}
      </h1>
      <div className="app-actions">
        <button
          type="button"
          className="app-button"
          onClick={() => {
            setOpened((n) => n + 1);
            setOpen(true);
          }}
        >
          {t(list === 'contacts' ? 'addressBook.open' : 'itemsList.open')}
        </button>
        {list === 'contacts' && (
          <>
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => void exportBook('csv')}
            >
              {t('addressBook.exportCsv')}
            </button>
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => void exportBook('xlsx')}
            >
              {t('addressBook.exportXlsx')}
            </button>
          </>
        )}
      </div>
      {open && <AddressBookWidget key={opened} list={list} client={api} onClose={() => setOpen(false)} />}
    </section>
  );
}

export function AddressBookPage() {
  return <SavedListPage list="contacts" />;
}

export function ItemsListPage() {
  return <SavedListPage list="items" />;
}
