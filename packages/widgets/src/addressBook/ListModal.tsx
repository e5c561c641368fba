import type { ListModeActions, ListModeState } from '@shipdeck/core/addressBook';
import type { ReactNode } from 'react';
import { Dialog } from '../ui/Dialog';
import { type ReadableStore, useStore } from '../useStore';
import type { AddressBookTranslate } from './addressBookMessages';
import { DismissibleNotice, LetterBar, PageBar, SearchBox } from './ListParts';

/** A list modal's store as the shell reads it: core's shared list modes, whatever the form. */
type ListStore<Row> = ReadableStore<ListModeState<Row, unknown> & ListModeActions<Row, never>>;

/**
 * The modal of a saved list (spec 03 §2, §4): the list, or the create / edit form in its place. Escape or
 * the backdrop closes the form back to the list, or the list (the store's close).
 */
export function ListModal<Row>({
  store,
  listTitleId,
  formTitleId,
  list,
  form,
}: {
  store: ListStore<Row>;
  listTitleId: string;
  formTitleId: string;
  list: ReactNode;
  form: ReactNode;
}) {
  const open = useStore(store, (s) => s.open);
  const view = useStore(store, (s) => s.view);
  if (!open) return null;
  return (
    <Dialog titleId={view === 'form' ? formTitleId : listTitleId} onClose={() => store.getState().close()}>
      <div className="sd-book-box">{view === 'form' ? form : list}</div>
    </Dialog>
  );
}

/** One column of a list: its header and what a row shows there. */
export interface ListColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

export interface ListViewProps<Row extends { id: string }> {
  store: ListStore<Row>;
  t: AddressBookTranslate;
  titleId: string;
  searchId: string;
  texts: { title: string; searchPlaceholder: string; create: string; empty: string; noMatch: string };
  /** The first column: the entry's name, the button that picks it outside edit mode. */
  nameHeader: string;
  nameOf(row: Row): string;
  /** The columns after the name. */
  columns: readonly ListColumn<Row>[];
  /** The letter filter (A–Z, All, 0…9, symbols; the address book's). */
  letters?: boolean;
  /** More tools after Create (the address book's Import Contact). */
  tools?: ReactNode;
  /** Shown above the notices (the import's progress and result). */
  status?: ReactNode;
}

/**
 * The list of a saved-list modal (spec 03 §2, §4, §9): title and Close, the search, Edit List / Finish
 * Editing, Create, Delete Selected in edit mode, the notices, the empty and no-match states, the table
 * with its checks (select-all on the current page) and Edit buttons, and the page bar.
 */
export function ListView<Row extends { id: string }>({
  store,
  t,
  titleId,
  searchId,
  texts,
  nameHeader,
  nameOf,
  columns,
  letters = false,
  tools,
  status,
}: ListViewProps<Row>) {
  const s = useStore(store, (state) => state);
  const { selection } = s;
  const pageIds = s.rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selection.checked.includes(id));
  return (
    <div className="sd-book-form">
      <div className="sd-book-head">
        <h2 id={titleId}>{texts.title}</h2>
        <button type="button" className="sd-btn sd-btn-link" onClick={() => store.getState().close()}>
          {t('book.close')}
        </button>
      </div>
      <div className="sd-book-tools">
        <SearchBox
          id={searchId}
          t={t}
          value={s.searchText}
          placeholder={texts.searchPlaceholder}
          onChange={(text) => store.getState().setSearchText(text)}
        />
        <button type="button" className="sd-btn" onClick={() => store.getState().toggleEditMode()}>
          {t(selection.editMode ? 'book.finishEditing' : 'book.editList')}
        </button>
        <button type="button" className="sd-btn" onClick={() => store.getState().openCreate()}>
          {texts.create}
        </button>
        {tools}
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
      {letters && (
        <LetterBar t={t} value={s.letter} onChange={(letter) => store.getState().setLetter(letter)} />
      )}
      {status}
      {s.notice && (
        <DismissibleNotice t={t} kind="success" onDismiss={() => store.getState().dismissNotice()}>
          {s.notice}
        </DismissibleNotice>
      )}
      {s.warning && (
        <p className="sd-notice sd-notice-warning" role="status">
          {s.warning}
        </p>
      )}
      {s.error && (
        <p className="sd-notice sd-notice-error" role="alert">
          {s.error}
        </p>
      )}
      {s.status === 'loading' && s.loaded.length === 0 ? (
        <p className="sd-book-empty" role="status">
          {t('book.loading')}
        </p>
      ) : !s.hasRows && s.status === 'ready' ? (
        <p className="sd-book-empty">{texts.empty}</p>
      ) : s.rows.length === 0 && s.status === 'ready' ? (
        <p className="sd-book-empty">{texts.noMatch}</p>
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
              <th scope="col">{nameHeader}</th>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">
                <span className="sd-visually-hidden">{t('book.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.rows.map((row) => {
              const name = nameOf(row);
              return (
                <tr key={row.id}>
                  {selection.editMode && (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('book.select', { name })}
                        checked={selection.checked.includes(row.id)}
                        onChange={() => store.getState().toggleChecked(row.id)}
                      />
                    </td>
                  )}
                  <td>
                    {selection.editMode ? (
                      name
                    ) : (
                      <button
                        type="button"
                        className="sd-book-row-button"
                        onClick={() => store.getState().pick(row.id)}
                      >
                        {name}
                      </button>
                    )}
                  </td>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                  <td>
                    <button
                      type="button"
                      className="sd-btn sd-btn-link"
                      aria-label={`${t('book.edit')} ${name}`}
                      onClick={() => store.getState().openEdit(row.id)}
                    >
                      {t('book.edit')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <PageBar
        t={t}
        page={s.page}
        pageCount={s.pageCount}
        slots={s.pageBar}
        onPage={(page) => void store.getState().goToPage(page)}
      />
    </div>
  );
}

/**
 * The create / edit form of a saved list (spec 03 §2, §4): its title, the error of the last save, the
 * fields, then Cancel (back to the list) and Save, enabled while the store says it may save.
 */
export function ListForm<Row>({
  store,
  t,
  titleId,
  title,
  submitLabel,
  children,
}: {
  store: ListStore<Row>;
  t: AddressBookTranslate;
  titleId: string;
  title: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const canSave = useStore(store, (s) => s.canSave);
  const error = useStore(store, (s) => s.error);
  return (
    <form
      className="sd-book-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void store.getState().save();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {error && (
        <p className="sd-notice sd-notice-error" role="alert">
          {error}
        </p>
      )}
      {children}
      <div className="sd-book-actions">
        <button type="button" className="sd-btn" onClick={() => store.getState().close()}>
          {t('book.cancel')}
        </button>
        <button type="submit" className="sd-btn sd-btn-primary" disabled={!canSave}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
