import type { CarrierCode, Rate } from '@shipdeck/core/contract';
import { carrierName } from '@shipdeck/core/rating';
import { usePrepare } from '../prepareContext';
import { SupportContactList } from '../requests/SupportContactList';

/** The carriers among the rates, in the order they first appear. */
export function carriersOf(rates: readonly Rate[]): CarrierCode[] {
  return [...new Set(rates.map((rate) => rate.carrier))];
}

/**
 * The domestic carrier filter (spec 01 §2 step 2, as the quote's UPS toggle in spec 02 §2): one
 * toggle per carrier among the rates; with none chosen the list says to choose one.
 */
export function CarrierFilter({
  carriers,
  shown,
  onChange,
}: {
  carriers: readonly CarrierCode[];
  shown: ReadonlySet<CarrierCode>;
  onChange(next: Set<CarrierCode>): void;
}) {
  const { t } = usePrepare();
  return (
    <fieldset className="sd-choices sd-carrier-filter">
      <legend className="sd-label">{t('prepare.delivery.carriers')}</legend>
      {carriers.map((carrier) => (
        <label key={carrier} className="sd-check">
          <input
            type="checkbox"
            checked={shown.has(carrier)}
            onChange={(event) => {
              const next = new Set(shown);
              if (event.currentTarget.checked) next.add(carrier);
              else next.delete(carrier);
              onChange(next);
            }}
          />
          {carrierName(carrier)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * spec 01 §4: an import forces pickup off and shows a contact-customer-service message instead of
 * pickup scheduling (the carrier collects abroad, arranged by customer service).
 */
export function ImportPickupPanel() {
  const { t, idPrefix } = usePrepare();
  const id = `${idPrefix}-import-pickup`;
  return (
    <section className="sd-notice sd-notice-warning" aria-labelledby={id}>
      <p className="sd-notice-title" id={id}>
        {t('prepare.delivery.importPickupTitle')}
      </p>
      <p>{t('prepare.delivery.importPickup')}</p>
      <SupportContactList />
    </section>
  );
}
