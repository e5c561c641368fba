import { LETTER_FILTERS, type LetterFilter, type PageBarSlot } from '@shipdeck/core/addressBook';
import type { AddressBookTranslate } from './addressBookMessages';

/** The letter filter (spec 03 §2: A-Z, All, 0...9, symbols): one pressed button at a time. */
export function LetterBar({
  t,
  value,
  onChange,
}: {
  t: AddressBookTranslate;
  value: LetterFilter;
  onChange(letter: LetterFilter): void;
}) {
  const text = (letter: LetterFilter) =>
    letter === 'all'
      ? t('book.letter.all')
      : letter === 'digits'
        ? t('book.letter.digits')
        : letter === 'symbols'
          ? t('book.letter.symbols')
          : letter;
  return (
    <fieldset className="sd-book-letters" aria-label={t('book.letters')}>
      {LETTER_FILTERS.map((letter) => (
        <button
          key={letter}
          type="button"
          aria-pressed={value === letter}
          aria-label={letter === 'symbols' ? t('book.letter.symbolsLabel') : undefined}
          onClick={() => onChange(letter)}
        >
          {text(letter)}
        </button>
      ))}
    </fieldset>
  );
}

/** The search box: the store applies it from 2 characters, 1 s after the last key (spec 03 §5). */
export function SearchBox({
  id,
  t,
  value,
  placeholder,
  onChange,
}: {
  id: string;
  t: AddressBookTranslate;
  value: string;
  placeholder: string;
  onChange(text: string): void;
}) {
  return (
    <input
      id={id}
      type="search"
      className="sd-input sd-book-search"
      aria-label={t('book.search')}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The page bar at the bottom (spec 03 §9: every page up to 6, otherwise ellipses). */
export function PageBar({
  t,
  page,
  pageCount,
  slots,
  onPage,
}: {
  t: AddressBookTranslate;
  page: number;
  pageCount: number;
  slots: readonly PageBarSlot[];
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="sd-book-pages" aria-label={t('book.pages')}>
      <button
        type="button"
        className="sd-btn sd-btn-link"
        aria-label={t('book.previousPage')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ‹
      </button>
      {slots.map((slot, index) =>
        slot === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={slot}
            type="button"
            className="sd-btn"
            aria-label={t('book.page', { page: slot })}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => onPage(slot)}
          >
            {slot}
          </button>
        ),
      )}
      <button
        type="button"
        className="sd-btn sd-btn-link"
        aria-label={t('book.nextPage')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}

/** A notice once (saved, updated) with its Dismiss. */
export function DismissibleNotice({
  t,
  kind,
  children,
  onDismiss,
}: {
  t: AddressBookTranslate;
  kind: 'success' | 'warning' | 'error';
  children: React.ReactNode;
  onDismiss(): void;
}) {
  return (
    <div
      className={`sd-notice sd-notice-${kind} sd-book-notice`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <p>{children}</p>
      <button type="button" className="sd-btn sd-btn-link" onClick={onDismiss}>
        {t('book.dismiss')}
      </button>
    </div>
  );
}

/** Saves a text as a file (the failed contacts' CSV): a Blob behind a link clicked once. */
export function downloadText(document: Document, fileName: string, text: string, type = 'text/csv'): void {
  const view = document.defaultView;
  if (!view) return;
  const url = view.URL.createObjectURL(new view.Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  view.setTimeout(() => view.URL.revokeObjectURL(url), 1000);
}
