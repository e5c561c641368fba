import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from './localeContext';
import { NumberInput } from './NumberInput';

afterEach(cleanup);

/** A field wired like the widget's: the store keeps what onValue hands it. */
function Harness({ kind, seen }: { kind: 'quantity' | 'currency' | 'weight'; seen: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberInput
      aria-label="field"
      kind={kind}
      value={value}
      onValue={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('field'), { target: { value: text } });
const field = () => screen.getByLabelText<HTMLInputElement>('field');

describe('NumberInput (spec 01 §5, issue 16)', () => {
  it('reads "1,000" in Insurance Value as a thousand dollars, and shows it grouped after leaving', () => {
    const seen: (number | null)[] = [];
    render(<Harness kind="currency" seen={seen} />);
    type('1000');
    fireEvent.blur(field());
    expect(field().value).toBe('1,000');
    type('1,000.5');
    expect(seen.at(-1)).toBe(1000.5);
  });

  it('keeps text that is not a number and hands the store NaN, so the rules say so at the field', () => {
    const seen: (number | null)[] = [];
    render(<Harness kind="currency" seen={seen} />);
    type('abc');
    expect(field().value).toBe('abc');
    expect(seen.at(-1)).toBeNaN();
    type('1e3');
    expect(seen.at(-1)).toBeNaN();
  });

  it('rejects minus signs and slashes as typed', () => {
    const seen: (number | null)[] = [];
    render(<Harness kind="weight" seen={seen} />);
    type('-5');
    expect(field().value).toBe('5');
    expect(seen.at(-1)).toBe(5);
  });

  it('floors a quantity and shows the whole number once the field is left', () => {
    const seen: (number | null)[] = [];
    render(<Harness kind="quantity" seen={seen} />);
    type('2.7');
    expect(seen.at(-1)).toBe(2);
    fireEvent.blur(field());
    expect(field().value).toBe('2');
  });

  it('keeps 3 decimals of a weight as typed', () => {
    const seen: (number | null)[] = [];
    render(<Harness kind="weight" seen={seen} />);
    type('1.23456');
    expect(field().value).toBe('1.234');
  });

  it('reads the locale the widget was given', () => {
    const seen: (number | null)[] = [];
    render(
      <LocaleContext.Provider value="de-DE">
        <Harness kind="currency" seen={seen} />
      </LocaleContext.Provider>,
    );
    type('1.000,5');
    expect(seen.at(-1)).toBe(1000.5);
  });
});
