import type { SavedAddressResource } from '../contract/addresses';

/**
 * What an address file row holds, in the body's shape (spec 03 §3), whichever way it was read: a
 * stored contact, a row refused by the import (its residential may be unreadable: null).
 */
export type ContactRow = Pick<
  SavedAddressResource,
  'companyName' | 'contactName' | 'address' | 'contact' | 'vatNumber' | 'taxId' | 'eoriNumber'
> & { nickname?: string; isResidential: boolean | null };

/** The fields a column of an address file can fill. */
export type ContactField =
  | 'contactName'
  | 'firstName'
  | 'lastName'
  | 'nickname'
  | 'companyName'
  | 'email'
  | 'phone'
  | 'phoneExtension'
  | 'vatNumber'
  | 'eoriNumber'
  | 'taxId'
  | 'countryCode'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'postalCode'
  | 'locality'
  | 'dependentLocality'
  | 'administrativeArea'
  | 'residential';

interface ExportColumn {
  header: string;
  value: (row: ContactRow) => string;
}

/** "+1 212 555 0142 ext. 12": the failed-contacts export has one phone column (spec 03 §3). */
export const phoneWithExtension = (phone: { number: string; extension: string }) =>
  phone.extension.trim() ? `${phone.number} ext. ${phone.extension.trim()}` : phone.number;

/**
 * The columns of the failed-contacts export, in the spec's order (spec 03 §3: nickname, companyName,
 * contact e-mail and phone, vatNumber, eoriNumber, taxId, address countryCode, lines 1 to 3, postalCode,
 * locality, dependentLocality, administrativeArea, residential), and of the whole address book's export,
 * so that either file imports again as it is. Decision: headers a person reads ("Company Name"), which the
 * import maps back by name; the nickname column is the contact's name, which the nickname equals.
 */
export const ADDRESS_FILE_COLUMNS: readonly ExportColumn[] = [
  { header: 'Contact Name', value: (row) => row.nickname || row.contactName },
  { header: 'Company Name', value: (row) => row.companyName },
  { header: 'Email', value: (row) => row.contact.email },
  { header: 'Phone', value: (row) => phoneWithExtension(row.contact.phone) },
  { header: 'VAT Number', value: (row) => row.vatNumber },
  { header: 'EORI Number', value: (row) => row.eoriNumber },
  { header: 'Tax ID', value: (row) => row.taxId },
  { header: 'Country', value: (row) => row.address.countryCode },
  { header: 'Address Line 1', value: (row) => row.address.addressLine1 },
  { header: 'Address Line 2', value: (row) => row.address.addressLine2 },
  { header: 'Address Line 3', value: (row) => row.address.addressLine3 },
  { header: 'Postal Code', value: (row) => row.address.postalCode },
  { header: 'City', value: (row) => row.address.locality },
  { header: 'Suburb', value: (row) => row.address.dependentLocality },
  { header: 'State/Province', value: (row) => row.address.administrativeArea },
  // "residential shown as Y" (spec 03 §8); N for a business address, empty when it was unreadable.
  {
    header: 'Residential',
    value: (row) => (row.isResidential === true ? 'Y' : row.isResidential === false ? 'N' : ''),
  },
];

/** The header row and one row of text per contact (cells not yet neutralised: the writers do it). */
export function addressFileRows(rows: readonly ContactRow[]): string[][] {
  return [
    ADDRESS_FILE_COLUMNS.map((column) => column.header),
    ...rows.map((row) => ADDRESS_FILE_COLUMNS.map((column) => column.value(row))),
  ];
}

/** A header as compared: lower case, letters and digits only ("E-mail Address" → "emailaddress"). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const aliases = (field: ContactField, ...headers: string[]) =>
  headers.map((header) => [headerKey(header), field] as const);

/**
 * Column headers by name, any case, spaces and punctuation ignored: ours (ADDRESS_FILE_COLUMNS), the
 * spec's field names, and the address-book exports of the big shipping tools — UPS (ups.com and
 * WorldShip: "Company or Name", "Attention", "State/Province/Other", "Country/Territory", "Residential
 * Indicator"), FedEx (Ship Manager: "Contact", "Company", "Address1", "Zip", "Country Code",
 * "Residential") and DHL (MyDHL+: "Address Line 1", "Suburb", "County", "Country Code", "VAT/Tax ID",
 * "EORI", "Residential Address").
 */
