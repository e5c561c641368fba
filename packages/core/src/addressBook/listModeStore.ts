import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../api/apiError';
import type { Violation } from '../contract/hydra';
import type { MessageCatalogue } from '../messages/index';
import { latestOnly, type Timers } from '../runtime/index';
import { loadPhoneRules, phoneRulesReady } from '../validation/phone';
import {
  canDeleteSelected,
  type LetterFilter,
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

/** What every list's create / edit form holds besides its own fields. */
export interface ListFormBase {
  /** The entry being changed; null for a new one. */
  id: string | null;
  /** Errors (and non-blocking warnings) by form field, shown after a first Save. */
  errors: Readonly<Record<string, string>>;
  hasSubmitted: boolean;
  saving: boolean;
}

/**
 * The state the address book and My Items List share (spec 03 §2, §4, §5, §9): the modal's list or
 * form, the loaded rows and the page of them shown, the letter filter, the search, edit mode with its
 * checks, and the notices.
 */
export interface ListModeState<Row, Form> {
  open: boolean;
  /** spec 03 §4: the list, or the create/edit form. */
  view: 'list' | 'form';
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** What was loaded: every entry matching the search (paged here), or the server's page. */
  loaded: Row[];
  /** The page of entries shown. */
  rows: Row[];
  /** Entries matching the search and the letter, on all pages. */
  totalItems: number;
  /** Whether the list has any entry at all (the empty state). */
  hasRows: boolean;
  letter: LetterFilter;
  /** The search box as typed. */
  searchText: string;
  /** The search the list shows ('' for all), applied 1 s after typing stops, from 2 characters. */
  search: string;
  page: number;
  pageCount: number;
  pageBar: PageBarSlot[];
  selection: ListSelection;
  canDeleteSelected: boolean;
  deleting: boolean;
  form: Form | null;
  /** Save may be pressed (an opened entry's form only once a field differs, spec 03 §4). */
  canSave: boolean;
  /** A notice to show once (saved, updated). */
  notice: string | null;
  /** A non-blocking warning about the entry just saved (an address not located, an unknown code). */
  warning: string | null;
}

export interface ListModeActions<Row, Init = unknown> {
  /** Opens the list and loads it. */
  openList(): Promise<void>;
  /** Closes the form back to the list, or the list and the modal (page back to 1, spec 03 §4). */
  close(): void;
  reload(): Promise<void>;
  setLetter(letter: LetterFilter): void;
  setSearchText(text: string): void;
  goToPage(page: number): Promise<void>;
  toggleEditMode(): void;
  toggleChecked(id: string): void;
  setSelectAll(on: boolean): void;
  /** spec 03 §7: one DELETE per checked entry; each one gone leaves the list at once. */
  deleteSelected(): Promise<void>;
  /** A row clicked outside edit mode: onPick gets it and the modal closes. */
  pick(id: string): void;
  /** The create form (Create Contact, New Item); `initial` fills it (a party or an invoice line). */
  openCreate(initial?: Partial<Init>): void;
  /** The edit form of a listed entry. */
  openEdit(id: string): void;
  /** Saves the form (create or update); the saved entry, or null when it was refused. */
  save(): Promise<Row | null>;
  dismissNotice(): void;
  dispose(): void;
}

export type ListModeStoreState<Row, Form, Init = unknown, Extra = object> = ListModeState<Row, Form> &
  ListModeActions<Row, Init> &
  Extra;
export type ListModeStore<Row, Form, Init = unknown, Extra = object> = StoreApi<
  ListModeStoreState<Row, Form, Init, Extra>
>;

export interface ListModeConfig<Row extends { id: string }, Form extends ListFormBase, Init> {
  t: MessageCatalogue;
  timers: Timers;
  searchDebounceMs: number;
  pageSize: number;
  /**
   * 'client': `load` answers every entry matching the search and the list pages them here (spec 03 §7,
   * the contact list); 'server': `load` answers one page and its total (the line items).
   */
  paging: 'client' | 'server';
  load(query: {
    search: string;
    page: number;
    pageSize: number;
  }): Promise<{ rows: Row[]; totalItems: number }>;
  deleteOne(id: string): Promise<void>;
  /** The entry's name: its letter and, for client paging, its place (A to Z). */
  nameOf(row: Row): string;
  onPick?(row: Row): void;
  form: {
    /** A new entry's form, filled from `initial`. */
    create(initial: Partial<Init>): Form;
    /** A listed entry's form. */
    edit(row: Row): Form;
    /** The form just opened (the commodity code's check). */
    opened?(form: Form): void;
    /** Whether an opened entry's form differs from how it was opened. */
    changed(form: Form): boolean;
    /** The rules: errors by field and whether any of them blocks saving. */
    check(form: Form): { errors: Record<string, string>; blocking: boolean };
    /** Creates or updates the entry on the server. */
    submit(form: Form): Promise<Row>;
    /** The server's violations by form field. */
    serverErrors(violations: readonly Violation[]): Record<string, string>;
    savedNotice(created: boolean): string;
    /** The warning the saved entry comes back with (a commodity code the server does not know). */
    warningOf?(saved: Row): string | null;
    /** After a save, back on the list (the address check of the contact just saved). */
    afterSave?(saved: Row): void;
  };
  /** The form closed without saving: answers still coming for it are dropped. */
  onFormClosed?(): void;
  /** What else the list resets when the modal closes (the import's message). */
  closedPatch?(): object;
  onDispose?(): void;
}

/** What a list's own part (its form's fields, the import) gets from the shared store. */
export interface ListModeTools<Row, Form, Init, Extra> {
  set(patch: Partial<ListModeStoreState<Row, Form, Init, Extra>>): void;
  get(): ListModeStoreState<Row, Form, Init, Extra>;
  /** Sets list state and recomputes the page shown, the page bar and Delete Selected. */
  setList(patch: Partial<ListModeStoreState<Row, Form, Init, Extra>>): void;
  /** Sets the form and whether Save may be pressed. */
  setForm(form: Form | null): void;
  load(page?: number): Promise<void>;
}

/** A deep copy of plain form data (core's dts build has no DOM or Node types, so no structuredClone). */
export const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** What an error says to the user: its message, or the API's unknown-status text. */
export const messageOf = (error: unknown, t: MessageCatalogue) =>
  error instanceof Error && error.message ? error.message : t('api.unknownStatus');

/**
 * One store for the lists of spec 03 §4 "Address book and item lists": the address book and My Items
 * List differ in their rows, their form and where they are paged; `extend` adds a list's own state and
 * actions (the contact form and import, the item form and commodity-code check).
 */
export function createListModeStore<
  Row extends { id: string },
  Form extends ListFormBase,
  Init,
  Extra extends object,
>(
  config: ListModeConfig<Row, Form, Init>,
  extend: (tools: ListModeTools<Row, Form, Init, Extra>) => Extra,
): ListModeStore<Row, Form, Init, Extra> {
  const { t, timers, pageSize } = config;
  const answers = latestOnly<'list'>();
  let searchTimer: unknown = null;
  const byName = (a: Row, b: Row) =>
    config.nameOf(a).localeCompare(config.nameOf(b), 'en', { sensitivity: 'base' });
  const clearSearchTimer = () => {
    if (searchTimer !== null) timers.clearTimeout(searchTimer);
    searchTimer = null;
  };

  type Full = ListModeStoreState<Row, Form, Init, Extra>;
  /** The list's derived values from what was loaded, the letter, the page and the selection. */
  const derived = (s: Pick<Full, 'loaded' | 'letter' | 'page' | 'selection' | 'totalItems'>) => {
    const matching = s.loaded.filter((row) => matchesLetter(config.nameOf(row), s.letter));
    const selection = { canDeleteSelected: canDeleteSelected(s.selection) };
    if (config.paging === 'server') {
      const pageCount = pageCountOf(s.totalItems, pageSize);
      return {
        ...selection,
        rows: matching,
        pageCount,
        pageBar: pageBar(Math.min(s.page, pageCount), pageCount),
      };
    }
    const pageCount = pageCountOf(matching.length, pageSize);
    const page = Math.min(Math.max(1, s.page), pageCount);
    return {
      ...selection,
      page,
      pageCount,
      pageBar: pageBar(page, pageCount),
      totalItems: matching.length,
      rows: matching.slice((page - 1) * pageSize, page * pageSize),
    };
  };

  return createStore<Full>()((setState, getState) => {
    const set = (patch: Partial<Full>) => setState(patch);
    const get = getState;
    const setList = (patch: Partial<Full>) =>
      set({ ...patch, ...derived({ ...get(), ...patch }) } as Partial<Full>);
    const setForm = (form: Form | null) =>
      set({
        form,
        canSave: form !== null && !form.saving && (form.id === null || config.form.changed(form)),
      } as Partial<Full>);

    const load = async (page = get().page): Promise<void> => {
      const ticket = answers.next('list');
      const search = get().search;
      set({ status: 'loading', error: null } as Partial<Full>);
      try {
        const answer = await config.load({ search, page, pageSize });
        if (!answers.isCurrent(ticket, 'list')) return;
        const any = answer.totalItems > 0;
        const hasRows = search ? get().hasRows || any : any;
        if (config.paging === 'client') {
          setList({ status: 'ready', loaded: [...answer.rows].sort(byName), hasRows } as Partial<Full>);
          return;
        }
        // A page emptied by deletions shows the one before it.
        if (answer.rows.length === 0 && page > 1 && any) {
          await load(pageCountOf(answer.totalItems, pageSize));
          return;
        }
        setList({
          status: 'ready',
          loaded: answer.rows,
          totalItems: answer.totalItems,
          page,
          hasRows,
        } as Partial<Full>);
      } catch (error) {
        if (!answers.isCurrent(ticket, 'list')) return;
        set({ status: 'error', error: messageOf(error, t) } as Partial<Full>);
      }
    };
    /** Another page, letter or search: client paging has every row already, server paging loads. */
    const show = async (patch: Partial<Full>, page: number) => {
      setList({ ...patch, selection: pageChanged(get().selection) } as Partial<Full>);
      if (config.paging === 'server' || patch.search !== undefined) await load(page);
    };

    const openForm = (form: Form) => {
      setForm(form);
      set({ view: 'form', open: true } as Partial<Full>);
      config.form.opened?.(form);
    };
    const tools: ListModeTools<Row, Form, Init, Extra> = { set, get, setList, setForm, load };

    const base: ListModeState<Row, Form> & ListModeActions<Row, Init> = {
      open: false,
      view: 'list',
      status: 'idle',
      error: null,
      loaded: [],
      rows: [],
      totalItems: 0,
      hasRows: false,
      letter: 'all',
      searchText: '',
      search: '',
      page: 1,
      pageCount: 1,
      pageBar: [1],
      selection: noSelection(),
      canDeleteSelected: false,
      deleting: false,
      form: null,
      canSave: false,
      notice: null,
      warning: null,

      async openList() {
        set({ open: true, view: 'list' } as Partial<Full>);
        await load(config.paging === 'server' ? 1 : get().page);
      },
      close() {
        if (get().view === 'form') {
          config.onFormClosed?.();
          set({ view: 'list', form: null, canSave: false } as Partial<Full>);
          return;
        }
        clearSearchTimer();
        answers.invalidate('list');
        setList({
          open: false,
          page: 1,
          selection: noSelection(),
          letter: 'all',
          searchText: '',
          search: '',
          ...config.closedPatch?.(),
        } as Partial<Full>);
      },
      reload: () => load(),
      setLetter(letter) {
        void show({ letter, page: 1 } as Partial<Full>, 1);
      },
      setSearchText(text) {
        set({ searchText: text } as Partial<Full>);
        clearSearchTimer();
        const term = searchTermOf(text);
        if (term === get().search) return;
        searchTimer = timers.setTimeout(() => {
          searchTimer = null;
          void show({ search: term, page: 1 } as Partial<Full>, 1);
        }, config.searchDebounceMs);
      },
      goToPage(page) {
        return show({ page } as Partial<Full>, page);
      },
      toggleEditMode() {
        setList({ selection: toggleEditMode(get().selection) } as Partial<Full>);
      },
      toggleChecked(id) {
        setList({ selection: toggleChecked(get().selection, id) } as Partial<Full>);
      },
      setSelectAll(on) {
        const ids = get().rows.map((row) => row.id);
        setList({ selection: setSelectAll(get().selection, on, ids) } as Partial<Full>);
      },
      async deleteSelected() {
        const ids = get().selection.checked;
        if (ids.length === 0 || get().deleting) return;
        set({ deleting: true, error: null } as Partial<Full>);
        let failure: string | null = null;
        for (const id of ids) {
          try {
            await config.deleteOne(id);
          } catch (error) {
            // Already gone (another tab) reads as deleted; anything else stops here and says why.
            if (!(error instanceof ApiError && error.status === 404)) {
              failure = messageOf(error, t);
              break;
            }
          }
          // spec 03 §4: a deleted entry leaves the list and the total goes down by one.
          const s = get();
          const loaded = s.loaded.filter((row) => row.id !== id);
          setList({
            loaded,
            selection: withoutIds(s.selection, [id]),
            ...(config.paging === 'server'
              ? { totalItems: Math.max(0, s.totalItems - 1) }
              : { hasRows: loaded.length > 0 || s.search !== '' }),
          } as Partial<Full>);
        }
        const selection = get().selection;
        setList({
          deleting: false,
          error: failure,
          selection: selection.checked.length === 0 ? noSelection() : selection,
        } as Partial<Full>);
        if (config.paging === 'server') await load();
      },
      pick(id) {
        if (get().selection.editMode) return;
        const row = get().loaded.find((one) => one.id === id);
        if (!row) return;
        config.onPick?.(row);
        get().close();
      },
      openCreate(initial = {}) {
        openForm(config.form.create(initial));
      },
      openEdit(id) {
        const row = get().loaded.find((one) => one.id === id);
        if (row) openForm(config.form.edit(row));
      },
      async save() {
        if (!get().form || !get().canSave) return null;
        // Where the phone checks load on demand (the embeds, the host app), a form is never saved on
        // the lenient check of a number's form: it waits for the exact one.
        if (!phoneRulesReady()) await loadPhoneRules().catch(() => undefined);
        const form = get().form;
        if (!form || !get().canSave) return null;
        const { errors, blocking } = config.form.check(form);
        const submitted: Form = { ...form, errors, hasSubmitted: true };
        if (blocking) {
          setForm(submitted);
          return null;
        }
        setForm({ ...submitted, saving: true });
        try {
          const saved = await config.form.submit(form);
          setForm(null);
          const notice = config.form.savedNotice(form.id === null);
          const warning = config.form.warningOf?.(saved) ?? null;
          if (config.paging === 'client') {
            const loaded = [...get().loaded.filter((one) => one.id !== saved.id), saved].sort(byName);
            setList({ loaded, hasRows: true, view: 'list', notice, warning } as Partial<Full>);
          } else {
            // spec 03 §4: saving closes the form and reloads the list.
            set({ view: 'list', notice, warning } as Partial<Full>);
            await load();
          }
          config.form.afterSave?.(saved);
          return saved;
        } catch (error) {
          const current = get().form ?? submitted;
          const serverErrors =
            error instanceof ApiError && error.violations.length > 0
              ? config.form.serverErrors(error.violations)
              : {};
          setForm({ ...current, saving: false, errors: { ...current.errors, ...serverErrors } });
          set({ error: Object.keys(serverErrors).length > 0 ? null : messageOf(error, t) } as Partial<Full>);
          return null;
        }
      },
      dismissNotice() {
        set({ notice: null, warning: null } as Partial<Full>);
      },
      dispose() {
        clearSearchTimer();
        answers.invalidate('list');
        config.onDispose?.();
      },
    };
    return { ...base, ...extend(tools) } as Full;
  });
}
