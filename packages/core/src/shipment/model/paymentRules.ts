import type { DutiesPayer, FreightPayer, TermsOfTradeCode } from '../../contract/prepare';

/**
 * spec 01 §4 "Payment": choosing who pays duties sets the customs terms — my account or a third
 * party gives DDP (delivered duty paid), the receiver gives DAP.
 */
export function termsForDutiesPayer(payer: DutiesPayer): TermsOfTradeCode {
  return payer === 'receiver' ? 'DAP' : 'DDP';
}

/** Freight billed to someone else's account needs that account number (spec 01 §5). */
export const isAccountNumberRequired = (freight: FreightPayer | null): boolean =>
  freight === 'receiver' || freight === 'third_party';

/** A third party paying duties on a dutiable shipment needs a duty account (spec 01 §5). */
export const isDutyAccountRequired = (duties: DutiesPayer | null, dutiable: boolean): boolean =>
  dutiable && duties === 'third_party';

/** The associated zip is required for domestic receiver or third-party payers (spec 01 §5). */
export const isAssociatedZipRequired = (freight: FreightPayer | null, domestic: boolean): boolean =>
  domestic && isAccountNumberRequired(freight);
