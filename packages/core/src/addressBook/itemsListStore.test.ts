import { describe, expect, it } from 'vitest';
import type { SavedLineItem, SavedLineItemBody } from '../contract/items';
import { savedItem } from '../shipment/model/testing/fixtures';
import { createItemsListStore, type ItemsListApi } from './itemsListStore';
import { manualTimers } from './manualTimers.test-helper';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const stored = (
  n: number,
  body: SavedLineItemBody = savedItem({ nickname: `Item ${String(n).padStart(2, '0')}` }),
) =>
  ({
    ...body,
    id: `i${n}`,
    eccn: body.eccn ?? null,
    value: { amount: body.value.amount ?? 0, currency: body.value.currency },
    quantity: { amount: body.quantity.amount ?? 0, unit: body.quantity.unit ?? 'PCS' },
    weight: { value: body.weight.value ?? 0, unit: body.weight.unit },
    ownedById: 'u1',
    createdById: 'u1',
    isCsrCreated: false,
    updatedOn: '2026-03-02T10:00:00Z',
  }) as SavedLineItem;

function fakeApi(count: number) {
  let items = Array.from({ length: count }, (_, i) => stored(i + 1));
  const calls: string[] = [];
  const api: ItemsListApi = {
    async savedLineItems(query) {
      calls.push(`list ${query.page} ${query.nickname ?? ''}`);
      const matching = items.filter((item) => item.nickname.toLowerCase().includes(query.nickname ?? ''));
      const size = query.itemsPerPage ?? 11;
      const page = query.page ?? 1;
      return { items: matching.slice((page - 1) * size, page * size), totalItems: matching.length };
    },
    async createSavedLineItem(body) {
      calls.push('create');
      const saved = stored(items.length + 1, body);
      items.push(saved);
      return body.commodityCode.code === '9999.99.9999'
        ? {
            ...saved,
            warnings: [
              {
                propertyPath: 'commodityCode.code',
                message: 'Please double check that this code is valid. You can still continue.',
              },
            ],
          }
        : saved;
    },
    async updateSavedLineItem(id, body) {
      calls.push(`update ${id}`);
      return stored(1, body);
    },
    async deleteSavedLineItem(id) {
      calls.push(`delete ${id}`);
      items = items.filter((item) => item.id !== id);
    },
    async checkCommodityCode(code) {
      calls.push(`check ${code}`);
      return code.startsWith('9999') ? null : `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}`;
    },
  };
  return { api, calls };
}

function setup(count: number) {
  const fake = fakeApi(count);
  const clock = manualTimers();
  const store = createItemsListStore(
    { api: fake.api, timers: clock.timers, now: () => new Date('2026-03-02T12:00:00Z') },
    { weightUnit: 'lb' },
  );
  return { store, fake, clock };
}

