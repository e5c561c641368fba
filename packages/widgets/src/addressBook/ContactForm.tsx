import type { AddressBookStore } from '@shipdeck/core/addressBook';
import type { AddressElement, CountryOption } from '@shipdeck/core/contract';
import { isUs, US_STATES } from '@shipdeck/core/countries';
import type { Party } from '@shipdeck/core/shipment';
import { controlProps, Field } from '../ui/Field';
import { useStore } from '../useStore';
import type { AddressBookMessageKey, AddressBookTranslate } from './addressBookMessages';
import { ListForm } from './ListModal';

const DIVISIONS: readonly AddressElement[] = ['state', 'province', 'county', 'district'];

/** Which address elements a country uses (its country option), the US's without one. */
export function elementsOf(countries: readonly CountryOption[], country: string): readonly AddressElement[] {
  const found = countries.find((option) => option.code === country)?.elements;
  return found ?? (isUs(country) ? ['city', 'state', 'postalCode'] : ['city', 'postalCode']);
}

type TextPath =
  | 'companyName'
  | 'contactName'
  | 'email'
  | 'phoneNumber'
  | 'phoneNumberExtension'
  | 'VATNumber'
  | 'taxId'
  | 'EORINumber'
  | `address.${keyof Party['address']}`;

const read = (contact: Party, path: TextPath): string =>
  path.startsWith('address.')
    ? contact.address[path.slice(8) as keyof Party['address']]
    : (contact[path as keyof Party] as string);

/**
 * The Save Contact form (spec 03 §2): country, company name, contact name, address, e-mail, phone
 * with extension, residential, and VAT / TAX ID / EORI toggles with their numbers. Fields follow the
 * country (spec 03 §5: a US state list, otherwise County, District, Province or State as the country
 * allows; city, suburb and postal code only where the country has them).
 */
export function ContactForm({
  store,
  t,
  countries,
  idPrefix,
}: {
  store: AddressBookStore;
  t: AddressBookTranslate;
  countries: readonly CountryOption[];
  idPrefix: string;
}) {
  const form = useStore(store, (s) => s.form);
  if (!form) return null;
  const { contact, errors, addressWarnings } = form;
  /** The address check's word at a field (spec 03 §5: non-blocking), unless the field has an error. */
  const warningAt = (path: string) =>
    !errors[path] && addressWarnings[path] ? <p className="sd-warning">{addressWarnings[path]}</p> : null;
  const elements = elementsOf(countries, contact.country);
  const division = DIVISIONS.find((element) => elements.includes(element));
  const set = (patch: (c: Party) => void) => store.getState().setContact(patch);
  const id = (path: string) => `${idPrefix}-contact-${path.replace('.', '-')}`;
  const labelOf = (path: string) =>
    t(`draft.label.${path.startsWith('address.') ? path.slice(8) : path}` as AddressBookMessageKey);

  const text = (path: TextPath, options: { label?: string; type?: string; autoComplete?: string } = {}) => (
    <Field id={id(path)} label={options.label ?? labelOf(path)} error={errors[path]}>
      <input
        {...controlProps(id(path), errors[path])}
        className="sd-input"
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        value={read(contact, path)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set((c) => {
            if (path.startsWith('address.')) c.address[path.slice(8) as keyof Party['address']] = value;
            else (c as unknown as Record<string, string>)[path] = value;
          });
        }}
        onBlur={(event) => {
          // spec 03 §5: text inputs trim whitespace on blur.
          const value = event.currentTarget.value;
          if (value.trim() !== value)
            set((c) => {
              if (path.startsWith('address.'))
                c.address[path.slice(8) as keyof Party['address']] = value.trim();
              else (c as unknown as Record<string, string>)[path] = value.trim();
            });
        }}
      />
      {warningAt(path)}
    </Field>
  );

  const toggle = (
    flag: 'isVATIncluded' | 'isTaxIdIncluded' | 'isEORINumberIncluded',
    number: 'VATNumber' | 'taxId' | 'EORINumber',
  ) => (
    <div className="sd-field">
      <label className="sd-check">
        <input
          type="checkbox"
          checked={contact[flag] === true}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            set((c) => {
              c[flag] = on;
            });
          }}
        />
        {labelOf(number)}
      </label>
      {contact[flag] === true && text(number)}
    </div>
  );

  const titleId = `${idPrefix}-contact-title`;
  return (
    <ListForm
      store={store}
      t={t}
      titleId={titleId}
      title={t(form.id === null ? 'book.newContactTitle' : 'book.editContactTitle')}
      submitLabel={t(form.id === null ? 'book.saveContact' : 'book.updateContact')}
    >
      {form.addressNotice && (
        <p className="sd-notice sd-notice-warning" role="status">
          {form.addressNotice}
        </p>
      )}
      <div className="sd-grid">
        <Field id={id('country')} label={t('draft.label.country')} error={errors.country}>
          <select
            {...controlProps(id('country'), errors.country)}
            className="sd-input"
            value={contact.country}
            onChange={(event) => {
              const country = event.currentTarget.value;
              set((c) => {
                c.country = country;
              });
            }}
          >
            <option value="">{t('book.choose')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.label}
              </option>
            ))}
          </select>
          {warningAt('country')}
        </Field>
        {text('companyName', { autoComplete: 'organization' })}
        {text('contactName', { autoComplete: 'name' })}
      </div>
      <div className="sd-grid">
        {text('address.addressLine1', { autoComplete: 'address-line1' })}
        {text('address.addressLine2', { autoComplete: 'address-line2' })}
        {text('address.addressLine3', { autoComplete: 'address-line3' })}
        {elements.includes('suburb') && text('address.suburb')}
        {elements.includes('city') && text('address.city', { autoComplete: 'address-level2' })}
        {division &&
          (isUs(contact.country) ? (
            <Field
              id={id('address.division')}
              label={t('draft.label.state')}
              error={errors['address.division']}
            >
              <select
                {...controlProps(id('address.division'), errors['address.division'])}
                className="sd-input"
                value={contact.address.division}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set((c) => {
                    c.address.division = value;
                  });
                }}
              >
                <option value="">{t('book.choose')}</option>
                {US_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
              {warningAt('address.division')}
            </Field>
          ) : (
            text('address.division', { label: t(`draft.label.${division}` as AddressBookMessageKey) })
          ))}
        {elements.includes('postalCode') && text('address.postalCode', { autoComplete: 'postal-code' })}
      </div>
      <div className="sd-grid">
        {text('email', { type: 'email', autoComplete: 'email' })}
        {text('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
        {text('phoneNumberExtension')}
      </div>
      <fieldset className="sd-field">
        <legend className="sd-label">{t('draft.label.isResidential')}</legend>
        <div className="sd-book-tools">
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="sd-check">
              <input
                type="radio"
                name={`${idPrefix}-contact-residential`}
                checked={contact.isResidential === value}
                onChange={() =>
                  set((c) => {
                    c.isResidential = value;
                  })
                }
              />
              {t(value ? 'book.yes' : 'book.no')}
            </label>
          ))}
        </div>
        {errors.isResidential && <p className="sd-error">{errors.isResidential}</p>}
      </fieldset>
      <div className="sd-grid">
        {toggle('isVATIncluded', 'VATNumber')}
        {toggle('isTaxIdIncluded', 'taxId')}
        {toggle('isEORINumberIncluded', 'EORINumber')}
      </div>
    </ListForm>
  );
}
