import { type QuoteSide, type QuoteStore, selectIsDomestic } from '@shipdeck/core/quote/store';
import { controlProps, Field } from '../ui/Field';
import { useT } from '../ui/translateContext';
import { useStore } from '../useStore';
import { PostalCodeField } from './PostalCodeField';
import type { QuoteLookups } from './quoteLookups';

/** One end of the quote (spec 02 §3 sendingFrom / sendingTo): country, postal code, city, residential. */
export function EndFields({
  idPrefix,
  side,
  store,
  lookups,
}: {
  idPrefix: string;
  side: QuoteSide;
  store: QuoteStore;
  lookups: QuoteLookups;
}) {
  const t = useT();
  const end = useStore(store, (s) => s.input[side]);
  const isDomestic = useStore(store, selectIsDomestic);
  const errors = useStore(store, (s) => s.fieldErrors);
  const countries = useStore(lookups, (s) => s.countries);
  const { setEnd, setResidential } = store.getState();
  const id = `${idPrefix}-${side}`;
  // spec 02 §5: labelled "Zip" when domestic, "Postal Code" otherwise.
  const postalLabel = t(isDomestic ? 'quote.label.zip' : 'quote.label.postalCode');
  const countryError = errors[`${side}.country`];
  const cityError = errors[`${side}.city`];
  // The chosen country stays listed while the options load (or if they fail).
  const listed = countries.some((c) => c.code === end.country);

  return (
    <fieldset className="sd-panel sd-stack">
      <legend className="sd-h">
        {t(side === 'sendingFrom' ? 'widget.sendingFrom' : 'widget.sendingTo')}
      </legend>
      <Field id={`${id}-country`} label={t('quote.label.country')} error={countryError}>
        <select
          {...controlProps(`${id}-country`, countryError)}
          className="sd-input"
          autoComplete="country"
          value={end.country}
          onChange={(event) => setEnd(side, { country: event.currentTarget.value })}
        >
          <option value="">{t('widget.selectCountry')}</option>
          {!listed && end.country !== '' && <option value={end.country}>{end.country}</option>}
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
      </Field>
      <div className="sd-grid">
        <PostalCodeField
          id={`${id}-postal`}
          side={side}
          label={postalLabel}
          country={end.country}
          value={end.postalCode}
          error={errors[`${side}.postalCode`]}
          lookups={lookups}
          onText={(postalCode) => setEnd(side, { postalCode })}
          onPick={(suggestion) => setEnd(side, { postalCode: suggestion.postalCode, city: suggestion.city })}
        />
        <Field id={`${id}-city`} label={t('quote.label.city')} error={cityError}>
          <input
            {...controlProps(`${id}-city`, cityError)}
            className="sd-input"
            type="text"
            autoComplete="address-level2"
            value={end.city}
            onChange={(event) => setEnd(side, { city: event.currentTarget.value })}
          />
        </Field>
      </div>
      <label className="sd-check">
        <input
          type="checkbox"
          checked={end.isResidential}
          onChange={(event) => setResidential(side, event.currentTarget.checked)}
        />
        {t('widget.residential')}
      </label>
    </fieldset>
  );
}
