import type { ReactNode } from 'react';
import { appConfig } from '../shell/config';

/** The billing portal, opened in a new tab (spec 03 §2: header, mobile menu, users page). */
export function BillPayLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a className={className} href={appConfig.billPayUrl} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
