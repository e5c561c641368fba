import { createContext, useContext } from 'react';

/**
 * The locale numbers are read and shown in (issue 16: "1,000" is a thousand in en-US, "1.000,5" in
 * de-DE). Set once at the widget's root from its `locale` option; default en-US, a US shipper's way.
 */
export const LocaleContext = createContext('en-US');

export function useLocale(): string {
  return useContext(LocaleContext);
}
