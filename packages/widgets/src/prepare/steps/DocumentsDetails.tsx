import { PACKAGING_CODES, shouldOfferShipAsProduct } from '@shipdeck/core/shipment/wizard';
import { useStore } from '../../useStore';
import { type Choice, NumberField, SelectField, TextField, YesNoField } from '../fields';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts, type PrepareMessageKey } from '../prepareMessages';
import { Insurance, Units } from './CreateShipmentStep';
import { documentsMessages } from './documentsMessages';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';

// The documents tab comes when a draft first shows it, with its texts (issue 11: not part of step 1's
// first load; a new draft is a products one).
addPrepareTexts(documentsMessages);

/** "I am Shipping Documents" (spec 01 §2, §3). */
export function DocumentsDetails() {
  const { store, t } = usePrepare();
  const above = useStore(store, (s) => s.draft.shipmentDetails.documents.isDocumentWeightAboveHalfPound);
  // spec 01 §4: documents over the weight limit, or not just documents, are offered Ship As Product
  // as soon as the answer is given; meanwhile the rest of the documents view is disabled.
  const offered = useStore(store, (s) => shouldOfferShipAsProduct(s.draft));
  const base = 'shipmentDetails.documents';
  const packaging: Choice[] = PACKAGING_CODES.map((code) => ({
    value: code,
    label: t(`prepare.create.packaging.${code}` as PrepareMessageKey),
  }));
  return (
    <div className="sd-stack">
      <Units />
      <YesNoField
        path={`${base}.isDocumentWeightAboveHalfPound`}
        label={t('prepare.create.aboveHalfPound')}
      />
      {above && <NumberField path={`${base}.documentWeight`} kind="weight" />}
      <YesNoField path={`${base}.isItJustDocument`} label={t('prepare.create.justDocuments')} />
      {offered && (
        <button type="button" className="sd-btn" onClick={() => store.getState().shipAsProduct()}>
          {t('prepare.create.shipAsProduct')}
        </button>
      )}
      <fieldset className="sd-grid sd-yesno" disabled={offered}>
        <NumberField path={`${base}.numberOfPackages`} kind="quantity" />
        <SelectField path={`${base}.typeOfPackaging`} choices={packaging} />
        <TextField path={`${base}.generalDescription`} className="sd-span" />
        <NumberField path={`${base}.declaredShipmentValue`} kind="currency" />
      </fieldset>
      <Insurance />
    </div>
  );
}
