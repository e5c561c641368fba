import type { StoreApi } from 'zustand/vanilla';
import type { AddressFile } from '../api/savedAddressesResource';
import type {
  ImportAddressesResponse,
  NotValidAddress,
  SavedAddressBody,
  SavedAddressResource,
} from '../contract/addresses';
import type { ValidateAddressRequest, ValidateAddressResponse } from '../contract/addressValidation';
import { IMPORT_LIMITS } from '../contract/importLimits';
import type { AddressElement } from '../contract/options';
import type { MessageCatalogue } from '../messages/index';
import { prepareCatalogue } from '../messages/prepare';
import { latestOnly, platformTimers, type Timers } from '../runtime/index';
import { emptyParty } from '../shipment/model/blankDraft';
import type { Party } from '../shipment/model/partySchema';
import type { ValidationContext } from '../validation/context';
import { isBlocking, messagesByPath } from '../validation/fieldErrors';
import { type CsvPart, csvParts } from './csvChunks';
import { failedContactsCsv } from './failedContactsCsv';
import {
  createListModeStore,
  type ListFormBase,
  type ListModeActions,
  type ListModeState,
  messageOf,
  plainCopy,
} from './listModeStore';
import { CONTACTS_PAGE_SIZE, LIST_SEARCH_DEBOUNCE_MS } from './listModes';
import { type SavedAddress, savedAddressBodyOf, savedAddressFromResource } from './savedAddress';
import { BODY_PATH_OF_FIELD, validateSavedContact } from './savedContactRules';

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
  /** How long the form waits after the address last changed before checking it. */
  addressCheckDelayMs?: number;
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
export interface ContactFormState extends ListFormBase {
  contact: Party;
  /** The contact as opened: Update Contact stays disabled until a field differs (spec 03 §4). */
  initial: Party;
  /**
   * The address check of the form's address (spec 03 §5, §8: non-blocking): "We are unable to locate that
   * address…" while the address as typed was not located; null when it was, or before it is complete.
   */
  addressNotice: string | null;
  /** What did not match, at the form's fields (`address.postalCode`, `address.city`, `country` …). */
  addressWarnings: Readonly<Record<string, string>>;
}

/**
 * The address book's list (the shared list modes: `loaded` holds every contact matching the search, by
 * company name; `totalItems` those matching the letter too), the Save Contact form and the import.
 * `warning` is the address check of the contact just saved (spec 03 §5, §8): "We are unable to locate
 * that address…", non-blocking, shown beside the notice.
 */
export interface AddressBookState extends ListModeState<SavedAddress, ContactFormState> {
  importState: AddressImportState;
}

export interface AddressBookActions extends ListModeActions<SavedAddress, Party> {
  /** Changes the form's contact (the form's paths: `companyName`, `address.city` …). */
  setContact(patch: (contact: Party) => void): void;
  saveContact(): Promise<SavedAddress | null>;
  importFile(file: ImportableFile): Promise<void>;
  /** The "Failed contacts" CSV of the last import. */
  failedContactsFile(): string;
  dismissImport(): void;
}

/** The address book's own part, added to the shared list modes. */
type AddressBookExtra = Pick<AddressBookState, 'importState'> &
  Omit<AddressBookActions, keyof ListModeActions<SavedAddress, Party>>;

export type AddressBookStore = StoreApi<AddressBookState & AddressBookActions>;

/** The form checks its address this long after the address last changed (as the search waits, spec 03 §5). */
export const ADDRESS_CHECK_DELAY_MS = 1000;

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

/** The list's letter and order go by Company Name, the first column (spec 03 §2), or the contact's name. */
const nameOf = (contact: SavedAddress) => contact.companyName.trim() || contact.contactName.trim();

const sameParty = (a: Party, b: Party) => JSON.stringify(a) === JSON.stringify(b);

const newForm = (id: string | null, contact: Party): ContactFormState => ({
  id,
  contact: plainCopy(contact),
  initial: plainCopy(contact),
  errors: {},
  hasSubmitted: false,
  saving: false,
  addressNotice: null,
  addressWarnings: {},
});

/** The fields the address check reads: the country and the address lines, city, state, postal code. */
const isAddressField = (path: string) =>
  path === 'country' || path === 'address' || path.startsWith('address.');
