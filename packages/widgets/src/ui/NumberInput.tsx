import {
  formatNumberInput,
  type NumberInputKind,
  readNumberInput,
} from '@shipdeck/core/validation/numberInput';
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { useLocale } from './localeContext';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** How the field reads its text (spec 01 §5): whole quantity, 2-decimal currency, 3-decimal weight. */
  kind: NumberInputKind;
  value: number | null;
  onValue: (value: number | null) => void;
};

const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field read by core's one parser (readNumberInput): negatives and slashes are rejected as
 * typed, extra decimals dropped, thousands separators read in the widget's locale. The store gets a
 * number, null when blank, or NaN for text that is not a number, which the rules name at the field;
 * the text stays as typed so nothing is lost. On leaving the field it shows the number the store
 * holds ("2.7" in a quantity becomes "2", "1000" becomes "1,000"). A text input with a decimal
 * keypad: no wheel or arrow-key surprises.
 */
export function NumberInput({ kind, value, onValue, onBlur, ...rest }: Props) {
  const locale = useLocale();
  const [text, setText] = useState(() => formatNumberInput(value, kind, locale));
  // The store may change the value itself (box preset, unit conversion): show that.
  useEffect(() => {
    setText((current) =>
      same(readNumberInput(current, kind, locale).value, value)
        ? current
        : formatNumberInput(value, kind, locale),
    );
  }, [value, kind, locale]);
  return (
    <input
      {...rest}
      className={rest.className ?? 'sd-input'}
      type="text"
      inputMode={rest.inputMode ?? (kind === 'quantity' ? 'numeric' : 'decimal')}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const reading = readNumberInput(event.currentTarget.value, kind, locale);
        setText(reading.text);
        onValue(reading.value);
      }}
      onBlur={(event) => {
        if (value !== null && Number.isFinite(value)) setText(formatNumberInput(value, kind, locale));
        onBlur?.(event);
      }}
    />
  );
}
