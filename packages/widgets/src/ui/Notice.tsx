import type { ReactNode } from 'react';

export type NoticeKind = 'error' | 'warning';

/**
 * A notice in the flow of the widget. Errors are announced at once (role=alert), warnings and
 * spec warnings politely (role=status).
 */
export function Notice({ kind, title, children }: { kind: NoticeKind; title?: string; children: ReactNode }) {
  return (
    <div className={`sd-notice sd-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <p className="sd-notice-title">{title}</p>}
      <p>{children}</p>
    </div>
  );
}
