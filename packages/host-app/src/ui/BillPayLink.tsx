import type { ReactNode } from 'react';
import { appConfig } from '../shell/config';

/** The billing portal, opened in a new tab (spec 03 §2: header, mobile menu, users page; §4 Change Password). */
export function BillPayLink({
  className,
  children,
  onClick,
}: {
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  return (
    <a className={className} href={appConfig.billPayUrl} target="_blank" rel="noopener" onClick={onClick}>
      {children}
    </a>
  );
}
