import type { CurrencyOption } from '@shipdeck/core/contract';
import { currencyTable } from '../carriers/index';

/** The currencies quotes can be priced in: the sandbox gateway's exchange table (spec 01 §3 option lists). */
export function buildCurrencyOptions(): CurrencyOption[] {
  return currencyTable.map(({ code, label }) => ({ code, value: code, label }));
}
