import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import type {
  ImportAddressesResponse,
  NotValidAddress,
  SavedAddressBody,
  SavedAddressResource,
} from '../contract/addresses';
import type { Party } from '../shipment/model/partySchema';
import { type AddressBookApi, createAddressBookStore } from './addressBookStore';
import { manualTimers } from './manualTimers.test-helper';
import { formatAddressLine } from './savedAddress';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function resource(
  n: number,
  company: string,
  over: Partial<SavedAddressResource> = {},
): SavedAddressResource {
  const address = {
    addressLine1: `${n} Main Street`,
    addressLine2: '',
    addressLine3: '',
    postalCode: '78701',
    locality: 'Austin',
    dependentLocality: '',
    administrativeArea: 'TX',
    countryCode: 'US',
  };
  return {
    id: `c${n}`,
    nickname: `Person ${n}`,
    companyName: company,
    contactName: `Person ${n}`,
    address,
    contact: {
      name: `Person ${n}`,
      email: `p${n}@example.com`,
      phone: { number: '+1 512 555 0100', extension: '' },
    },
    vatNumber: '',
    taxId: '',
    eoriNumber: '',
    isResidential: false,
    formattedAddress: formatAddressLine(address),
    ...over,
  };
}

const failedRow = (row: number): NotValidAddress => ({
  row,
  nickname: 'Bad',
  companyName: 'Bad, Inc',
  contactName: 'Bad',
  address: { ...resource(0, 'x').address, postalCode: '' },
  contact: { name: 'Bad', email: 'bad@example.com', phone: { number: '', extension: '' } },
  vatNumber: '',
  taxId: '',
  eoriNumber: '',
  isResidential: true,
  violations: [{ propertyPath: 'contact.phone.number', message: 'Phone is required' }],
});

function fakeApi(initial: SavedAddressResource[]) {
  let book = [...initial];
  const calls: string[] = [];
  const imports: Array<{ name: string; text?: string }> = [];
  const api: AddressBookApi & { validateAddress: NonNullable<AddressBookApi['validateAddress']> } = {
    async allSavedAddresses(query = {}) {
      calls.push(`list ${query.autocompleteName ?? ''}`);
      const term = query.autocompleteName?.toLowerCase();
      return term
        ? book.filter((c) => `${c.companyName} ${c.contactName}`.toLowerCase().includes(term))
        : [...book];
    },
    async createSavedAddress(body: SavedAddressBody) {
      calls.push('create');
      const saved = resource(book.length + 100, body.companyName, {
        ...body,
        id: `new${book.length}`,
      } as never);
      book.push(saved);
      return saved;
    },
    async updateSavedAddress(id, body) {
      calls.push(`update ${id}`);
      const saved = { ...resource(1, body.companyName), ...body, id } as SavedAddressResource;
      book = book.map((c) => (c.id === id ? saved : c));
      return saved;
    },
    async deleteSavedAddress(id) {
      calls.push(`delete ${id}`);
      if (id === 'gone') throw new ApiError('Not Found', { status: 404 });
      if (id === 'locked') throw new ApiError('You may not delete this contact.', { status: 403 });
      book = book.filter((c) => c.id !== id);
    },
    async importAddresses(file) {
      const text = (file as { text?: string }).text;
      imports.push({ name: file.name, ...(text !== undefined ? { text } : {}) });
      const answer: ImportAddressesResponse = {
        addresses: [],
        notValidAddresses: text?.includes('Bad') ? [failedRow(3)] : [],
      };
      return answer;
    },
    validateAddress: vi.fn(
      async () => ({ valid: false, message: 'We are unable to locate that address.' }) as never,
    ),
  };
  return { api, calls, imports, book: () => book };
}

function setup(
  contacts: SavedAddressResource[],
  over: Partial<Parameters<typeof createAddressBookStore>[0]> = {},
) {
  const fake = fakeApi(contacts);
  const clock = manualTimers();
  const onPick = vi.fn();
  const store = createAddressBookStore(
    {
      api: fake.api,
      timers: clock.timers,
      onPick,
      fileOf: (name, text) => ({ name, text }) as never,
      ...over,
    },
    { importRowsPerPart: 2 },
  );
  return { store, fake, clock, onPick };
}

const twenty = () => [
  ...Array.from({ length: 12 }, (_, i) => resource(i + 1, `Acme ${String(i + 1).padStart(2, '0')}`)),
  resource(13, 'Beta Ltd'),
  resource(14, '3M Canada'),
  resource(15, '&Sons'),
  resource(16, 'émile textiles'),
];

