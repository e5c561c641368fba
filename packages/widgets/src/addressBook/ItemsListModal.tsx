import type { ItemsListStore } from '@shipdeck/core/addressBook';
import type { CountryOption } from '@shipdeck/core/contract';
import { ITEM_QUANTITY_OPTIONS } from '@shipdeck/core/shipment/optionLists';
import { EXPORT_LICENSE_OPTIONS, type InvoiceItem, NO_LICENSE } from '@shipdeck/core/shipment/wizard';
import type { WeightUnit } from '@shipdeck/core/units';
import type { NumberInputKind } from '@shipdeck/core/validation';
import { controlProps, Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberInput';
import { useStore } from '../useStore';
import type { AddressBookMessageKey, AddressBookTranslate } from './addressBookMessages';
import { ListForm, ListModal, ListView } from './ListModal';

export interface ItemsListModalProps {
  store: ItemsListStore;
  t: AddressBookTranslate;
  countries: readonly CountryOption[];
  idPrefix: string;
  /** The currency choices of the New Item form (the prepare options' currencies); USD without them. */
  currencies?: readonly { code: string; label: string }[];
}

/**
 * My Items List (spec 03 §2, §4, §5): search, Edit List, New Item, Delete Selected, the table (Name,
 * Description, Schedule B, Country of manufacture), the page bar and the empty state "Looks like you
 * need to put some Items in your Items List!"; the New Item form with the item rules and the
 * commodity-code warning. A row clicked outside edit mode is picked (the store's onPick).
 */
export function ItemsListModal(props: ItemsListModalProps) {
  const { store, t, countries, idPrefix } = props;
  const countryName = (code: string) => countries.find((c) => c.code === code)?.label ?? code;
  const listTitleId = `${idPrefix}-items-list-title`;
  return (
    <ListModal
      store={store}
      listTitleId={listTitleId}
      formTitleId={`${idPrefix}-items-form-title`}
      list={
        <ListView
          store={store}
          t={t}
          titleId={listTitleId}
          searchId={`${idPrefix}-items-search`}
          texts={{
            title: t('items.title'),
            searchPlaceholder: t('items.searchPlaceholder'),
            create: t('items.newItem'),
            empty: t('items.empty'),
            noMatch: t('items.noMatch'),
          }}
          nameHeader={t('items.column.name')}
          nameOf={(item) => item.nickname}
          columns={[
            { header: t('items.column.description'), cell: (item) => item.description },
            { header: t('items.column.scheduleB'), cell: (item) => item.commodityCode.code },
            {
              header: t('items.column.countryOfManufacture'),
              cell: (item) => countryName(item.countryOfOrigin.code),
            },
          ]}
        />
      }
      form={<ItemForm {...props} titleId={`${idPrefix}-items-form-title`} />}
    />
  );
}

/** spec 03 §3: an item's weight is stored in pounds or kilograms. */
const WEIGHT_UNITS: readonly WeightUnit[] = ['lb', 'kg'];

type TextField = 'name' | 'commodityCode' | 'itemDescription' | 'eccnValue' | 'licenseSymbol';

/** New Item (spec 03 §2, §5): the invoice line's fields, per-field errors recomputed as the user edits. */
function ItemForm({
  store,
  t,
  countries,
  idPrefix,
  currencies,
  titleId,
}: ItemsListModalProps & { titleId: string }) {
  const form = useStore(store, (s) => s.form);
  if (!form) return null;
  const { item, errors } = form;
  const id = (field: string) => `${idPrefix}-item-${field}`;
  const label = (field: string) =>
    field === 'name' ? t('items.column.name') : t(`draft.label.${field}` as AddressBookMessageKey);
  const set = (patch: Partial<InvoiceItem>) => store.getState().setItem(patch);

  const text = (field: TextField, attributes: { inputMode?: 'numeric' } = {}) => (
    <Field id={id(field)} label={label(field)} error={errors[field]}>
      <input
        {...controlProps(id(field), errors[field])}
        {...attributes}
        className="sd-input"
        value={(item[field] as string | null) ?? ''}
        onChange={(event) => set({ [field]: event.currentTarget.value } as Partial<InvoiceItem>)}
      />
    </Field>
  );
  const number = (field: 'quantity' | 'itemValue' | 'weight', kind: NumberInputKind, suffix = '') => (
    <Field id={id(field)} label={`${label(field)}${suffix}`} error={errors[field]}>
      <NumberInput
        {...controlProps(id(field), errors[field])}
        kind={kind}
        value={item[field]}
        onValue={(value) => set({ [field]: value } as Partial<InvoiceItem>)}
      />
    </Field>
  );
  const select = (
    field: 'units' | 'itemMade' | 'exportLicenseNumber',
    options: readonly { code: string; label: string }[],
  ) => (
    <Field id={id(field)} label={label(field)} error={errors[field]}>
      <select
        {...controlProps(id(field), errors[field])}
        className="sd-input"
        value={item[field] ?? ''}
        onChange={(event) => set({ [field]: event.currentTarget.value || null } as Partial<InvoiceItem>)}
      >
        <option value="">{t('book.choose')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const currencyChoices = currencies?.length ? currencies : [{ code: 'USD', label: 'USD' }];
  const licensed = item.exportLicenseNumber !== null && item.exportLicenseNumber !== NO_LICENSE;
  return (
    <ListForm
      store={store}
      t={t}
      titleId={titleId}
      title={t(form.id === null ? 'items.newItemTitle' : 'items.editItemTitle')}
      submitLabel={t('items.saveItem')}
    >
      <div className="sd-grid">
        {text('name')}
        {text('commodityCode', { inputMode: 'numeric' })}
        {text('itemDescription')}
      </div>
      <div className="sd-grid">
        {number('quantity', 'quantity')}
        {select(
          'units',
          ITEM_QUANTITY_OPTIONS.map((o) => ({ code: o.code, label: o.label })),
        )}
        {number('itemValue', 'currency')}
        <Field id={id('currency')} label={t('items.currency')} error={errors.currency}>
          <select
            {...controlProps(id('currency'), errors.currency)}
            className="sd-input"
            value={form.currency}
            onChange={(event) => store.getState().setCurrency(event.currentTarget.value)}
          >
            {currencyChoices.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.label}
              </option>
            ))}
          </select>
        </Field>
        {number('weight', 'weight', ` (${form.weightUnit})`)}
        <Field id={id('weightUnit')} label={t('items.weightUnit')} error={undefined}>
          <select
            id={id('weightUnit')}
            className="sd-input"
            value={form.weightUnit}
            onChange={(event) => store.getState().setWeightUnit(event.currentTarget.value as WeightUnit)}
          >
            {WEIGHT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
        </Field>
        {select(
          'itemMade',
          countries.map((c) => ({ code: c.code, label: c.label })),
        )}
      </div>
      <div className="sd-grid">
        {text('eccnValue')}
        {select(
          'exportLicenseNumber',
          EXPORT_LICENSE_OPTIONS.map((code) => ({
            code,
            label: code === NO_LICENSE ? t('items.noLicense') : code,
          })),
        )}
        {licensed && (
          <Field
            id={id('exportLicenseExpiryDate')}
            label={label('exportLicenseExpiryDate')}
            error={errors.exportLicenseExpiryDate}
          >
            <input
              {...controlProps(id('exportLicenseExpiryDate'), errors.exportLicenseExpiryDate)}
              className="sd-input"
              type="date"
              value={item.exportLicenseExpiryDate ?? ''}
              onChange={(event) => set({ exportLicenseExpiryDate: event.currentTarget.value || null })}
            />
          </Field>
        )}
        {licensed && text('licenseSymbol')}
      </div>
    </ListForm>
  );
}
