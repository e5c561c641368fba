import { type ReactNode, useEffect, useRef } from 'react';

/** What Tab moves between inside a dialog. */
const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** A modal dialog: Escape closes, Tab stays inside, the first control takes the focus. */
export function Dialog({
  titleId,
  onClose,
  children,
}: {
  titleId: string;
  onClose(): void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);
  return (
    <div className="sd-dialog">
      <div
        ref={box}
        className="sd-dialog-box"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          if (event.key !== 'Tab') return;
          const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
          const index = items.indexOf(root.activeElement as HTMLElement);
          event.preventDefault();
          items[(index + (event.shiftKey ? -1 : 1) + items.length) % items.length]?.focus();
        }}
      >
        {children}
      </div>
    </div>
  );
}
