import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/apiError';
import type { AddressFile } from '../api/savedAddressesResource';
import type {
  ImportAddressesResponse,
  NotValidAddress,
  SavedAddressBody,
  SavedAddressResource,
} from '../contract/addresses';
import { IMPORT_LIMITS } from '../contract/addresses';
import type { ValidateAddressRequest, ValidateAddressResponse } from '../contract/addressValidation';
import type { AddressElement } from '../contract/options';
import { type MessageCatalogue, messages } from '../messages/index';
import { latestOnly, platformTimers, type Timers } from '../runtime/index';
import { emptyParty } from '../shipment/model/emptyDraft';
import type { Party } from '../shipment/model/partySchema';
import { createValidationContext } from '../validation/context';
import { isBlocking, messagesByPath } from '../validation/fieldErrors';
import { type CsvPart, csvParts } from './csvChunks';
import { failedContactsCsv } from './failedContactsCsv';
import {
  CONTACTS_PAGE_SIZE,
  canDeleteSelected,
  type LetterFilter,
  LIST_SEARCH_DEBOUNCE_MS,
  type ListSelection,
  matchesLetter,
  noSelection,
  type PageBarSlot,
  pageBar,
  pageChanged,
  pageCountOf,
  searchTermOf,
  setSelectAll,
  toggleChecked,
  toggleEditMode,
  withoutIds,
} from './listModes';
import { type SavedAddress, savedAddressBodyOf, savedAddressFromResource } from './savedAddress';
import { BODY_PATH_OF_FIELD, validateSavedContact } from './savedContactRules';