describe('the address book store (spec 03 §2, §4)', () => {
  it('loads every contact by company name and pages them 9 at a time', async () => {
    const { store } = setup(twenty());
    await store.getState().openList();
    const s = store.getState();
    expect(s.status).toBe('ready');
    expect(s.hasRows).toBe(true);
    expect(s.totalItems).toBe(16);
    expect(s.rows).toHaveLength(9);
    expect(s.rows[0]?.companyName).toBe('&Sons');
    expect(s.pageCount).toBe(2);
    store.getState().goToPage(2);
    expect(store.getState().rows.map((r) => r.companyName)).toEqual([
      'Acme 08',
      'Acme 09',
      'Acme 10',
      'Acme 11',
      'Acme 12',
      'Beta Ltd',
      'émile textiles',
    ]);
  });

  it('filters by letter, digits and symbols, back on page 1', async () => {
    const { store } = setup(twenty());
    await store.getState().openList();
    store.getState().goToPage(2);
    store.getState().setLetter('E');
    expect(store.getState().page).toBe(1);
    expect(store.getState().rows.map((r) => r.companyName)).toEqual(['émile textiles']);
    store.getState().setLetter('digits');
    expect(store.getState().rows.map((r) => r.companyName)).toEqual(['3M Canada']);
    store.getState().setLetter('symbols');
    expect(store.getState().rows.map((r) => r.companyName)).toEqual(['&Sons']);
    store.getState().setLetter('Z');
    expect(store.getState().rows).toEqual([]);
    expect(store.getState().hasRows).toBe(true);
  });

  it('searches from 2 characters, 1 s after the last key', async () => {
    const { store, fake, clock } = setup(twenty());
    await store.getState().openList();
    // One character is no search: the whole list stays, nothing is asked.
    store.getState().setSearchText('b');
    expect(clock.delays()).toEqual([]);
    expect(fake.calls).toEqual(['list ']);
    store.getState().setSearchText('be');
    store.getState().setSearchText('bet');
    expect(clock.delays()).toEqual([1000]);
    clock.runAll();
    await flush();
    expect(fake.calls).toEqual(['list ', 'list bet']);
    expect(store.getState().rows.map((r) => r.companyName)).toEqual(['Beta Ltd']);
    store.getState().setSearchText('');
    clock.runAll();
    await flush();
    expect(store.getState().totalItems).toBe(16);
  });

  it('shows the empty state when the book has no contacts', async () => {
    const { store } = setup([]);
    await store.getState().openList();
    expect(store.getState().hasRows).toBe(false);
    expect(store.getState().rows).toEqual([]);
  });

  it('picks a contact outside edit mode only, and closing resets the page', async () => {
    const { store, onPick } = setup(twenty());
    await store.getState().openList();
    store.getState().goToPage(2);
    store.getState().toggleEditMode();
    store.getState().pick('c13');
    expect(onPick).not.toHaveBeenCalled();
    store.getState().toggleEditMode();
    store.getState().pick('c13');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'c13', companyName: 'Beta Ltd' }));
    expect(store.getState().open).toBe(false);
    expect(store.getState().page).toBe(1);
  });

  it('deletes the checked contacts one call each, dropping each from the list', async () => {
    const { store, fake } = setup(twenty());
    await store.getState().openList();
    store.getState().toggleEditMode();
    store.getState().setSelectAll(true);
    expect(store.getState().selection.checked).toHaveLength(9);
    expect(store.getState().canDeleteSelected).toBe(true);
    await store.getState().deleteSelected();
    expect(fake.calls.filter((c) => c.startsWith('delete'))).toHaveLength(9);
    expect(store.getState().totalItems).toBe(7);
    expect(store.getState().selection).toEqual({ editMode: false, checked: [], selectAll: false });
  });

  it('stops at a refused delete and says why; a contact already gone counts as deleted', async () => {
    const { store } = setup([
      resource(1, 'A', { id: 'gone' }),
      resource(2, 'B', { id: 'locked' }),
      resource(3, 'C'),
    ]);
    await store.getState().openList();
    store.getState().toggleEditMode();
    for (const id of ['gone', 'locked', 'c3']) store.getState().toggleChecked(id);
    await store.getState().deleteSelected();
    expect(store.getState().loaded.map((c) => c.id)).toEqual(['locked', 'c3']);
    expect(store.getState().error).toBe('You may not delete this contact.');
    expect(store.getState().selection.checked).toEqual(['locked', 'c3']);
  });
});

