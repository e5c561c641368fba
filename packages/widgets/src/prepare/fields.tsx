import type { Draft } from '@shipdeck/core/shipment/wizard';
import type { NumberInputKind } from '@shipdeck/core/validation';
import { type ReactNode, useState } from 'react';
import { controlProps, Field } from '../ui/Field';
import { NumberInput } from '../ui/NumberInput';
import { useStore } from '../useStore';
import { errorAt, warningAt } from './fieldErrors';
import { usePrepare } from './prepareContext';
import type { PrepareMessageKey } from './prepareMessages';

/** The value at a dotted path of the draft ("shipmentFrom.address.city", "…packages.0.weight"). */
export function valueAt(draft: Draft, path: string): unknown {
  let value: unknown = draft;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The label of a draft field: core's "draft.label.<leaf>" (the words its rules use in messages). */
export function useLabel(path: string, label?: string): string {
  const { t } = usePrepare();
  if (label !== undefined) return label;
  const leaf = path.split('.').at(-1) ?? path;
  return t(`draft.label.${leaf}` as PrepareMessageKey);
}

/** The id of a draft field's control in this widget. */
export function useFieldId(path: string): string {
  return `${usePrepare().idPrefix}-${path.replace(/\./g, '-')}`;
}

/** The store's first error at `path` (shown once the step was submitted), and its warning. */
export function useFieldError(path: string): { error: string | undefined; warning: string | undefined } {
  const { store } = usePrepare();
  const error = useStore(store, (s) => errorAt(s.errors, path));
  const warning = useStore(store, (s) => warningAt(s.errors, path));
  return { error, warning };
}

interface FieldProps {
  path: string;
  label?: string;
  className?: string;
}

function Warning({ text }: { text: string | undefined }) {
  return text ? <p className="sd-warning">{text}</p> : null;
}

/** A text field bound to a draft path through the store's setField. */
export function TextField({
  path,
  label,
  className,
  type = 'text',
  maxLength,
  autoComplete,
}: FieldProps & { type?: 'text' | 'email' | 'tel' | 'date'; maxLength?: number; autoComplete?: string }) {
  const { store } = usePrepare();
  const value = useStore(store, (s) => valueAt(s.draft, path));
  const stored = typeof value === 'string' ? value : '';
  // The draft keeps its strings trimmed (spec 01 §4), so "North " is stored as "North": the field
  // shows what was typed while it trims to what is stored, or a space typed between two words would
  // be gone before the second. Anything else the draft changed (a contact loaded, a rule) shows as stored.
  const [typed, setTyped] = useState(stored);
  const id = useFieldId(path);
  const { error, warning } = useFieldError(path);
  return (
    <Field id={id} label={useLabel(path, label)} error={error} {...(className ? { className } : {})}>
      <input
        {...controlProps(id, error)}
        className="sd-input"
        type={type}
        value={typed.trim() === stored ? typed : stored}
        {...(maxLength ? { maxLength } : {})}
        autoComplete={autoComplete ?? 'off'}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          store.getState().setField(path, event.currentTarget.value);
        }}
      />
      <Warning text={warning} />
    </Field>
  );
}

/** A number field (spec 01 §5 number rules, core's one parser) bound to a draft path. */
export function NumberField({ path, label, className, kind }: FieldProps & { kind: NumberInputKind }) {
  const { store } = usePrepare();
  const value = useStore(store, (s) => valueAt(s.draft, path));
  const id = useFieldId(path);
  const { error, warning } = useFieldError(path);
  return (
    <Field id={id} label={useLabel(path, label)} error={error} {...(className ? { className } : {})}>
      <NumberInput
        {...controlProps(id, error)}
        kind={kind}
        value={typeof value === 'number' ? value : null}
        onValue={(next) => store.getState().setField(path, next)}
      />
      <Warning text={warning} />
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A select bound to a draft path; the empty choice is null. */
export function SelectField({
  path,
  label,
  className,
  choices,
  placeholder,
  numeric = false,
}: FieldProps & { choices: readonly Choice[]; placeholder?: string; numeric?: boolean }) {
  const { store, t } = usePrepare();
  const value = useStore(store, (s) => valueAt(s.draft, path));
  const id = useFieldId(path);
  const { error, warning } = useFieldError(path);
  return (
    <Field id={id} label={useLabel(path, label)} error={error} {...(className ? { className } : {})}>
      <select
        {...controlProps(id, error)}
        className="sd-input"
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          store.getState().setField(path, chosen === '' ? null : numeric ? Number(chosen) : chosen);
        }}
      >
        <option value="">{placeholder ?? t('prepare.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Warning text={warning} />
    </Field>
  );
}

/** A Yes/No question (spec 01 §5: "Please answer Yes or No" until one is chosen). */
export function YesNoField({ path, label, className }: FieldProps) {
  const { store, t } = usePrepare();
  const value = useStore(store, (s) => valueAt(s.draft, path));
  const id = useFieldId(path);
  const { error } = useFieldError(path);
  const text = useLabel(path, label);
  return (
    <fieldset
      className={className ? `sd-field sd-yesno ${className}` : 'sd-field sd-yesno'}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="sd-label">{text}</legend>
      <div className="sd-choices">
        {[true, false].map((answer) => (
          <label key={String(answer)} className="sd-check">
            <input
              type="radio"
              name={id}
              checked={value === answer}
              onChange={() => store.getState().setField(path, answer)}
            />
            {t(answer ? 'prepare.yes' : 'prepare.no')}
          </label>
        ))}
      </div>
      {error && (
        <p className="sd-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A checkbox bound to a boolean draft path. */
export function CheckField({ path, label }: { path: string; label: string }) {
  const { store } = usePrepare();
  const value = useStore(store, (s) => valueAt(s.draft, path));
  return (
    <label className="sd-check">
      <input
        type="checkbox"
        checked={value === true}
        onChange={(event) => store.getState().setField(path, event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}

/** A titled block of fields. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="sd-panel sd-stack" {...(id ? { 'aria-labelledby': id } : { 'aria-label': title })}>
      <p className="sd-h" {...(id ? { id } : {})}>
        {title}
      </p>
      {children}
    </section>
  );
}
