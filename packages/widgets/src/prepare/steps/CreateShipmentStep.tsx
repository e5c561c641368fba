import type { AddressElement } from '@shipdeck/core/contract';
import { isUs } from '@shipdeck/core/countries';
import { findBoxPreset, VISIBLE_BOX_PRESETS } from '@shipdeck/core/quote';
import { loadPhoneRules } from '@shipdeck/core/shipment/wizard';
import { lazy, Suspense, useEffect, useState } from 'react';
import { controlProps, Field } from '../../ui/Field';
import { useStore } from '../../useStore';
import { errorAt } from '../fieldErrors';
import { CheckField, NumberField, Section, SelectField, TextField, useFieldId, YesNoField } from '../fields';
import { loadOnce } from '../loadOnce';
import { type PartySide, usePrepare } from '../prepareContext';
import type { PrepareMessageKey } from '../prepareMessages';
import { CompanySuggestions, PartyContactActions } from '../savedLists';

/**
 * The export filing and the customs block (./CustomsDetails.tsx), and the documents tab's fields
 * (./DocumentsDetails.tsx), with their texts: chunks of their own, loaded once step 1 has shown
 * (issue 11: a new draft shows none of them).
 */
export const loadCustomsDetails = loadOnce(() => import('./CustomsDetails'));
export const loadDocumentsDetails = loadOnce(() => import('./DocumentsDetails'));
const ExportFiling = lazy(() => loadCustomsDetails().then((m) => ({ default: m.ExportFiling })));
const Customs = lazy(() => loadCustomsDetails().then((m) => ({ default: m.Customs })));
const DocumentsDetails = lazy(() => loadDocumentsDetails().then((m) => ({ default: m.DocumentsDetails })));

/**
 * Step 1, Create Shipment (spec 01 §2): the countries with the country-pair check, sender and
 * recipient, and the shipment details on the documents or products tab, every field bound to the
 * wizard store by its draft path, so the store's rules show their messages at the field.
 */
export function CreateShipmentStep() {
  const { store } = usePrepare();
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  // The sender's and recipient's telephones: once the step shows, the exact phone checks load (in the
  // embed and the host app a chunk of their own, issue 11; elsewhere they are there already).
  // The export filing, the customs block and the documents tab load then too, so a draft that
  // becomes an export, or documents, finds them.
  useEffect(() => {
    loadPhoneRules().catch(() => undefined);
    loadCustomsDetails().catch(() => undefined);
    loadDocumentsDetails().catch(() => undefined);
  }, []);
  return (
    <div className="sd-stack">
      <Countries />
      {domestic && <DomesticDangerousGoodsNotice />}
      <div className="sd-ends">
        <PartyFields side="shipmentFrom" />
        <PartyFields side="shipmentTo" />
      </div>
      <ShipmentDetails />
    </div>
  );
}

/** spec 01 §2: origin and destination selectors, both "Select Country"; an error leaves the draft as it was. */
function Countries() {
  const { store, lookups, t, idPrefix } = usePrepare();
  const countries = useStore(lookups, (s) => s.countries);
  const from = useStore(store, (s) => s.draft.shipmentFrom.country);
  const to = useStore(store, (s) => s.draft.shipmentTo.country);
  const errors = useStore(store, (s) => s.errors);
  const [refused, setRefused] = useState<Partial<Record<PartySide, string>>>({});
  const choose = (side: PartySide, code: string) => {
    const answer = store.getState().setCountry(side, code);
    setRefused((current) => ({
      ...current,
      [side]: answer.applied ? undefined : (answer.message ?? undefined),
    }));
  };
  return (
    <div className="sd-ends">
      {(['shipmentFrom', 'shipmentTo'] as const).map((side) => {
        const id = `${idPrefix}-${side}-country`;
        const error = refused[side] ?? errorAt(errors, `${side}.country`);
        return (
          <Field
            key={side}
            id={id}
            label={`${t(side === 'shipmentFrom' ? 'prepare.create.from' : 'prepare.create.to')}: ${t('prepare.create.selectCountry')}`}
            error={error}
          >
            <select
              {...controlProps(id, error)}
              className="sd-input"
              value={side === 'shipmentFrom' ? from : to}
              onChange={(event) => choose(side, event.currentTarget.value)}
            >
              <option value="">{t('prepare.create.selectCountry')}</option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.label}
                </option>
              ))}
            </select>
          </Field>
        );
      })}
    </div>
  );
}