describe('the Save Contact form (spec 03 §2, §5)', () => {
  it('shows the rules after a first Save, and saves a new contact', async () => {
    const { store, fake } = setup([]);
    await store.getState().openList();
    store.getState().openCreate({ country: 'US' });
    expect(store.getState().view).toBe('form');
    expect(store.getState().canSave).toBe(true);
    await store.getState().saveContact();
    expect(fake.calls).not.toContain('create');
    expect(store.getState().form?.errors.companyName).toBeTruthy();
    expect(store.getState().form?.errors.email).toBeTruthy();
    store.getState().setContact((c) => {
      c.companyName = 'Northwind Ceramics';
      c.contactName = 'Dana Whitfield';
      c.email = 'dana@example.com';
      c.phoneNumber = '+1 212 555 0142';
      c.isResidential = false;
      c.address.addressLine1 = '350 Fifth Avenue';
      c.address.city = 'New York';
      c.address.division = 'NY';
      c.address.postalCode = '10118';
    });
    expect(store.getState().form?.errors).toEqual({});
    const saved = await store.getState().saveContact();
    expect(saved?.companyName).toBe('Northwind Ceramics');
    expect(store.getState().view).toBe('list');
    expect(store.getState().notice).toBe('You have successfully saved your contact!');
    expect(store.getState().hasRows).toBe(true);
    expect(store.getState().rows.map((r) => r.companyName)).toEqual(['Northwind Ceramics']);
    await flush();
    expect(fake.api.validateAddress).toHaveBeenCalled();
    expect(store.getState().warning).toBe('We are unable to locate that address.');
  });

  it('Update Contact is disabled until a field changes', async () => {
    const { store, fake } = setup(twenty());
    await store.getState().openList();
    store.getState().openEdit('c13');
    expect(store.getState().canSave).toBe(false);
    await store.getState().saveContact();
    expect(fake.calls).not.toContain('update c13');
    store.getState().setContact((c) => {
      c.contactName = 'Robin Beta';
    });
    expect(store.getState().canSave).toBe(true);
    await store.getState().saveContact();
    expect(fake.calls).toContain('update c13');
    expect(store.getState().notice).toBe('You have successfully updated your contact!');
  });

  it('closing the form returns to the list; closing the list closes the modal', async () => {
    const { store } = setup(twenty());
    await store.getState().openList();
    store.getState().openCreate();
    store.getState().close();
    expect(store.getState()).toMatchObject({ open: true, view: 'list', form: null });
    store.getState().close();
    expect(store.getState().open).toBe(false);
  });
});

describe('the import (spec 03 §5, §8)', () => {
  const csv = (text: string) => ({ name: 'book.csv', size: text.length, text: async () => text });
  const header = 'Company Name,Contact Name,Address Line 1,City,Country\n';

  it('refuses other files before sending them', async () => {
    const { store, fake } = setup([]);
    await store.getState().importFile({ name: 'book.xls', size: 10 });
    expect(store.getState().importState).toMatchObject({
      status: 'failed',
      message: 'Please choose a .csv or .xlsx file: only these can be imported.',
    });
    await store.getState().importFile({ name: 'big.csv', size: 6 * 1024 * 1024 });
    expect(store.getState().importState.message).toContain('larger than 5 MB');
    expect(fake.imports).toEqual([]);
  });

  it('imports a large CSV in parts with progress, row numbers as in the whole file', async () => {
    const { store, fake } = setup([]);
    const seen: Array<{ done: number; total: number } | null> = [];
    store.subscribe((s) => seen.push(s.importState.progress));
    await store.getState().importFile(csv(`${header}A,a,1 St,X,US\nB,b,2 St,X,US\nBad,c,3 St,X,US\n`));
    expect(fake.imports.map((one) => one.text)).toEqual([
      `${header}A,a,1 St,X,US\nB,b,2 St,X,US\n`,
      `${header}Bad,c,3 St,X,US\n`,
    ]);
    expect(seen).toContainEqual({ done: 2, total: 3 });
    const state = store.getState().importState;
    expect(state.status).toBe('done');
    expect(state.failed.map((row) => row.row)).toEqual([5]);
    expect(state.message).toBe(
      'You have imported contacts, however one or more contact seems to have an issue. Please download spreadsheet of failed contacts, fix them and import them again.',
    );
    expect(store.getState().failedContactsFile()).toContain('Bad  Inc');
  });

  it('sends a small file or a spreadsheet as it is, and says all went well', async () => {
    const { store, fake } = setup([]);
    await store.getState().importFile({ name: 'book.xlsx', size: 100 });
    expect(fake.imports).toEqual([{ name: 'book.xlsx' }]);
    expect(store.getState().importState.message).toBe('You have successfully imported contacts!');
  });

  it("shows the server's reason when the file cannot be read", async () => {
    const { store, fake } = setup([]);
    fake.api.importAddresses = async () => {
      throw new ApiError('The file is password-protected.', { status: 422 });
    };
    await store.getState().importFile({ name: 'book.xlsx', size: 100 });
    expect(store.getState().importState).toMatchObject({
      status: 'failed',
      message: 'The file is password-protected.',
    });
  });
});

