import { type AddressBookStore, FAILED_CONTACTS_FILE_NAME } from '@shipdeck/core/addressBook';
import type { CountryOption } from '@shipdeck/core/contract';
import { useRef } from 'react';
import { Dialog } from '../ui/Dialog';
import { useStore } from '../useStore';
import type { AddressBookTranslate } from './addressBookMessages';
import { ContactForm } from './ContactForm';
import { DismissibleNotice, downloadText, LetterBar, PageBar, SearchBox } from './ListParts';

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
  const open = useStore(store, (s) => s.open);
  const view = useStore(store, (s) => s.view);
  const titleId = `${idPrefix}-book-title`;
  if (!open) return null;
  return (
    <Dialog
      titleId={view === 'form' ? `${idPrefix}-contact-title` : titleId}
      onClose={() => store.getState().close()}
    >
      <div className="sd-book-box">
        {view === 'form' ? (
          <ContactForm store={store} t={t} countries={countries} idPrefix={idPrefix} />
        ) : (
          <ContactList store={store} t={t} idPrefix={idPrefix} titleId={titleId} saveFile={saveFile} />
        )}
      </div>
    </Dialog>
  );
}

function ContactList({
  store,
  t,
  idPrefix,
  titleId,
  saveFile,
}: {
  store: AddressBookStore;
  t: AddressBookTranslate;
  idPrefix: string;
  titleId: string;
  saveFile: AddressBookModalProps['saveFile'];
}) {
  const s = useStore(store, (state) => state);
  const fileInput = useRef<HTMLInputElement>(null);
  const { selection } = s;
  const pageIds = s.rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.checked.includes(id));
  const download = () => {
    const text = s.failedContactsFile();
    if (saveFile) saveFile(FAILED_CONTACTS_FILE_NAME, text);
    else if (fileInput.current)
      downloadText(fileInput.current.ownerDocument, FAILED_CONTACTS_FILE_NAME, text);
  };
  const importing = s.importState.status === 'importing';
  return (
    <div className="sd-book-form">
      <div className="sd-book-head">
        <h2 id={titleId}>{t('book.title')}</h2>
        <button type="button" className="sd-btn sd-btn-link" onClick={() => store.getState().close()}>
          {t('book.close')}
        </button>
      </div>
      <div className="sd-book-tools">
        <SearchBox
          id={`${idPrefix}-book-search`}
          t={t}
          value={s.searchText}
          placeholder={t('book.searchPlaceholder')}
          onChange={(text) => store.getState().setSearchText(text)}
        />
        <button type="button" className="sd-btn" onClick={() => store.getState().toggleEditMode()}>
          {t(selection.editMode ? 'book.finishEditing' : 'book.editList')}
        </button>
        <button type="button" className="sd-btn" onClick={() => store.getState().openCreate()}>
          {t('book.createContact')}
        </button>
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
        {s.canDeleteSelected && (
          <button
            type="button"
            className="sd-btn"
            disabled={s.deleting}
            onClick={() => void store.getState().deleteSelected()}
          >
            {t(s.deleting ? 'book.deleting' : 'book.deleteSelected')}
          </button>
        )}
      </div>
      <LetterBar t={t} value={s.letter} onChange={(letter) => store.getState().setLetter(letter)} />
      <ImportStatus store={store} t={t} onDownload={download} />
      {s.notice && (
        <DismissibleNotice t={t} kind="success" onDismiss={() => store.getState().dismissNotice()}>
          {s.notice}
        </DismissibleNotice>
      )}
      {s.addressWarning && (
        <p className="sd-notice sd-notice-warning" role="status">
          {s.addressWarning}
        </p>
      )}
      {s.error && (
        <p className="sd-notice sd-notice-error" role="alert">
          {s.error}
        </p>
      )}
      {s.status === 'loading' && s.contacts.length === 0 ? (
        <p className="sd-book-empty" role="status">
          {t('book.loading')}
        </p>
      ) : !s.hasContacts && s.status === 'ready' ? (
        <p className="sd-book-empty">{t('book.empty')}</p>
      ) : s.rows.length === 0 && s.status === 'ready' ? (
        <p className="sd-book-empty">{t('book.noMatch')}</p>
      ) : (
        <table className="sd-book-table">
          <thead>
            <tr>
              {selection.editMode && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('book.selectAll')}
                    checked={allOnPage}
                    onChange={(event) => store.getState().setSelectAll(event.currentTarget.checked)}
                  />
                </th>
              )}
              <th scope="col">{t('book.column.companyName')}</th>
              <th scope="col">{t('book.column.address')}</th>
              <th scope="col">{t('book.column.country')}</th>
              <th scope="col">{t('book.column.contact')}</th>
              <th scope="col">
                <span className="sd-visually-hidden">{t('book.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((contact) => (
              <tr key={contact.id}>
                {selection.editMode && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('book.select', { name: contact.companyName || contact.contactName })}
                      checked={selection.checked.includes(contact.id)}
                      onChange={() => store.getState().toggleChecked(contact.id)}
                    />
                  </td>
                )}
                <td>
                  {selection.editMode ? (
                    contact.companyName
                  ) : (
                    <button
                      type="button"
                      className="sd-book-row-button"
                      onClick={() => store.getState().pick(contact.id)}
                    >
                      {contact.companyName || contact.contactName}
                    </button>
                  )}
                </td>
                <td>{contact.formattedAddress}</td>
                <td>{contact.country}</td>
                <td>
                  {contact.contactName}
                  <br />
                  <span className="sd-muted">{contact.email}</span>
                </td>
                <td>
                  <button
                    type="button"
                    className="sd-btn sd-btn-link"
                    aria-label={`${t('book.edit')} ${contact.companyName || contact.contactName}`}
                    onClick={() => store.getState().openEdit(contact.id)}
                  >
                    {t('book.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageBar
        t={t}
        page={s.page}
        pageCount={s.pageCount}
        slots={s.pageBar}
        onPage={(page) => store.getState().goToPage(page)}
      />
    </div>
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
