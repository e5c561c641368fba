import {
  type AddressBookStore,
  FAILED_CONTACTS_FILE_NAME,
  type SavedAddress,
} from '@shipdeck/core/addressBook';
import type { CountryOption } from '@shipdeck/core/contract';
import { useRef } from 'react';
import { useStore } from '../useStore';
import type { AddressBookTranslate } from './addressBookMessages';
import { ContactForm } from './ContactForm';
import { ListModal, ListView } from './ListModal';
import { DismissibleNotice, downloadText } from './ListParts';

export interface AddressBookModalProps {
  store: AddressBookStore;
  t: AddressBookTranslate;
  countries: readonly CountryOption[];
  /** Prefix of the element ids (unique per widget on the page). */
  idPrefix: string;
  /** Saves the "Failed contacts" CSV; by default the browser downloads it. */
  saveFile?: (fileName: string, text: string) => void;
}

/**
 * The Address book modal (spec 03 §2, §4, §8) over core's address book store: the letter filter and
 * search, Edit List / Finish Editing with checks and Delete Selected, Create Contact and the Save
 * Contact form, Import Contact with its progress and the partial-failure message with Download, the
 * page bar, and the empty state. A row clicked outside edit mode is picked (the store's onPick).
 */
export function AddressBookModal({ store, t, countries, idPrefix, saveFile }: AddressBookModalProps) {
  return (
    <ListModal
      store={store}
      listTitleId={`${idPrefix}-book-title`}
      formTitleId={`${idPrefix}-contact-title`}
      list={<ContactList store={store} t={t} idPrefix={idPrefix} saveFile={saveFile} />}
      form={<ContactForm store={store} t={t} countries={countries} idPrefix={idPrefix} />}
    />
  );
}

const contactName = (contact: SavedAddress) => contact.companyName || contact.contactName;

function ContactList({
  store,
  t,
  idPrefix,
  saveFile,
}: Pick<AddressBookModalProps, 'store' | 't' | 'idPrefix' | 'saveFile'>) {
  const fileInput = useRef<HTMLInputElement>(null);
  const importing = useStore(store, (s) => s.importState.status === 'importing');
  const download = () => {
    const text = store.getState().failedContactsFile();
    if (saveFile) saveFile(FAILED_CONTACTS_FILE_NAME, text);
    else if (fileInput.current)
      downloadText(fileInput.current.ownerDocument, FAILED_CONTACTS_FILE_NAME, text);
  };
  return (
    <ListView
      store={store}
      t={t}
      titleId={`${idPrefix}-book-title`}
      searchId={`${idPrefix}-book-search`}
      texts={{
        title: t('book.title'),
        searchPlaceholder: t('book.searchPlaceholder'),
        create: t('book.createContact'),
        empty: t('book.empty'),
        noMatch: t('book.noMatch'),
      }}
      nameHeader={t('book.column.companyName')}
      nameOf={contactName}
      columns={[
        { header: t('book.column.address'), cell: (contact) => contact.formattedAddress },
        { header: t('book.column.country'), cell: (contact) => contact.country },
        {
          header: t('book.column.contact'),
          cell: (contact) => (
            <>
              {contact.contactName}
              <br />
              <span className="sd-muted">{contact.email}</span>
            </>
          ),
        },
      ]}
      letters
      tools={
        <>
          <button
            type="button"
            className="sd-btn"
            disabled={importing}
            onClick={() => fileInput.current?.click()}
          >
            {t('book.importContact')}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            data-testid="address-import-file"
            // spec 03 §2: import accepts only .xlsx or .csv.
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void store.getState().importFile(file);
            }}
          />
        </>
      }
      status={<ImportStatus store={store} t={t} onDownload={download} />}
    />
  );
}

/** The import in progress (a bar for a CSV sent in parts), its result, or why the file was refused. */
function ImportStatus({
  store,
  t,
  onDownload,
}: {
  store: AddressBookStore;
  t: AddressBookTranslate;
  onDownload(): void;
}) {
  const state = useStore(store, (s) => s.importState);
  if (state.status === 'idle') return null;
  if (state.status === 'importing') {
    const { progress } = state;
    return (
      <div className="sd-notice sd-notice-warning" role="status">
        <p>{t('book.importing', { file: state.fileName })}</p>
        {progress ? (
          <>
            <div
              className="sd-book-progress"
              role="progressbar"
              aria-label={t('book.importing', { file: state.fileName })}
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
            >
              <div style={{ width: `${Math.round((progress.done / Math.max(1, progress.total)) * 100)}%` }} />
            </div>
            <p>{t('book.importProgress', { done: progress.done, total: progress.total })}</p>
          </>
        ) : (
          <div
            className="sd-progress"
            role="progressbar"
            aria-label={t('book.importing', { file: state.fileName })}
          />
        )}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <DismissibleNotice t={t} kind="error" onDismiss={() => store.getState().dismissImport()}>
        {state.message}
      </DismissibleNotice>
    );
  }
  const partial = state.failed.length > 0;
  return (
    <div
      className={`sd-notice ${partial ? 'sd-notice-warning' : 'sd-notice-success'} sd-book-notice`}
      role="status"
    >
      <p>{state.message}</p>
      {partial && (
        <p className="sd-muted">
          {t('book.importedCount', { imported: state.imported, failed: state.failed.length })}
        </p>
      )}
      <div className="sd-book-tools">
        {partial && (
          <button type="button" className="sd-btn sd-btn-primary" onClick={onDownload}>
            {t('book.download')}
          </button>
        )}
        <button type="button" className="sd-btn sd-btn-link" onClick={() => store.getState().dismissImport()}>
          {t('book.dismiss')}
        </button>
      </div>
    </div>
  );
}
