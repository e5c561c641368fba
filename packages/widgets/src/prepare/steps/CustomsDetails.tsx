import { formatMoney } from '@shipdeck/core/format';
import {
  EXPORT_LICENSE_OPTIONS,
  NO_LICENSE,
  PROFORMA_INVOICE_TYPE,
  PROFORMA_PURPOSES,
} from '@shipdeck/core/shipment/wizard';
import { useStore } from '../../useStore';
import { type Choice, NumberField, Section, SelectField, TextField, YesNoField } from '../fields';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts, type PrepareMessageKey } from '../prepareMessages';
import { ItemsListButton } from '../savedLists';
import { useOptionList } from '../useOptionList';
import { Insurance } from './CreateShipmentStep';
import { customsMessages } from './customsMessages';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';

// Step 1's export filing and customs block come when a draft first needs them (an export, a dutiable
// shipment), with their texts (issue 11: not part of step 1's first load).
addPrepareTexts(customsMessages);

/** Export filing (export only): EEI filing with ITN, or an FTR exemption, or the EIN. */
export function ExportFiling() {
  const { store } = usePrepare();
  const filing = useStore(store, (s) => s.draft.shipmentDetails.products.electronicExportFiling);
  // The EEI filing types and FTR exemptions of spec 01 §7 (kept 20 minutes in browser storage).
  const filingTypes = useOptionList('eeiFilingTypes');
  const exemptions = useOptionList('ftrExemptions');
  const base = 'shipmentDetails.products';
  return (
    <div className="sd-grid">
      <SelectField
        path={`${base}.electronicExportFiling`}
        choices={filingTypes.map((option) => ({
          value: option.value,
          label: option.description ? `${option.label}: ${option.description}` : option.label,
        }))}
      />
      {filing === 'no' && <TextField path={`${base}.ITNNumber`} />}
      {filing === 'other' && (
        <SelectField
          path={`${base}.foreignTradeRegulations`}
          choices={exemptions.map((option) => ({ value: option.value, label: option.label }))}
        />
      )}
      {filing !== null && <TextField path={`${base}.EINNumber`} />}
    </div>
  );
}

/** Insurance and customs (international, spec 01 §2): invoice, references, line items, charges. */
export function Customs() {
  const { store, t } = usePrepare();
  const invoiceTypes = useOptionList('invoiceTypes');
  const exportTypes = useOptionList('exportTypes');
  const invoiceType = useStore(store, (s) => s.draft.shipmentDetails.products.invoiceType);
  const p = useStore(store, (s) => s.draft.shipmentDetails.products);
  const base = 'shipmentDetails.products';
  const reference = (flag: keyof typeof p, field: string, label: PrepareMessageKey) => (
    <div className="sd-grid">
      <YesNoField path={`${base}.${String(flag)}`} label={t(label)} />
      {p[flag] === true && <TextField path={`${base}.${field}`} />}
    </div>
  );
  return (
    <Section title={t('prepare.create.customs')}>
      <div className="sd-grid">
        <SelectField
          path={`${base}.invoiceType`}
          // spec 01 §9: External is never offered.
          choices={invoiceTypes
            .filter((option) => option.value !== 'external')
            .map((option) => ({ value: option.value, label: option.label }))}
        />
        {invoiceType === PROFORMA_INVOICE_TYPE && (
          <SelectField
            path={`${base}.purposeOfShipment`}
            choices={PROFORMA_PURPOSES.map((value) => ({
              value,
              label: t(`prepare.create.purpose.${value}` as PrepareMessageKey),
            }))}
          />
        )}
        <SelectField
          path={`${base}.exportType`}
          choices={exportTypes.map((option) => ({ value: option.value, label: option.label }))}
        />
      </div>
      {reference('isShipmentReferenceNumberExists', 'shipmentReferenceNumber', 'prepare.create.hasReference')}
      {reference('isInvoiceNumberExists', 'invoiceNumber', 'prepare.create.hasInvoiceNumber')}
      {reference('isReceiverReferenceExists', 'receiverReference', 'prepare.create.hasReceiverReference')}
      {reference('isAnyPackageMarks', 'packageMarks', 'prepare.create.hasPackageMarks')}
      {reference('isAnyOtherRemarks', 'otherRemarks', 'prepare.create.hasOtherRemarks')}
      <Items />
      <div className="sd-grid">
        <NumberField path={`${base}.declaredShipmentValue`} kind="currency" />
        <NumberField path={`${base}.freightCost`} kind="currency" />
        <NumberField path={`${base}.insuranceCost`} kind="currency" />
        <NumberField path={`${base}.miscCost`} kind="currency" />
      </div>
      <Insurance />
    </Section>
  );
}

/** The repeated customs line items (spec 01 §3 "Invoice item"): value and weight per item. */
function Items() {
  const { store, lookups, t } = usePrepare();
  const items = useStore(store, (s) => s.draft.shipmentDetails.products.items);
  const total = useStore(store, (s) => s.draft.invoiceTotalSum);
  const currency = useStore(store, (s) => s.draft.currency);
  const countries = useStore(lookups, (s) => s.countries);
  const units = useOptionList('itemQuantities');
  const licenses: Choice[] = EXPORT_LICENSE_OPTIONS.map((value) => ({
    value,
    label: value === NO_LICENSE ? t('prepare.create.noLicense') : value,
  }));
  return (
    <div className="sd-stack">
      {items.map((item, index) => {
        const path = `shipmentDetails.products.items.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <fieldset key={index} className="sd-row">
            <legend className="sd-row-head">{t('prepare.create.item', { n: index + 1 })}</legend>
            <div className="sd-grid">
              <TextField path={`${path}.commodityCode`} />
              <TextField path={`${path}.itemDescription`} className="sd-span" />
              <NumberField path={`${path}.quantity`} kind="quantity" />
              <SelectField
                path={`${path}.units`}
                choices={units.map((option) => ({
                  value: option.value,
                  label: `${option.label} (${option.code})`,
                }))}
              />
              <NumberField path={`${path}.itemValue`} kind="currency" />
              <NumberField path={`${path}.weight`} kind="weight" />
              <SelectField
                path={`${path}.itemMade`}
                choices={countries.map((c) => ({ value: c.code, label: c.label }))}
              />
              {item.isEccnRequired && <TextField path={`${path}.eccnValue`} />}
              <SelectField
                path={`${path}.exportLicenseNumber`}
                label={t('prepare.create.license')}
                choices={licenses}
              />
              {item.isLicenseDetailsRequired && (
                <>
                  <TextField path={`${path}.exportLicenseExpiryDate`} type="date" />
                  <TextField path={`${path}.licenseSymbol`} />
                </>
              )}
            </div>
            <button
              type="button"
              className="sd-btn sd-btn-link"
              disabled={items.length <= 1}
              onClick={() => store.getState().removeItem(index)}
            >
              {t('prepare.create.deleteItem', { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <div className="sd-book-tools">
        <button type="button" className="sd-btn" onClick={() => store.getState().addItem()}>
          {t('prepare.create.addItem')}
        </button>
        <ItemsListButton />
      </div>
      {total !== null && (
        <p className="sd-muted" aria-live="polite">
          {t('prepare.create.invoiceTotal', {
            total: formatMoney(total, currency || 'USD'),
          })}
        </p>
      )}
    </div>
  );
}
