import type { PostalCodeSuggestion } from '@shipdeck/core/contract';
import type { QuoteSide } from '@shipdeck/core/quote';
import { type KeyboardEvent, useState } from 'react';
import { controlProps, Field } from '../ui/Field';
import { useT } from '../ui/translateContext';
import { useStore } from '../useStore';
import type { QuoteLookups } from './quoteLookups';

interface Props {
  id: string;
  side: QuoteSide;
  label: string;
  country: string;
  value: string;
  error: string | undefined;
  lookups: QuoteLookups;
  onText(value: string): void;
  onPick(suggestion: PostalCodeSuggestion): void;
}

/**
 * The postal code with suggestions (an ARIA combobox): the lookups ask from 2 characters on and
 * drop stale answers; picking one fills the postal code and the city.
 */
export function PostalCodeField({ id, side, label, country, value, error, lookups, onText, onPick }: Props) {
  const t = useT();
  const suggestions = useStore(lookups, (s) => s.suggestions[side]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-list`;
  const shown = open && suggestions.length > 0;

  const pick = (suggestion: PostalCodeSuggestion) => {
    onPick(suggestion);
    lookups.getState().clearSuggestions(side);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      const chosen = suggestions[active];
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Field id={id} label={label} error={error}>
      <input
        {...controlProps(id, error)}
        className="sd-input"
        type="text"
        autoComplete="postal-code"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          const text = event.currentTarget.value;
          onText(text);
          setOpen(true);
          setActive(-1);
          void lookups.getState().suggestPostalCodes(side, country, text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        className="sd-suggest"
        id={listId}
        role="listbox"
        aria-label={t('widget.suggestions')}
        hidden={!shown}
      >
        {suggestions.map((suggestion, i) => (
          <div
            key={`${suggestion.postalCode}|${suggestion.city}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            className="sd-option"
            aria-selected={i === active}
            // mousedown, not click: the input keeps focus and its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(suggestion);
            }}
          >
            {suggestion.postalCode} {suggestion.city}
            {suggestion.division ? `, ${suggestion.division}` : ''}
          </div>
        ))}
      </div>
    </Field>
  );
}
