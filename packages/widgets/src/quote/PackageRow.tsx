import { type QuoteItem, type QuoteStore, VISIBLE_BOX_PRESETS } from '@shipdeck/core/quote/store';
import { lengthLabel, unitsOf, weightLabel } from '@shipdeck/core/units';
import { controlProps, Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberInput';
import { useT } from '../ui/translateContext';
import { useStore } from '../useStore';

const DIMENSIONS = ['length', 'width', 'height'] as const;

/** The standard box whose size the row has, if any (spec 02 §3 standard boxes). */
function presetOf(item: QuoteItem, system: 'imperial' | 'metric'): string {
  const match = VISIBLE_BOX_PRESETS.find((preset) => DIMENSIONS.every((d) => preset[system][d] === item[d]));
  return match?.id ?? '';
}

/** One package row: standard box, quantity, weight and sides; delete when there are several rows. */
export function PackageRow({
  idPrefix,
  index,
  store,
  canDelete,
}: {
  idPrefix: string;
  index: number;
  store: QuoteStore;
  canDelete: boolean;
}) {
  const t = useT();
  const item = useStore(store, (s) => s.input.items[index]);
  const system = useStore(store, (s) => s.input.measurementSystem);
  const errors = useStore(store, (s) => s.fieldErrors);
  const { setItem, removeItem, applyBoxPreset } = store.getState();
  if (!item) return null;
  const units = unitsOf(system);
  const id = `${idPrefix}-item-${index}`;
  const path = `items.${index}`;
  const n = index + 1;
  const rowError = errors[path];

  return (
    <fieldset className="sd-row">
      <legend className="sd-visually-hidden">{t('widget.package', { n })}</legend>
      <div className="sd-row-head">
        <span aria-hidden="true">{t('widget.package', { n })}</span>
        {canDelete && (
          <button type="button" className="sd-btn sd-btn-link" onClick={() => removeItem(index)}>
            {t('widget.deletePackage', { n })}
          </button>
        )}
      </div>
      <Field
        id={`${id}-preset`}
        label={t('widget.boxPreset')}
        error={undefined}
        className="sd-span sd-preset"
      >
        <select
          id={`${id}-preset`}
          className="sd-input"
          value={presetOf(item, system)}
          onChange={(event) => {
            if (event.currentTarget.value) applyBoxPreset(index, event.currentTarget.value);
          }}
        >
          <option value="">{t('widget.customBox')}</option>
          {VISIBLE_BOX_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.name} ({preset[system].length} x {preset[system].width} x {preset[system].height}{' '}
              {units.length})
            </option>
          ))}
        </select>
      </Field>
      <div className="sd-measures sd-span">
        <Field id={`${id}-quantity`} label={t('quote.label.quantity')} error={errors[`${path}.quantity`]}>
          <NumberInput
            {...controlProps(`${id}-quantity`, errors[`${path}.quantity`])}
            kind="quantity"
            value={item.quantity}
            onValue={(quantity) => setItem(index, { quantity })}
          />
        </Field>
        <Field
          id={`${id}-weight`}
          label={`${t('quote.label.weight')} (${weightLabel(units.weight)})`}
          error={errors[`${path}.weight`]}
        >
          <NumberInput
            {...controlProps(`${id}-weight`, errors[`${path}.weight`])}
            kind="weight"
            value={item.weight}
            onValue={(weight) => setItem(index, { weight })}
          />
        </Field>
        {DIMENSIONS.map((dimension) => (
          <Field
            key={dimension}
            id={`${id}-${dimension}`}
            label={`${t(`quote.label.${dimension}`)} (${lengthLabel(units.length)})`}
            error={errors[`${path}.${dimension}`]}
          >
            <NumberInput
              {...controlProps(`${id}-${dimension}`, errors[`${path}.${dimension}`])}
              kind="dimension"
              value={item[dimension]}
              onValue={(value) => setItem(index, { [dimension]: value })}
            />
          </Field>
        ))}
      </div>
      {rowError && <p className="sd-error sd-span">{rowError}</p>}
    </fieldset>
  );
}