describe('My Items List (spec 03 §2, §4, §9)', () => {
  it('reads 11 items a page from the server, with the page bar', async () => {
    const { store, fake } = setup(25);
    await store.getState().openList();
    expect(store.getState().rows).toHaveLength(11);
    expect(store.getState().totalItems).toBe(25);
    expect(store.getState().pageBar).toEqual([1, 2, 3]);
    await store.getState().goToPage(3);
    expect(store.getState().rows.map((row) => row.nickname)).toEqual(['Item 23', 'Item 24', 'Item 25']);
    expect(fake.calls).toEqual(['list 1 ', 'list 3 ']);
  });

  it('shows the empty state with no item', async () => {
    const { store } = setup(0);
    await store.getState().openList();
    expect(store.getState().hasRows).toBe(false);
  });

  it('searches by name from 2 characters, 1 s after the last key', async () => {
    const { store, fake, clock } = setup(25);
    await store.getState().openList();
    store.getState().setSearchText('i');
    expect(clock.delays()).toEqual([]);
    store.getState().setSearchText('item 2');
    expect(clock.delays()).toEqual([1000]);
    clock.runAll();
    await flush();
    expect(fake.calls.at(-1)).toBe('list 1 item 2');
    expect(store.getState().totalItems).toBe(6);
    expect(store.getState().hasRows).toBe(true);
  });

  it('deletes the checked items, the total going down by one each', async () => {
    const { store, fake } = setup(12);
    await store.getState().openList();
    store.getState().toggleEditMode();
    store.getState().toggleChecked('i1');
    store.getState().toggleChecked('i2');
    await store.getState().deleteSelected();
    expect(fake.calls.filter((call) => call.startsWith('delete'))).toEqual(['delete i1', 'delete i2']);
    expect(store.getState().totalItems).toBe(10);
    expect(store.getState().pageCount).toBe(1);
  });

  it('saves a new item, closes the form and reloads the list', async () => {
    const { store, fake } = setup(0);
    await store.getState().openList();
    store.getState().openCreate();
    await store.getState().saveItem();
    expect(store.getState().form?.errors).toMatchObject({
      name: expect.any(String),
      commodityCode: expect.any(String),
      itemDescription: expect.any(String),
    });
    store.getState().setItem({
      name: 'Mug',
      commodityCode: '6912004400',
      itemDescription: 'Stoneware mug',
      quantity: 2,
      units: 'PCS',
      itemValue: 18,
      itemMade: 'US',
      weight: 0.8,
    });
    await flush();
    expect(fake.calls).toContain('check 6912004400');
    expect(store.getState().form?.errors).toEqual({});
    const saved = await store.getState().saveItem();
    expect(saved?.commodityCode.code).toBe('6912.00.4400');
    expect(store.getState().view).toBe('list');
    expect(store.getState().notice).toBe('You have successfully saved your item!');
    expect(store.getState().rows).toHaveLength(1);
  });

  it('warns about a commodity code the Harmonized System does not know, without blocking', async () => {
    const { store } = setup(0);
    await store.getState().openList();
    store.getState().openCreate({
      name: 'Widget',
      itemDescription: 'A widget',
      quantity: 1,
      units: 'PCS',
      itemValue: 5,
      itemMade: 'US',
      weight: 1,
    });
    store.getState().setItem({ commodityCode: '9999-99-9999' });
    await flush();
    expect(store.getState().form?.item.commodityCode).toBe('9999999999');
    expect(store.getState().form?.errors.commodityCode).toBe(
      'Please double check that this code is valid. You can still continue.',
    );
    await store.getState().saveItem();
    expect(store.getState().view).toBe('list');
    expect(store.getState().warning).toBe(
      'Please double check that this code is valid. You can still continue.',
    );
  });

  it('changes an item: Save is disabled until a field changes', async () => {
    const { store, fake } = setup(3);
    await store.getState().openList();
    store.getState().openEdit('i2');
    expect(store.getState().canSave).toBe(false);
    store.getState().setItem({ itemValue: 20 });
    expect(store.getState().canSave).toBe(true);
    await store.getState().saveItem();
    expect(fake.calls).toContain('update i2');
    expect(store.getState().notice).toBe('Your item has been updated.');
  });

  it('weighs an item in pounds or kilograms, stored in the unit chosen (spec 03 §3)', async () => {
    const { store, fake } = setup(0);
    await store.getState().openList();
    store.getState().openCreate({
      name: 'Mug',
      commodityCode: '6912004400',
      itemDescription: 'Stoneware mug',
      quantity: 2,
      units: 'PCS',
      itemValue: 18,
      itemMade: 'US',
      weight: 0.8,
    });
    expect(store.getState().form?.weightUnit).toBe('lb');
    store.getState().setWeightUnit('kg');
    expect(store.getState().form?.weightUnit).toBe('kg');
    expect(store.getState().form?.item.weight).toBe(0.363);
    // Straight back: the pounds as typed, not 0.363 kg converted again.
    store.getState().setWeightUnit('lb');
    expect(store.getState().form?.item.weight).toBe(0.8);
    store.getState().setWeightUnit('kg');
    store.getState().setItem({ weight: 0.5 });
    const saved = await store.getState().saveItem();
    expect(fake.calls).toContain('create');
    expect(saved?.weight).toEqual({ value: 0.5, unit: 'kg' });
  });

  it('counts a change of unit or currency alone as a change to update', async () => {
    const { store } = setup(3);
    await store.getState().openList();
    store.getState().openEdit('i2');
    const opened = store.getState().form;
    expect(store.getState().canSave).toBe(false);
    store.getState().setWeightUnit(opened?.weightUnit === 'lb' ? 'kg' : 'lb');
    expect(store.getState().canSave).toBe(true);
    store.getState().close();
    store.getState().openEdit('i2');
    store.getState().setCurrency('EUR');
    expect(store.getState().canSave).toBe(true);
  });
});