/** The address as the check is asked about it (the server's shape). */
const addressKeyOf = (contact: Party) => JSON.stringify(savedAddressBodyOf(contact).address);

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
  // The prepare flow's catalogue holds the address book's texts (not every flow's: issue 11).
  const t = deps.messages ?? prepareCatalogue;
  const timers = deps.timers ?? platformTimers();
  const rowsPerPart = options.importRowsPerPart ?? IMPORT_ROWS_PER_PART;
  const answers = latestOnly<'check'>();
  const ctx: ValidationContext = {
    t,
    ...(deps.countryElements ? { countryElements: deps.countryElements } : {}),
  };
  const fieldOf = Object.fromEntries(
    Object.entries(BODY_PATH_OF_FIELD).map(([field, path]) => [path, field]),
  );
  const checkDelayMs = options.addressCheckDelayMs ?? ADDRESS_CHECK_DELAY_MS;
  // Set once the store exists: the address checks write their answers there.
  let checkAddress: (contact: Party) => Promise<void> = async () => {};
  let checkForm: () => Promise<void> = async () => {};
  let checkTimer: unknown = null;
  const stopFormCheck = () => {
    if (checkTimer !== null) timers.clearTimeout(checkTimer);
    checkTimer = null;
    answers.invalidate('check');
  };
  /** The last answer, by address: the check after a save does not ask again about the address just checked. */
  let lastCheck: { key: string; notice: string | null } | null = null;
  const askAboutAddress = async (
    contact: Party,
    validate: NonNullable<AddressBookApi['validateAddress']>,
  ) => {
    const { address } = savedAddressBodyOf(contact);
    const answer = await validate({ address });
    const notice = answer.valid ? null : (answer.message ?? t('address.notLocated'));
    lastCheck = { key: JSON.stringify(address), notice };
    return { answer, notice };
  };

  return createListModeStore<SavedAddress, ContactFormState, Party, AddressBookExtra>(
    {
      t,
      timers,
      searchDebounceMs: options.searchDebounceMs ?? LIST_SEARCH_DEBOUNCE_MS,
      pageSize: CONTACTS_PAGE_SIZE,
      // spec 03 §7: "the contact list is held client-side and paged locally".
      paging: 'client',
      async load({ search }) {
        const found = await deps.api.allSavedAddresses(search ? { autocompleteName: search } : {});
        return { rows: found.map(savedAddressFromResource), totalItems: found.length };
      },
      deleteOne: (id) => deps.api.deleteSavedAddress(id),
      nameOf,
      ...(deps.onPick ? { onPick: deps.onPick } : {}),
      form: {
        create(initial) {
          const contact = { ...emptyParty(), ...initial } as Party;
          return newForm(null, contact);
        },
        edit({ id, nickname: _nickname, ...party }) {
          return newForm(id, party);
        },
        changed: (form) => !sameParty(form.contact, form.initial),
        check(form) {
          const problems = validateSavedContact(form.contact, ctx);
          return { errors: messagesByPath(problems), blocking: problems.some(isBlocking) };
        },
        async submit(form) {
          const body = savedAddressBodyOf(form.contact);
          return savedAddressFromResource(
            form.id === null
              ? await deps.api.createSavedAddress(body)
              : await deps.api.updateSavedAddress(form.id, body),
          );
        },
        serverErrors: (violations) =>
          Object.fromEntries(violations.map((v) => [fieldOf[v.propertyPath] ?? v.propertyPath, v.message])),
        savedNotice: (created) => t(created ? 'addressBook.contactCreated' : 'addressBook.contactUpdated'),
        // A stored contact is checked as it opens; a new one once its address is complete.
        opened: () => void checkForm(),
        afterSave: (saved) => void checkAddress(saved),
      },
      onFormClosed: stopFormCheck,
      closedPatch: () => ({ importState: idleImport() }),
      onDispose: stopFormCheck,
    },
    ({ set, get, setForm, load }) => {
      /** The contact just saved, for the list's notice (the form's answer when it asked about this address). */
      checkAddress = async (contact: Party) => {
        const validate = deps.api.validateAddress;
        if (!validate) return;
        if (lastCheck?.key === addressKeyOf(contact)) {
          set({ warning: lastCheck.notice });
          return;
        }
        const ticket = answers.next('check');
        try {
          const { notice } = await askAboutAddress(contact, validate);
          if (answers.isCurrent(ticket, 'check')) set({ warning: notice });
        } catch {
          // The check is advice (spec 03 §5 "non-blocking"); when it cannot answer, nothing is said.
        }
      };

      /**
       * The form's address, once complete (no blocking error at an address field): the notice above the
       * form and what did not match at its fields. An answer about an address since changed is dropped.
       */
      checkForm = async () => {
        const validate = deps.api.validateAddress;
        const form = get().form;
        if (!validate || !form) return;
        const incomplete = validateSavedContact(form.contact, ctx).some(
          (problem) => isBlocking(problem) && isAddressField(problem.propertyPath),
        );
        if (incomplete) return;
        const key = addressKeyOf(form.contact);
        const ticket = answers.next('check');
        try {
          const { answer, notice } = await askAboutAddress(form.contact, validate);
          const current = get().form;
          if (!answers.isCurrent(ticket, 'check') || !current || addressKeyOf(current.contact) !== key)
            return;
          const addressWarnings = answer.valid
            ? {}
            : Object.fromEntries(
                answer.mismatches.map((m) => [fieldOf[m.propertyPath] ?? m.propertyPath, m.message]),
              );
          setForm({ ...current, addressNotice: notice, addressWarnings });
        } catch {
          // Advice only: without an answer the form says nothing.
        }
      };

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
        importState: idleImport(),

        setContact(patch) {
          const form = get().form;
          if (!form) return;
          const contact = plainCopy(form.contact);
          patch(contact);
          const errors = form.hasSubmitted ? messagesByPath(validateSavedContact(contact, ctx)) : form.errors;
          if (addressKeyOf(contact) === addressKeyOf(form.contact)) {
            setForm({ ...form, contact, errors });
            return;
          }
          // Another address: what was said about the last one goes, and this one is checked once typing stops.
          setForm({ ...form, contact, errors, addressNotice: null, addressWarnings: {} });
          stopFormCheck();
          checkTimer = timers.setTimeout(() => {
            checkTimer = null;
            void checkForm();
          }, checkDelayMs);
        },
        saveContact: () => get().save(),
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
              const answer = await deps.api.importAddresses(file);
              return await finishImport(file.name, answer.addresses.length, answer.notValidAddresses);
            }
            const total = parts.reduce((sum, part) => sum + part.rows, 0);
            let done = 0;
            let imported = 0;
            const failed: NotValidAddress[] = [];
            const progress = () =>
              set({
                importState: {
                  ...get().importState,
                  progress: { done, total },
                  imported,
                  failed: [...failed],
                },
              });
            progress();
            for (const part of parts) {
              const answer = await deps.api.importAddresses(
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
      };
    },
  );
}
