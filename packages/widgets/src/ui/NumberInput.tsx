import { type InputHTMLAttributes, useEffect, useState } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValue: (value: number | null) => void;
};

/** Text as typed into a number field: blank is "not entered" (null); a decimal comma is accepted. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

const same = (a: number | null, b: number | null) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * A number field that keeps what the user types ("1." or "0,5" while typing) and hands the store a
 * number, null when blank, or NaN for text that is not a number (the store's rules then give the
 * spec's range message). A text input with a decimal keypad: no wheel or arrow-key surprises.
 */
export function NumberInput({ value, onValue, ...rest }: Props) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // The store may change the value itself (box preset, unit conversion): show that.
  useEffect(() => {
    setText((current) => (same(parseNumber(current), value) ? current : value === null ? '' : String(value)));
  }, [value]);
  return (
    <input
      {...rest}
      className={rest.className ?? 'sd-input'}
      type="text"
      inputMode={rest.inputMode ?? 'decimal'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onValue(parseNumber(event.currentTarget.value));
      }}
    />
  );
}
