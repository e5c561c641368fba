import { formatPickerDate, type QuoteStore, selectCanChooseUnits } from '@shipdeck/core/quote/store';
import { controlProps, Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberInput';
import { useT } from '../ui/translateContext';
import { useStore } from '../useStore';
import type { QuoteLookups } from './quoteLookups';

/**
 * Ship date, insurance, currency and units. Decision: the ship date is the browser's date picker
 * (keyboard and screen-reader friendly; a US browser shows it as m/d/Y); the quote's own texts —
 * cards, print view — write dates m/d/Y through core's formatQuoteDate (spec 02 §5).
 * Domestic quotes are USD and imperial (spec 02 §4): the store forces it, the fields show it locked.
 */
export function ShipmentFields({
  idPrefix,
  store,
  lookups,
}: {
  idPrefix: string;
  store: QuoteStore;
  lookups: QuoteLookups;
}) {
  const t = useT();
  const shipDate = useStore(store, (s) => s.input.shipDate);
  const currency = useStore(store, (s) => s.input.currency);
  const system = useStore(store, (s) => s.input.measurementSystem);
  const insurance = useStore(store, (s) => s.input.insuranceValue);
  const canChooseUnits = useStore(store, selectCanChooseUnits);
  const errors = useStore(store, (s) => s.fieldErrors);
  const currencies = useStore(lookups, (s) => s.currencies);
  const { setShipDate, setCurrency, setMeasurementSystem, setInsuranceValue } = store.getState();
  const id = `${idPrefix}-shipment`;
  const listed = currencies.some((c) => c.code === currency);

  return (
    <div className="sd-grid">
      <Field id={`${id}-date`} label={t('quote.label.shipDate')} error={errors.shipDate}>
        <input
          {...controlProps(`${id}-date`, errors.shipDate)}
          className="sd-input"
          type="date"
          min={formatPickerDate(new Date())}
          value={shipDate}
          onChange={(event) => setShipDate(event.currentTarget.value)}
        />
      </Field>
      <Field id={`${id}-insurance`} label={t('quote.label.insuranceValue')} error={errors.insuranceValue}>
        <NumberInput
          {...controlProps(`${id}-insurance`, errors.insuranceValue)}
          kind="currency"
          value={insurance}
          onValue={setInsuranceValue}
        />
      </Field>
      <Field id={`${id}-currency`} label={t('quote.label.currency')} error={errors.currency}>
        <select
          {...controlProps(`${id}-currency`, errors.currency)}
          className="sd-input"
          value={currency}
          disabled={!canChooseUnits}
          onChange={(event) => setCurrency(event.currentTarget.value)}
        >
          {!listed && <option value={currency}>{currency}</option>}
          {currencies.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="sd-field">
        <legend className="sd-label">{t('widget.units')}</legend>
        <div className="sd-actions">
          {(['imperial', 'metric'] as const).map((option) => (
            <label key={option} className="sd-check">
              <input
                type="radio"
                name={`${id}-units`}
                value={option}
                checked={system === option}
                disabled={!canChooseUnits && option !== system}
                onChange={() => setMeasurementSystem(option)}
              />
              {t(option === 'imperial' ? 'widget.imperial' : 'widget.metric')}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