export const HEADER_ALIASES: ReadonlyMap<string, ContactField> = new Map([
  ...aliases(
    'contactName',
    'Contact Name',
    'contactName',
    'Contact',
    'Contact Person',
    'Full Name',
    'Name',
    'Attention',
    'Attention Name',
    'Attn',
    'Recipient Name',
    'Recipient',
    'Receiver Name',
    'Person Name',
  ),
  ...aliases('firstName', 'First Name', 'Given Name', 'Contact First Name'),
  ...aliases('lastName', 'Last Name', 'Surname', 'Family Name', 'Contact Last Name'),
  ...aliases('nickname', 'Nickname', 'Nick Name', 'Address Nickname'),
  ...aliases(
    'companyName',
    'Company Name',
    'companyName',
    'Company',
    'Company or Name',
    'Organization',
    'Organisation',
    'Business Name',
    'Firm',
  ),
  ...aliases(
    'email',
    'Email',
    'E-mail',
    'Email Address',
    'E-mail Address',
    'Contact Email',
    'Notification Email',
  ),
  ...aliases(
    'phone',
    'Phone',
    'Phone Number',
    'phoneNumber',
    'Telephone',
    'Telephone Number',
    'Tel',
    'Contact Phone',
    'Phone No',
  ),
  ...aliases(
    'phoneExtension',
    'Extension',
    'Ext',
    'Phone Extension',
    'phoneNumberExtension',
    'Phone Ext',
    'Telephone Extension',
  ),
  ...aliases('vatNumber', 'VAT Number', 'vatNumber', 'VAT', 'VAT No', 'VAT ID', 'VAT/Tax ID'),
  ...aliases('eoriNumber', 'EORI Number', 'eoriNumber', 'EORI', 'EORI No'),
  ...aliases(
    'taxId',
    'Tax ID',
    'taxId',
    'Tax ID Number',
    'Tax Number',
    'Taxpayer ID',
    'Tax Identification Number',
  ),
  ...aliases(
    'countryCode',
    'Country',
    'countryCode',
    'Country Code',
    'Country/Territory',
    'Country Name',
    'ISO Country Code',
  ),
  ...aliases(
    'addressLine1',
    'Address Line 1',
    'addressLine1',
    'Address 1',
    'Address1',
    'Address',
    'Street',
    'Street Address',
    'Address Line1',
  ),
  ...aliases('addressLine2', 'Address Line 2', 'addressLine2', 'Address 2', 'Address2', 'Address Line2'),
  ...aliases('addressLine3', 'Address Line 3', 'addressLine3', 'Address 3', 'Address3', 'Address Line3'),
  ...aliases(
    'postalCode',
    'Postal Code',
    'postalCode',
    'Zip',
    'Zip Code',
    'ZIP/Postal Code',
    'Postal/Zip Code',
    'Postcode',
    'Post Code',
    'Zip/Postal Code',
  ),
  ...aliases('locality', 'City', 'locality', 'Town', 'City/Town', 'Town/City'),
  ...aliases('dependentLocality', 'Suburb', 'dependentLocality', 'Neighborhood', 'Neighbourhood'),
  ...aliases(
    'administrativeArea',
    'State/Province',
    'administrativeArea',
    'State',
    'State Code',
    'Province',
    'State/Province/Other',
    'State/Prov/Other',
    'State or Province',
    'State/Province Code',
    'County',
    'District',
    'Region',
    'Division',
  ),
  ...aliases(
    'residential',
    'Residential',
    'isResidential',
    'Residential Indicator',
    'Residential Address',
    'Residential Flag',
    'Is Residential',
    'Address Type',
  ),
]);

/** Which field each column fills (by its header); a column we do not know, or a second one for a field, fills none. */
export function columnFields(headers: readonly string[]): Array<ContactField | null> {
  const taken = new Set<ContactField>();
  return headers.map((header) => {
    const field = HEADER_ALIASES.get(headerKey(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * The header row of a file: among its first rows, the one naming the most columns we know, if it names
 * at least a company or contact column and an address line (an export may start with a title row).
 */
export function findHeaderRow(rows: readonly (readonly string[])[], lookAhead = 5): number | null {
  let best: { index: number; known: number } | null = null;
  rows.slice(0, lookAhead).forEach((row, index) => {
    const fields = columnFields(row);
    const known = fields.filter(Boolean).length;
    const named = fields.some((f) => f === 'companyName' || f === 'contactName' || f === 'nickname');
    if (named && fields.includes('addressLine1') && known > (best?.known ?? 0)) best = { index, known };
  });
  return (best as { index: number } | null)?.index ?? null;
}
