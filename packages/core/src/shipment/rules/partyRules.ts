import type { AddressElement } from '../../contract/options';
import { isUs, normalizeUsState, US_ZIP_PATTERN } from '../../countries/index';
import { ADDRESS_LIMITS } from '../../limits/index';
import { addressElementsOf, type ValidationContext } from '../../validation/context';
import type { FieldErrorList } from '../../validation/fieldErrors';
import {
  email,
  first,
  isBlank,
  maxLength,
  minLength,
  phone,
  required,
  yesNo,
} from '../../validation/fieldRules';
import type { Party } from '../model/partySchema';

/** Party maximums of spec 01 §5: international, and the tighter domestic ones (carrier label sizes). */
export const PARTY_LIMITS = {
  international: { companyName: 60, contactName: 35, addressLine: 45 },
  domestic: { companyName: 27, contactName: 22, addressLine: 35, addressLinesTotal: 73 },
  phone: 25,
  extension: 5,
  email: 60,
  taxId: 20,
  city: ADDRESS_LIMITS.city,
  postalCode: ADDRESS_LIMITS.postalCode,
  suburb: 35,
  division: 35,
} as const;

/** The division elements, in the order their label is chosen when a country uses several. */
const DIVISION_ELEMENTS = [
  'state',
  'province',
  'county',
  'district',
] as const satisfies readonly AddressElement[];

/**
 * The party fields of spec 01 §5 (shared with saved contacts, spec 03 §5), for the sender
 * (`shipmentFrom`) or the recipient (`shipmentTo`). Decision: address line 1 is required at both
 * ends; the spec names the origin, but no carrier delivers without a street line.
 */
export function validateParty(
  p: Party,
  role: 'shipmentFrom' | 'shipmentTo',
  domestic: boolean,
  ctx: ValidationContext,
  out: FieldErrorList,
): void {
  const { t } = ctx;
  const at = (field: string) => `${role}.${field}`;
  const max = domestic ? PARTY_LIMITS.domestic : PARTY_LIMITS.international;

  out.error(at('country'), required(t, 'country', p.country));
  out.error(
    at('companyName'),
    first(
      required(t, 'companyName', p.companyName),
      minLength(t, 'companyName', p.companyName, 2),
      maxLength(t, 'companyName', p.companyName, max.companyName),
    ),
  );
  out.error(
    at('contactName'),
    first(
      required(t, 'contactName', p.contactName),
      minLength(t, 'contactName', p.contactName, 3),
      maxLength(t, 'contactName', p.contactName, max.contactName),
    ),
  );

  const a = p.address;
  out.error(
    at('address.addressLine1'),
    first(
      required(t, 'addressLine1', a.addressLine1),
      minLength(t, 'addressLine1', a.addressLine1, 2),
      maxLength(t, 'addressLine1', a.addressLine1, max.addressLine),
    ),
  );
  out.error(at('address.addressLine2'), maxLength(t, 'addressLine2', a.addressLine2, max.addressLine));
  out.error(at('address.addressLine3'), maxLength(t, 'addressLine3', a.addressLine3, max.addressLine));
  if (domestic) {
    const total = a.addressLine1.trim().length + a.addressLine2.trim().length + a.addressLine3.trim().length;
    const excess = total - PARTY_LIMITS.domestic.addressLinesTotal;
    if (excess > 0) out.error(at('address'), t('draft.party.addressLinesTooLong', { excess }));
  }

  const elements = addressElementsOf(ctx, p.country);
  const uses = (e: AddressElement) => elements.includes(e);
  out.error(
    at('address.city'),
    first(uses('city') ? required(t, 'city', a.city) : null, maxLength(t, 'city', a.city, PARTY_LIMITS.city)),
  );
  out.error(
    at('address.suburb'),
    first(
      uses('suburb') ? required(t, 'suburb', a.suburb) : null,
      maxLength(t, 'suburb', a.suburb, PARTY_LIMITS.suburb),
    ),
  );
  const divisionElement = DIVISION_ELEMENTS.find(uses);
  const divisionName = divisionElement ?? 'state';
  if (isUs(p.country)) {
    // The US division is a required choice from the state list.
    out.error(
      at('address.division'),
      normalizeUsState(a.division) === undefined ? required(t, 'state', '') : null,
    );
  } else {
    out.error(
      at('address.division'),
      first(
        divisionElement ? required(t, divisionName, a.division) : null,
        maxLength(t, divisionName, a.division, PARTY_LIMITS.division),
      ),
    );
  }
  const postalName = isUs(p.country) ? 'zip' : 'postalCode';
  out.error(
    at('address.postalCode'),
    first(
      uses('postalCode') ? required(t, postalName, a.postalCode) : null,
      maxLength(t, postalName, a.postalCode, PARTY_LIMITS.postalCode),
      isUs(p.country) && !isBlank(a.postalCode) && !US_ZIP_PATTERN.test(a.postalCode.trim())
        ? t('postalCode.usFormat')
        : null,
    ),
  );

  out.error(
    at('phoneNumber'),
    first(
      required(t, 'phoneNumber', p.phoneNumber),
      maxLength(t, 'phoneNumber', p.phoneNumber, PARTY_LIMITS.phone),
      phone(t, 'phoneNumber', p.phoneNumber, p.country),
    ),
  );
  out.error(
    at('phoneNumberExtension'),
    maxLength(t, 'phoneNumberExtension', p.phoneNumberExtension, PARTY_LIMITS.extension),
  );
  out.error(at('email'), first(email(t, p.email), maxLength(t, 'email', p.email, PARTY_LIMITS.email)));
  out.error(at('isResidential'), yesNo(t, p.isResidential));

  // VAT, TAX ID and EORI: international only; a number is required once its toggle is on.
  if (!domestic) {
    const taxIds = [
      ['isVATIncluded', 'VATNumber'],
      ['isTaxIdIncluded', 'taxId'],
      ['isEORINumberIncluded', 'EORINumber'],
    ] as const;
    for (const [toggle, field] of taxIds) {
      if (!p[toggle]) continue;
      out.error(
        at(field),
        first(required(t, field, p[field]), maxLength(t, field, p[field], PARTY_LIMITS.taxId)),
      );
    }
  }
}
