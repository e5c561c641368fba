import type { SavedAddressBody, SavedAddressResource } from '../contract/addresses';
import { normalizeParty } from '../shipment/model/normalize';
import type { Party } from '../shipment/model/partySchema';

/**
 * A saved contact as the app holds it (spec 03 §3 "Saved address"): the party fields of the shipment
 * form (so a contact loads into the sender or the recipient as it is) with its id and nickname, which
 * equals the contact name.
 */
export type SavedAddress = Party & {
  id: string;
  nickname: string;
};

/** The server's shape (spec 03 §3) as the form's: locality → city, dependentLocality → suburb … */
export function savedAddressFromResource(resource: SavedAddressResource): SavedAddress {
  return { id: resource.id, nickname: resource.nickname, ...partyOfBody(resource) };
}

/** The party a body describes; the VAT, TAX ID and EORI toggles are on when their number is given. */
export function partyOfBody(body: SavedAddressBody): Party {
  const { address, contact } = body;
  // Every field of the party, in the schema's order (savedAddress.test.ts holds it to partySchema).
  return {
    companyName: body.companyName,
    contactName: body.contactName || contact.name,
    country: address.countryCode,
    phoneNumber: contact.phone.number,
    phoneNumberExtension: contact.phone.extension,
    email: contact.email,
    address: {
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      addressLine3: address.addressLine3,
      city: address.locality,
      postalCode: address.postalCode,
      division: address.administrativeArea,
      suburb: address.dependentLocality,
    },
    formattedAddress: formatAddressLine(address),
    isResidential: body.isResidential,
    isVATIncluded: body.vatNumber.trim() !== '',
    isTaxIdIncluded: body.taxId.trim() !== '',
    isEORINumberIncluded: body.eoriNumber.trim() !== '',
    VATNumber: body.vatNumber,
    taxId: body.taxId,
    EORINumber: body.eoriNumber,
  };
}

/** The body that saves a party (the contact form, or a shipment's sender or recipient). */
export function savedAddressBodyOf(party: Party): SavedAddressBody {
  return {
    companyName: party.companyName,
    contactName: party.contactName,
    address: {
      addressLine1: party.address.addressLine1,
      addressLine2: party.address.addressLine2,
      addressLine3: party.address.addressLine3,
      postalCode: party.address.postalCode,
      locality: party.address.city,
      dependentLocality: party.address.suburb,
      administrativeArea: party.address.division,
      countryCode: party.country,
    },
    contact: {
      name: party.contactName,
      email: party.email,
      phone: { number: party.phoneNumber, extension: party.phoneNumberExtension },
    },
    vatNumber: party.isVATIncluded ? party.VATNumber : '',
    taxId: party.isTaxIdIncluded ? party.taxId : '',
    eoriNumber: party.isEORINumberIncluded ? party.EORINumber : '',
    isResidential: party.isResidential,
  };
}

/**
 * A body as it is stored: every text trimmed, the contact's name taken from contactName, the country
 * upper case, US states as their codes and nine-digit zips as 99999-9999 (spec 03 §5 "the postal code
 * is reformatted by country and US state names are normalised"), by the shipment form's own rule.
 */
export function normalizeSavedAddressBody(body: SavedAddressBody): SavedAddressBody {
  const party = partyOfBody(body);
  for (const key of Object.keys(party) as Array<keyof Party>) {
    if (typeof party[key] === 'string')
      (party as Record<string, unknown>)[key] = (party[key] as string).trim();
  }
  for (const key of Object.keys(party.address) as Array<keyof Party['address']>) {
    party.address[key] = party.address[key].trim();
  }
  normalizeParty(party);
  return savedAddressBodyOf(party);
}

/**
 * The Address column of the list (spec 03 §2) and `formattedAddress`: the lines, then suburb, city,
 * division and postal code, then the country code, empty parts left out.
 * "350 Fifth Avenue, New York, NY 10118, US".
 */
export function formatAddressLine(address: SavedAddressBody['address']): string {
  const place = [address.administrativeArea, address.postalCode].filter((part) => part.trim()).join(' ');
  return [
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    address.dependentLocality,
    address.locality,
    place,
    address.countryCode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
