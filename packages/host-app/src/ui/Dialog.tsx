import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * What Tab stops at inside a dialog. A frame counts (the survey in the shipment summary's modal): the
 * browser tabs through the framed page and back out to the dialog's own controls.
 */
const FOCUSABLE = 'iframe, input, button:not([disabled]), a[href], select, textarea';

/**
 * A modal dialog: labelled by its title, focus moved in and given back on close, Escape closes,
 * Tab stays inside (like the widget's dialogs).
 */
export function Dialog({
  title,
  children,
  onClose,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  /** Wider than the 480 px of a question (a framed page, e.g. the survey). */
  wide?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="app-dialog-backdrop">
      <div
        ref={box}
        className={wide ? 'app-dialog app-dialog-wide' : 'app-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onClose) onClose();
          if (event.key !== 'Tab' || !box.current) return;
          const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const first = items[0];
          const last = items[items.length - 1];
          if (!first || !last) return;
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first.focus();
          }
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