describe('the address check on the Save Contact form (spec 03 §5, §8; issue 10)', () => {
  const NOT_LOCATED =
    'We are unable to locate that address. If you are not sure whether it is valid, we suggest you to double check it before proceeding.';
  /** A check that knows one address: 350 Fifth Avenue, New York NY 10118; any other city does not match the ZIP. */
  function withCheck() {
    const found = setup([
      resource(1, 'Acme', { address: { ...resource(1, 'Acme').address, locality: 'Dallas' } }),
    ]);
    vi.mocked(found.fake.api.validateAddress).mockImplementation(async ({ address }) =>
      address.locality === 'New York'
        ? ({ valid: true, message: null, mismatches: [] } as never)
        : ({
            valid: false,
            message: NOT_LOCATED,
            mismatches: [
              {
                propertyPath: 'address.locality',
                message: `ZIP ${address.postalCode} is not in ${address.locality}`,
                severity: 'warning',
              },
            ],
          } as never),
    );
    return found;
  }
  const fillNewYork = (c: Party, city: string) => {
    c.companyName = 'Northwind Ceramics';
    c.contactName = 'Dana Whitfield';
    c.email = 'dana@example.com';
    c.phoneNumber = '+1 212 555 0142';
    c.isResidential = false;
    c.address.addressLine1 = '350 Fifth Avenue';
    c.address.city = city;
    c.address.division = 'NY';
    c.address.postalCode = '10118';
  };

  it('checks a complete address 1 s after it last changed and says what did not match at the field', async () => {
    const { store, fake, clock } = withCheck();
    await store.getState().openList();
    store.getState().openCreate({ country: 'US' });
    // Not yet complete: nothing to ask about.
    store.getState().setContact((c) => {
      c.companyName = 'Northwind Ceramics';
    });
    clock.runAll();
    await flush();
    expect(fake.api.validateAddress).not.toHaveBeenCalled();

    store.getState().setContact((c) => fillNewYork(c, 'Albany'));
    expect(clock.delays()).toEqual([1000]);
    expect(fake.api.validateAddress).not.toHaveBeenCalled();
    clock.runAll();
    await flush();
    expect(fake.api.validateAddress).toHaveBeenCalledTimes(1);
    const form = store.getState().form;
    expect(form?.addressNotice).toBe(NOT_LOCATED);
    expect(form?.addressWarnings).toEqual({ 'address.city': 'ZIP 10118 is not in Albany' });
    // A warning, not an error: the contact still saves.
    expect(form?.errors).toEqual({});
    expect(store.getState().canSave).toBe(true);

    // Corrected, the old answer goes at once and the new address is located.
    store.getState().setContact((c) => {
      c.address.city = 'New York';
    });
    expect(store.getState().form?.addressNotice).toBeNull();
    expect(store.getState().form?.addressWarnings).toEqual({});
    clock.runAll();
    await flush();
    expect(store.getState().form?.addressNotice).toBeNull();
    expect(store.getState().form?.addressWarnings).toEqual({});

    // The list's notice after saving is that same answer, not asked again.
    await store.getState().saveContact();
    await flush();
    expect(store.getState().warning).toBeNull();
    expect(fake.api.validateAddress).toHaveBeenCalledTimes(2);
  });

  it('drops an answer about an address changed meanwhile', async () => {
    const { store, fake, clock } = withCheck();
    await store.getState().openList();
    store.getState().openCreate({ country: 'US' });
    store.getState().setContact((c) => fillNewYork(c, 'Albany'));
    clock.runAll();
    // The answer about Albany is on its way when the city changes.
    store.getState().setContact((c) => {
      c.address.city = 'Buffalo';
    });
    await flush();
    expect(fake.api.validateAddress).toHaveBeenCalledTimes(1);
    expect(store.getState().form?.addressNotice).toBeNull();
    clock.runAll();
    await flush();
    expect(store.getState().form?.addressWarnings).toEqual({ 'address.city': 'ZIP 10118 is not in Buffalo' });
  });

  it('checks a saved contact as its form opens', async () => {
    const { store, fake } = withCheck();
    await store.getState().openList();
    store.getState().openEdit('c1');
    await flush();
    expect(fake.api.validateAddress).toHaveBeenCalledTimes(1);
    expect(store.getState().form?.addressNotice).toBe(NOT_LOCATED);
    expect(store.getState().form?.addressWarnings).toEqual({ 'address.city': 'ZIP 78701 is not in Dallas' });
  });
});
