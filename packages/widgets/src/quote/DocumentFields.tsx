import type { QuoteStore } from '@shipdeck/core/quote/store';
import { unitsOf, weightLabel } from '@shipdeck/core/units';
import { controlProps, Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberInput';
import { useStore } from '../useStore';
import { useLaterT } from './laterMessages';

/** The one documents package: weight, declared value and the express envelope (spec 02 §3, §4). */
export function DocumentFields({
  idPrefix,
  store,
  canUseEnvelope,
}: {
  idPrefix: string;
  store: QuoteStore;
  canUseEnvelope: boolean;
}) {
  const t = useLaterT();
  const item = useStore(store, (s) => s.input.items[0]);
  const system = useStore(store, (s) => s.input.measurementSystem);
  const envelope = useStore(store, (s) => s.input.usesExpressEnvelope);
  const errors = useStore(store, (s) => s.fieldErrors);
  const { setItem, setExpressEnvelope } = store.getState();
  const id = `${idPrefix}-document`;
  if (!item) return null;
  return (
    <div className="sd-grid">
      <Field
        id={`${id}-weight`}
        label={`${t('quote.label.weight')} (${weightLabel(unitsOf(system).weight)})`}
        error={errors['items.0.weight']}
      >
        <NumberInput
          {...controlProps(`${id}-weight`, errors['items.0.weight'])}
          kind="weight"
          value={item.weight}
          onValue={(weight) => setItem(0, { weight })}
        />
      </Field>
      <Field
        id={`${id}-declared`}
        label={t('quote.label.declaredValue')}
        error={errors['items.0.documentDeclaredValue']}
      >
        <NumberInput
          {...controlProps(`${id}-declared`, errors['items.0.documentDeclaredValue'])}
          kind="currency"
          value={item.documentDeclaredValue}
          onValue={(documentDeclaredValue) => setItem(0, { documentDeclaredValue })}
        />
      </Field>
      {canUseEnvelope && (
        <label className="sd-check sd-span">
          <input
            type="checkbox"
            checked={envelope}
            onChange={(event) => setExpressEnvelope(event.currentTarget.checked)}
          />
          {t('widget.expressEnvelope')}
        </label>
      )}
    </div>
  );
}