function DomesticDangerousGoodsNotice() {
  const { t } = usePrepare();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <div className="sd-notice sd-notice-warning" role="status">
      <p>{t('prepare.create.domesticDangerousGoods')}</p>
      <button type="button" className="sd-btn sd-btn-link" onClick={() => setClosed(true)}>
        {t('prepare.create.closeMessage')}
      </button>
    </div>
  );
}

/** Which address elements a country uses (the country options), US's by default. */
function useElements(side: PartySide): readonly AddressElement[] {
  const { store, lookups } = usePrepare();
  const country = useStore(store, (s) => s.draft[side].country);
  const countries = useStore(lookups, (s) => s.countries);
  const found = countries.find((c) => c.code === country)?.elements;
  return found ?? (isUs(country) ? ['city', 'state', 'postalCode'] : ['city', 'postalCode']);
}

const DIVISIONS: readonly AddressElement[] = ['state', 'province', 'county', 'district'];

/** Sender or recipient (spec 01 §2): contact, address with postal suggestions, phone, e-mail, tax ids. */
function PartyFields({ side }: { side: PartySide }) {
  const { store, t } = usePrepare();
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const vat = useStore(store, (s) => s.draft[side].isVATIncluded);
  const tax = useStore(store, (s) => s.draft[side].isTaxIdIncluded);
  const eori = useStore(store, (s) => s.draft[side].isEORINumberIncluded);
  const elements = useElements(side);
  const division = DIVISIONS.find((element) => elements.includes(element));
  const title = t(side === 'shipmentFrom' ? 'prepare.create.sender' : 'prepare.create.recipient');
  const titleId = `${useFieldId(side)}-title`;
  return (
    <Section title={title} id={titleId}>
      <div className="sd-grid">
        <div className="sd-field">
          <TextField path={`${side}.companyName`} autoComplete="organization" />
          <CompanySuggestions side={side} />
        </div>
        <TextField path={`${side}.contactName`} autoComplete="name" />
        <TextField path={`${side}.address.addressLine1`} className="sd-span" autoComplete="address-line1" />
        <TextField path={`${side}.address.addressLine2`} className="sd-span" autoComplete="address-line2" />
        <TextField path={`${side}.address.addressLine3`} className="sd-span" autoComplete="address-line3" />
        {elements.includes('suburb') && <TextField path={`${side}.address.suburb`} />}
        <TextField path={`${side}.address.city`} autoComplete="address-level2" />
        {division && (
          <TextField
            path={`${side}.address.division`}
            label={t(`draft.label.${division}` as PrepareMessageKey)}
            autoComplete="address-level1"
          />
        )}
        <PostalCode side={side} />
        <TextField path={`${side}.phoneNumber`} type="tel" autoComplete="tel" />
        <TextField path={`${side}.phoneNumberExtension`} />
        <TextField path={`${side}.email`} type="email" autoComplete="email" />
      </div>
      <YesNoField path={`${side}.isResidential`} />
      {!domestic && (
        <div className="sd-grid">
          <CheckField path={`${side}.isVATIncluded`} label={t('draft.label.VATNumber')} />
          <CheckField path={`${side}.isTaxIdIncluded`} label={t('draft.label.taxId')} />
          <CheckField path={`${side}.isEORINumberIncluded`} label={t('draft.label.EORINumber')} />
          {vat && <TextField path={`${side}.VATNumber`} />}
          {tax && <TextField path={`${side}.taxId`} />}
          {eori && <TextField path={`${side}.EORINumber`} />}
        </div>
      )}
      <PartyContactActions side={side} />
    </Section>
  );
}