/** A deep copy of plain form data (core's dts build has no DOM or Node types, so no structuredClone). */
const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What the address book calls (core's API client has all of them: savedAddressesResource). */
export interface AddressBookApi {
  allSavedAddresses(query?: { autocompleteName?: string }): Promise<SavedAddressResource[]>;
  createSavedAddress(body: SavedAddressBody): Promise<SavedAddressResource>;
  updateSavedAddress(id: string, body: SavedAddressBody): Promise<SavedAddressResource>;
  deleteSavedAddress(id: string): Promise<void>;
  importAddresses(file: AddressFile): Promise<ImportAddressesResponse>;
  /** The address check (spec 03 §5: a non-blocking warning); without it no check is made. */
  validateAddress?(request: ValidateAddressRequest): Promise<ValidateAddressResponse>;
}

/** A file chosen for import: what the store reads of a browser File. */
export interface ImportableFile extends AddressFile {
  size: number;
  /** The text of a CSV file, read to import a large one in parts with progress. */
  text?(): Promise<string>;
}

export interface AddressBookDeps {
  api: AddressBookApi;
  timers?: Timers;
  messages?: MessageCatalogue;
  /** Which address elements a country uses (the country options); the US's are known without it. */
  countryElements?: (countryCode: string) => readonly AddressElement[] | undefined;
  /** Makes a file of a CSV part (in a browser: `new File([text], name, { type: 'text/csv' })`). */
  fileOf?: (name: string, text: string) => AddressFile;
  /** A contact was picked from the list (outside edit mode): load it into the shipment. */
  onPick?: (contact: SavedAddress) => void;
}

export interface AddressBookOptions {
  /** Contacts per part of a large CSV import (progress is shown between parts). */
  importRowsPerPart?: number;
  searchDebounceMs?: number;
}

/** The import's progress and result (spec 03 §8). */
export interface AddressImportState {
  status: 'idle' | 'importing' | 'done' | 'failed';
  fileName: string;
  /** Rows sent so far out of all rows, for a CSV imported in parts; null while it is one request. */
  progress: { done: number; total: number } | null;
  /** Contacts stored. */
  imported: number;
  /** Rows refused, for the Download button's "Failed contacts" file. */
  failed: NotValidAddress[];
  /** The spec's success or partial-failure text, or why the file could not be read. */
  message: string | null;
}

/** The Save Contact form (spec 03 §2): a new contact, or a saved one being changed. */
export interface ContactFormState {
  /** The contact being changed; null for Create Contact. */
  id: string | null;
  contact: Party;
  /** The contact as opened: Update Contact stays disabled until a field differs (spec 03 §4). */
  initial: Party;
  /** Errors by field path, shown after a first Save. */
  errors: Readonly<Record<string, string>>;
  hasSubmitted: boolean;
  saving: boolean;
}

export interface AddressBookState {
  open: boolean;
  /** spec 03 §4: the list, or the create/edit form. */
  view: 'list' | 'form';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The contacts loaded (all of them, or those matching the search), by company name. */
  contacts: SavedAddress[];
  /** Whether the book has any contact at all (the empty state). */
  hasContacts: boolean;
  letter: LetterFilter;
  /** The search box as typed. */
  searchText: string;
  /** The search the list shows ('' for all), applied 1 s after typing stops, from 2 characters. */
  search: string;
  page: number;
  pageCount: number;
  pageBar: PageBarSlot[];
  /** The contacts matching the letter, and the page of them shown. */
  filteredCount: number;
  rows: SavedAddress[];
  selection: ListSelection;
  canDeleteSelected: boolean;
  deleting: boolean;
  form: ContactFormState | null;
  /** Update Contact (or Save Contact for a new one) may be pressed. */
  canSave: boolean;
  importState: AddressImportState;
  /** A notice to show once (contact saved, updated, deleted). */
  notice: string | null;
  /**
   * The address check of the contact just saved (spec 03 §5, §8): "We are unable to locate that
   * address…", non-blocking, shown beside the notice.
   */
  addressWarning: string | null;
}

export interface AddressBookActions {
  /** Opens the list and loads the contacts. */
  openList(): Promise<void>;
  /** Closes the form back to the list, or the list and the modal (page back to 1, spec 03 §4). */
  close(): void;
  reload(): Promise<void>;
  setLetter(letter: LetterFilter): void;
  setSearchText(text: string): void;
  goToPage(page: number): void;
  toggleEditMode(): void;
  toggleChecked(id: string): void;
  setSelectAll(on: boolean): void;
  deleteSelected(): Promise<void>;
  /** A row clicked outside edit mode: onPick gets the contact and the modal closes. */
  pick(id: string): void;
  openCreate(initial?: Partial<Party>): void;
  openEdit(id: string): void;
  /** Changes the form's contact (the form's paths: `companyName`, `address.city` …). */
  setContact(patch: (contact: Party) => void): void;
  saveContact(): Promise<SavedAddress | null>;
  importFile(file: ImportableFile): Promise<void>;
  /** The "Failed contacts" CSV of the last import. */
  failedContactsFile(): string;
  dismissImport(): void;
  dismissNotice(): void;
  dispose(): void;
}

export type AddressBookStore = StoreApi<AddressBookState & AddressBookActions>;

/** A CSV above this many rows is sent in parts of it, so the modal can show how far it got. */
export const IMPORT_ROWS_PER_PART = 500;

const idleImport = (): AddressImportState => ({
  status: 'idle',
  fileName: '',
  progress: null,
  imported: 0,
  failed: [],
  message: null,
});

const byCompany = (a: SavedAddress, b: SavedAddress) =>
  nameOf(a).localeCompare(nameOf(b), 'en', { sensitivity: 'base' });
/** The list's letter and order go by Company Name, the first column (spec 03 §2), or the contact's name. */
const nameOf = (contact: SavedAddress) => contact.companyName.trim() || contact.contactName.trim();

const sameParty = (a: Party, b: Party) => JSON.stringify(a) === JSON.stringify(b);

const messageOf = (error: unknown, t: MessageCatalogue) =>
  error instanceof Error && error.message ? error.message : t('api.unknownStatus');

/**
 * The address book (spec 03 §2, §4, §5, §7, §8): the contacts held in the client and paged there 9 at a
 * time (spec 03 §7 "the contact list is held client-side and paged locally"), the letter filter, the
 * search (sent to the server as autocompleteName, 1 s after the last key, from 2 characters), edit mode
 * with its checks, the Save Contact form and the import.
 */
export function createAddressBookStore(
  deps: AddressBookDeps,
  options: AddressBookOptions = {},
): AddressBookStore {
  const t = deps.messages ?? messages;
  const timers = deps.timers ?? platformTimers();
  const rowsPerPart = options.importRowsPerPart ?? IMPORT_ROWS_PER_PART;
  const debounceMs = options.searchDebounceMs ?? LIST_SEARCH_DEBOUNCE_MS;
  const answers = latestOnly<'list' | 'check'>();
  let searchTimer: unknown = null;
  const ctx = createValidationContext({
    t,
    ...(deps.countryElements ? { countryElements: deps.countryElements } : {}),
  });

  /** The list's derived values from its contacts, letter, page and selection. */
  const listed = (s: Pick<AddressBookState, 'contacts' | 'letter' | 'page' | 'selection'>) => {
    const matching = s.contacts.filter((contact) => matchesLetter(nameOf(contact), s.letter));
    const pageCount = pageCountOf(matching.length, CONTACTS_PAGE_SIZE);
    const page = Math.min(Math.max(1, s.page), pageCount);
    return {
      page,
      pageCount,
      pageBar: pageBar(page, pageCount),
      filteredCount: matching.length,
      rows: matching.slice((page - 1) * CONTACTS_PAGE_SIZE, page * CONTACTS_PAGE_SIZE),
      canDeleteSelected: canDeleteSelected(s.selection),
    };
  };
  const formDerived = (form: ContactFormState | null) => ({
    canSave: form !== null && !form.saving && (form.id === null || !sameParty(form.contact, form.initial)),
  });

  const store = createStore<AddressBookState & AddressBookActions>()((set, get) => {
    const setList = (patch: Partial<AddressBookState>) => {
      const next = { ...get(), ...patch };
      set({ ...patch, ...listed(next) });
    };
    const setForm = (form: ContactFormState | null) => set({ form, ...formDerived(form) });

    const load = async () => {
      const ticket = answers.next('list');
      const search = get().search;
      set({ status: 'loading', error: null });
      try {
        const found = await deps.api.allSavedAddresses(search ? { autocompleteName: search } : {});
        if (!answers.isCurrent(ticket, 'list')) return;
        const contacts = found.map(savedAddressFromResource).sort(byCompany);
        setList({
          status: 'ready',
          contacts,
          hasContacts: search ? get().hasContacts || contacts.length > 0 : contacts.length > 0,
        });
      } catch (error) {
        if (!answers.isCurrent(ticket, 'list')) return;
        set({ status: 'error', error: messageOf(error, t) });
      }
    };

    const checkAddress = async (contact: Party) => {
      if (!deps.api.validateAddress) return;
      const ticket = answers.next('check');
      try {
        const body = savedAddressBodyOf(contact);
        const answer = await deps.api.validateAddress({ address: body.address });
        if (!answers.isCurrent(ticket, 'check')) return;
        set({ addressWarning: answer.valid ? null : (answer.message ?? t('address.notLocated')) });
      } catch {
        // The check is advice (spec 03 §5 "non-blocking"); when it cannot answer, nothing is said.
      }
    };

    const importOne = async (file: AddressFile): Promise<ImportAddressesResponse> =>
      deps.api.importAddresses(file);

    const finishImport = async (fileName: string, imported: number, failed: NotValidAddress[]) => {
      set({
        importState: {
          status: 'done',
          fileName,
          progress: null,
          imported,
          failed,
          message: t(failed.length > 0 ? 'addressBook.importPartial' : 'addressBook.importSuccess'),
        },
      });
      await load();
    };

    return {
      open: false,
      view: 'list',
      status: 'idle',
      error: null,
      contacts: [],
      hasContacts: false,
      letter: 'all',
      searchText: '',
      search: '',
      page: 1,
      pageCount: 1,
      pageBar: [1],
      filteredCount: 0,
      rows: [],
      selection: noSelection(),
      canDeleteSelected: false,
      deleting: false,
      form: null,
      canSave: false,
      importState: idleImport(),
      notice: null,
      addressWarning: null,

      async openList() {
        set({ open: true, view: 'list' });
        await load();
      },
      close() {
        if (get().view === 'form') {
          answers.invalidate('check');
          set({ view: 'list', form: null, canSave: false });
          return;
        }
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        searchTimer = null;
        answers.invalidate('list');
        setList({
          open: false,
          page: 1,
          selection: noSelection(),
          letter: 'all',
          searchText: '',
          search: '',
          importState: idleImport(),
        });
      },
      reload: load,
      setLetter(letter) {
        setList({ letter, page: 1, selection: pageChanged(get().selection) });
      },
      setSearchText(text) {
        set({ searchText: text });
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        const term = searchTermOf(text);
        if (term === get().search) {
          searchTimer = null;
          return;
        }
        searchTimer = timers.setTimeout(() => {
          searchTimer = null;
          setList({ search: term, page: 1, selection: pageChanged(get().selection) });
          void load();
        }, debounceMs);
      },
      goToPage(page) {
        setList({ page, selection: pageChanged(get().selection) });
      },
      toggleEditMode() {
        setList({ selection: toggleEditMode(get().selection) });
      },
      toggleChecked(id) {
        setList({ selection: toggleChecked(get().selection, id) });
      },
      setSelectAll(on) {
        const ids = get().rows.map((row) => row.id);
        setList({ selection: setSelectAll(get().selection, on, ids) });
      },
      async deleteSelected() {
        const ids = get().selection.checked;
        if (ids.length === 0 || get().deleting) return;
        set({ deleting: true, error: null });
        // spec 03 §7: one DELETE per checked contact; each one gone leaves the list at once.
        let failure: string | null = null;
        for (const id of ids) {
          try {
            await deps.api.deleteSavedAddress(id);
          } catch (error) {
            // Already gone (another tab) reads as deleted; anything else stops here and says why.
            if (!(error instanceof ApiError && error.status === 404)) {
              failure = messageOf(error, t);
              break;
            }
          }
          const contacts = get().contacts.filter((contact) => contact.id !== id);
          const selection = withoutIds(get().selection, [id]);
          setList({ contacts, selection, hasContacts: contacts.length > 0 || get().search !== '' });
        }
        const selection = get().selection;
        setList({
          deleting: false,
          error: failure,
          selection: selection.checked.length === 0 ? noSelection() : selection,
        });
      },
      pick(id) {
        if (get().selection.editMode) return;
        const contact = get().contacts.find((one) => one.id === id);
        if (!contact) return;
        deps.onPick?.(contact);
        get().close();
      },
      openCreate(initial = {}) {
        const contact = { ...emptyParty(), ...initial } as Party;
        setForm({
          id: null,
          contact,
          initial: plainCopy(contact),
          errors: {},
          hasSubmitted: false,
          saving: false,
        });
        set({ view: 'form', open: true });
      },
      openEdit(id) {
        const found = get().contacts.find((one) => one.id === id);
        if (!found) return;
        const { id: _id, nickname: _nickname, ...party } = found;
        setForm({
          id,
          contact: plainCopy(party),
          initial: plainCopy(party),
          errors: {},
          hasSubmitted: false,
          saving: false,
        });
        set({ view: 'form', open: true });
      },
      setContact(patch) {
        const form = get().form;
        if (!form) return;
        const contact = plainCopy(form.contact);
        patch(contact);
        const errors = form.hasSubmitted ? messagesByPath(validateSavedContact(contact, ctx)) : form.errors;
        setForm({ ...form, contact, errors });
      },
      async saveContact() {
        const form = get().form;
        if (!form || !get().canSave) return null;
        const problems = validateSavedContact(form.contact, ctx);
        const errors = messagesByPath(problems);
        if (problems.some(isBlocking)) {
          setForm({ ...form, errors, hasSubmitted: true });
          return null;
        }
        setForm({ ...form, errors, hasSubmitted: true, saving: true });
        try {
          const body = savedAddressBodyOf(form.contact);
          const saved = savedAddressFromResource(
            form.id === null
              ? await deps.api.createSavedAddress(body)
              : await deps.api.updateSavedAddress(form.id, body),
          );
          const contacts = [...get().contacts.filter((one) => one.id !== saved.id), saved].sort(byCompany);
          setList({
            contacts,
            hasContacts: true,
            view: 'list',
            notice: t(form.id === null ? 'addressBook.contactCreated' : 'addressBook.contactUpdated'),
          });
          setForm(null);
          set({ addressWarning: null });
          void checkAddress(saved);
          return saved;
        } catch (error) {
          const current = get().form ?? form;
          const fieldOf = Object.fromEntries(
            Object.entries(BODY_PATH_OF_FIELD).map(([field, path]) => [path, field]),
          );
          const serverErrors =
            error instanceof ApiError && error.violations.length > 0
              ? Object.fromEntries(
                  error.violations.map((v) => [fieldOf[v.propertyPath] ?? v.propertyPath, v.message]),
                )
              : {};
          setForm({ ...current, saving: false, errors: { ...current.errors, ...serverErrors } });
          set({ error: Object.keys(serverErrors).length > 0 ? null : messageOf(error, t) });
          return null;
        }
      },
      async importFile(file) {
        if (get().importState.status === 'importing') return;
        const extension = file.name.toLowerCase().split('.').pop() ?? '';
        const failedImport = (message: string) =>
          set({ importState: { ...idleImport(), status: 'failed', fileName: file.name, message } });
        // spec 03 §5: only .xlsx or .csv; the server checks the content as well.
        if (extension !== 'csv' && extension !== 'xlsx')
          return failedImport(t('addressBook.import.fileType'));
        if (file.size > IMPORT_LIMITS.maxBytes)
          return failedImport(
            t('addressBook.import.tooLarge', { megabytes: IMPORT_LIMITS.maxBytes / 1024 / 1024 }),
          );
        set({ importState: { ...idleImport(), status: 'importing', fileName: file.name } });
        try {
          let parts: CsvPart[] | null = null;
          if (extension === 'csv' && file.text && deps.fileOf)
            parts = csvParts(await file.text(), rowsPerPart);
          if (!parts) {
            const answer = await importOne(file);
            return await finishImport(file.name, answer.addresses.length, answer.notValidAddresses);
          }
          const total = parts.reduce((sum, part) => sum + part.rows, 0);
          let done = 0;
          let imported = 0;
          const failed: NotValidAddress[] = [];
          const progress = () =>
            set({
              importState: { ...get().importState, progress: { done, total }, imported, failed: [...failed] },
            });
          progress();
          for (const part of parts) {
            const answer = await importOne(
              (deps.fileOf as NonNullable<typeof deps.fileOf>)(file.name, part.text),
            );
            imported += answer.addresses.length;
            failed.push(
              ...answer.notValidAddresses.map((row) => ({ ...row, row: row.row + part.rowOffset })),
            );
            done += part.rows;
            progress();
          }
          await finishImport(file.name, imported, failed);
        } catch (error) {
          failedImport(messageOf(error, t));
          // Parts imported before the failure are stored: the list shows them.
          void load();
        }
      },
      failedContactsFile() {
        return failedContactsCsv(get().importState.failed);
      },
      dismissImport() {
        if (get().importState.status !== 'importing') set({ importState: idleImport() });
      },
      dismissNotice() {
        set({ notice: null, addressWarning: null });
      },
      dispose() {
        if (searchTimer !== null) timers.clearTimeout(searchTimer);
        searchTimer = null;
        answers.invalidate('list');
        answers.invalidate('check');
      },
    };
  });
  return store;
}