/** The postal code with suggestions from 2 characters (spec 03 §5): picking one fills city and state. */
function PostalCode({ side }: { side: PartySide }) {
  const { store, lookups, t } = usePrepare();
  const country = useStore(store, (s) => s.draft[side].country);
  const suggestions = useStore(lookups, (s) => s.suggestions[side]);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const path = `${side}.address.postalCode`;
  const listId = `${useFieldId(path)}-suggestions`;
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <div className="sd-field">
      <TextField
        path={path}
        label={t(domestic ? 'draft.label.zip' : 'draft.label.postalCode')}
        autoComplete="postal-code"
      />
      <PostalWatcher side={side} country={country} picked={picked} />
      {suggestions.length > 0 && (
        <ul className="sd-suggest-list" id={listId} aria-label={t('prepare.create.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.postalCode}-${suggestion.city}`}>
              <button
                type="button"
                className="sd-btn sd-btn-link"
                onClick={() => {
                  setPicked(suggestion.postalCode);
                  store.getState().edit((draft) => {
                    draft[side].address.postalCode = suggestion.postalCode;
                    draft[side].address.city = suggestion.city;
                    if (suggestion.division) draft[side].address.division = suggestion.division;
                  });
                  lookups.getState().clearSuggestions(side);
                }}
              >
                {suggestion.postalCode} {suggestion.city}
                {suggestion.division ? `, ${suggestion.division}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Asks for suggestions as the postal code changes (the lookups drop stale answers), after render;
 * not again for the code a pick just filled in, so the list stays closed.
 */
function PostalWatcher({
  side,
  country,
  picked,
}: {
  side: PartySide;
  country: string;
  picked: string | null;
}) {
  const { store, lookups } = usePrepare();
  const postalCode = useStore(store, (s) => s.draft[side].address.postalCode);
  useEffect(() => {
    if (postalCode === picked) return;
    void lookups.getState().suggestPostalCodes(side, country, postalCode);
  }, [lookups, side, country, postalCode, picked]);
  return null;
}

/** spec 01 §2: the documents and products tabs, currency and units. */
function ShipmentDetails() {
  const { store, t, idPrefix, allowDomesticDocuments } = usePrepare();
  const isDocuments = useStore(store, (s) => s.draft.isDocumentsShipment);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const tab = (documents: boolean) => (
    <button
      type="button"
      role="tab"
      className="sd-tab"
      aria-selected={isDocuments === documents}
      id={`${idPrefix}-tab-${documents ? 'documents' : 'products'}`}
      onClick={() => store.getState().setField('isDocumentsShipment', documents)}
    >
      {t(documents ? 'prepare.create.documentsTab' : 'prepare.create.productsTab')}
    </button>
  );
  return (
    <Section title={t('prepare.create.shipmentDetails')}>
      {domestic && allowDomesticDocuments ? (
        // spec 01 §2 domestic details: the flag's toggle instead of the two tabs.
        <CheckField path="isDocumentsShipment" label={t('prepare.create.exclusivelyDocuments')} />
      ) : (
        <div className="sd-tabs" role="tablist">
          {tab(true)}
          {tab(false)}
        </div>
      )}
      <div
        {...(domestic && allowDomesticDocuments
          ? {}
          : {
              role: 'tabpanel',
              'aria-labelledby': `${idPrefix}-tab-${isDocuments ? 'documents' : 'products'}`,
            })}
      >
        {isDocuments ? (
          // Nothing in its place until its code is in (it loads when the step shows).
          <Suspense fallback={null}>
            <DocumentsDetails />
          </Suspense>
        ) : (
          <ProductsDetails />
        )}
      </div>
    </Section>
  );
}

/** Currency and units (also on the documents tab, ./DocumentsDetails.tsx). */
export function Units() {
  const { store, lookups, t } = usePrepare();
  const currencies = useStore(lookups, (s) => s.currencies);
  const currency = useStore(store, (s) => s.draft.currency);
  const system = useStore(store, (s) => s.draft.measurementSystem);
  return (
    <div className="sd-grid">
      <SelectField
        path="currency"
        label={t('prepare.create.currency')}
        choices={
          currencies.length > 0
            ? currencies.map((c) => ({ value: c.code, label: c.label }))
            : [{ value: currency, label: currency }]
        }
      />
      <SelectField
        path="measurementSystem"
        label={t('prepare.create.units')}
        placeholder={system === 'metric' ? t('prepare.create.metric') : t('prepare.create.imperial')}
        choices={[
          { value: 'imperial', label: t('prepare.create.imperial') },
          { value: 'metric', label: t('prepare.create.metric') },
        ]}
      />
    </div>
  );
}

/** Insurance (also in the customs block, ./CustomsDetails.tsx). */
export function Insurance() {
  const { store } = usePrepare();
  const wanted = useStore(store, (s) => s.draft.additionalServices.doYouNeedInsurance);
  return (
    <div className="sd-grid">
      <YesNoField
        path="additionalServices.doYouNeedInsurance"
        label={usePrepare().t('prepare.create.insurance')}
      />
      {wanted && <NumberField path="additionalServices.insuranceValue" kind="currency" />}
    </div>
  );
}

/** "I am Shipping Products" (spec 01 §2, §3): packages, batteries, export filing and customs. */
function ProductsDetails() {
  const { store, t } = usePrepare();
  const exporting = useStore(store, (s) => s.draft.isExport);
  const dutiable = useStore(store, (s) => s.draft.isDutiable);
  const base = 'shipmentDetails.products';
  return (
    <div className="sd-stack">
      <Units />
      <Packages />
      <YesNoField path={`${base}.isAnyBatteries`} label={t('prepare.create.batteries')} />
      <TextField path={`${base}.generalDescription`} />
      <CheckField
        path={`${base}.isShipmentContainsDangerousGoods`}
        label={t('prepare.create.dangerousGoods')}
      />
      {/* Nothing in their place until their code is in (it loads when the step shows). */}
      <Suspense fallback={null}>
        {exporting && <ExportFiling />}
        {dutiable ? <Customs /> : <Insurance />}
      </Suspense>
    </div>
  );
}

/** Package rows (spec 01 §2): Delete Package disabled on the only row, Add only on a filled last row. */
function Packages() {
  const { store, t, openFreightQuote } = usePrepare();
  const packages = useStore(store, (s) => s.draft.shipmentDetails.products.packages);
  // spec 01 §5: a total or piece weight past the carriers' limits qualifies as a freight quote.
  const freight = useStore(store, (s) => errorAt(s.errors, 'shipmentDetails.products.packages'));
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const system = useStore(store, (s) => s.draft.measurementSystem);
  const weightUnit = system === 'metric' ? 'kg' : 'lb';
  const lengthUnit = system === 'metric' ? 'cm' : 'in';
  const last = packages.at(-1);
  return (
    <div className="sd-stack">
      {packages.map((_, index) => {
        const path = `shipmentDetails.products.packages.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <fieldset key={index} className="sd-row">
            <legend className="sd-row-head">{t('prepare.create.package', { n: index + 1 })}</legend>
            <BoxPreset index={index} />
            <div className="sd-measures">
              <NumberField path={`${path}.numberOfPackages`} kind="quantity" />
              <NumberField
                path={`${path}.weight`}
                kind="weight"
                label={`${t('draft.label.weight')} (${weightUnit})`}
              />
              <NumberField
                path={`${path}.length`}
                kind="dimension"
                label={`${t('draft.label.length')} (${lengthUnit})`}
              />
              <NumberField
                path={`${path}.width`}
                kind="dimension"
                label={`${t('draft.label.width')} (${lengthUnit})`}
              />
              <NumberField
                path={`${path}.height`}
                kind="dimension"
                label={`${t('draft.label.height')} (${lengthUnit})`}
              />
              {domestic && <NumberField path={`${path}.declaredValue`} kind="currency" />}
            </div>
            <button
              type="button"
              className="sd-btn sd-btn-link"
              disabled={packages.length <= 1}
              onClick={() => store.getState().removePackage(index)}
            >
              {t('prepare.create.deletePackage', { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="sd-btn"
        disabled={!last || last.isEmpty}
        onClick={() => store.getState().addPackage()}
      >
        {t('prepare.create.addPackage')}
      </button>
      {freight && (
        <p className="sd-error" role="alert">
          {freight}
        </p>
      )}
      {openFreightQuote && (
        <button type="button" className="sd-btn sd-btn-link" onClick={openFreightQuote}>
          {t('prepare.freight.ask')}
        </button>
      )}
    </div>
  );
}

const SIDES = ['length', 'width', 'height'] as const;

/** The standard boxes of the quote (spec 02 §3): picking one fills the row's sides in the draft's units. */
function BoxPreset({ index }: { index: number }) {
  const { store, t, idPrefix } = usePrepare();
  const row = useStore(store, (s) => s.draft.shipmentDetails.products.packages[index]);
  const system = useStore(store, (s) => s.draft.measurementSystem);
  const unit = system === 'metric' ? 'cm' : 'in';
  const id = `${idPrefix}-shipmentDetails-products-packages-${index}-preset`;
  const current =
    VISIBLE_BOX_PRESETS.find((preset) => row && SIDES.every((side) => preset[system][side] === row[side]))
      ?.id ?? '';
  return (
    <Field id={id} label={t('prepare.create.boxPreset')} error={undefined}>
      <select
        id={id}
        className="sd-input"
        value={current}
        onChange={(event) => {
          const preset = findBoxPreset(event.currentTarget.value);
          if (!preset) return;
          store.getState().edit((draft) => {
            const target = draft.shipmentDetails.products.packages[index];
            if (target) for (const side of SIDES) target[side] = preset[system][side];
          });
        }}
      >
        <option value="">{t('prepare.create.customBox')}</option>
        {VISIBLE_BOX_PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.name} ({preset[system].length} x {preset[system].width} x {preset[system].height} {unit})
          </option>
        ))}
      </select>
    </Field>
  );
}
