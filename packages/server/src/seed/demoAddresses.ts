import { type SavedAddressBodyInput, savedAddressBody } from '@shipdeck/core/contract';
import { blocking, checkSavedAddress } from '../addresses/savedAddressRules';
import { savedAddressColumns } from '../addresses/savedAddressService';
import { savedAddresses } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { DEMO_CLIENT_ID } from './demoAccounts';

type Contact = [
  company: string,
  contact: string,
  country: string,
  lines: [string, string?],
  city: string,
  division: string,
  postalCode: string,
  phone: string,
  email: string,
  residential: boolean,
  taxIds?: { vatNumber?: string; eoriNumber?: string; taxId?: string },
];

/**
 * The demo client's address book (issue 10): a dozen contacts a ceramics studio in New York would keep —
 * customers and suppliers at home and abroad, businesses and homes, VAT and EORI numbers for the EU and UK
 * ones. Fictitious names; street addresses of public places, and phone numbers in the ranges set aside
 * for fiction or formatted as real ones are. Demo data only (SHIPDECK_DEMO_DATA=on).
 */
const CONTACTS: readonly Contact[] = [
  [
    'Atlas Home Goods',
    'Priya Raman',
    'US',
    ['1 Ferry Building', 'Suite 48'],
    'San Francisco',
    'CA',
    '94111',
    '+1 415 555 0134',
    'priya@atlashome.example',
    false,
  ],
  [
    'Blue Ridge Pottery Supply',
    'Tom Whitaker',
    'US',
    ['118 College St'],
    'Asheville',
    'NC',
    '28801',
    '+1 828 555 0176',
    'orders@blueridgepottery.example',
    false,
  ],
  [
    'Chen Residence',
    'Lily Chen',
    'US',
    ['2400 N Lakeview Ave', 'Apt 12B'],
    'Chicago',
    'IL',
    '60614',
    '+1 312 555 0188',
    'lily.chen@example.com',
    true,
  ],
  [
    'Desert Bloom Interiors',
    'Marco Alvarez',
    'US',
    ['7014 E Camelback Rd'],
    'Scottsdale',
    'AZ',
    '85251',
    '+1 480 555 0121',
    'marco@desertbloom.example',
    false,
  ],
  [
    'Emerald City Ceramics',
    'Hannah Olsen',
    'US',
    ['85 Pike St'],
    'Seattle',
    'WA',
    '98101',
    '+1 206 555 0149',
    'hannah@emeraldceramics.example',
    false,
  ],
  [
    'Fenway Gift Shop',
    'Sean Murphy',
    'US',
    ['4 Jersey St'],
    'Boston',
    'MA',
    '02215',
    '+1 617 555 0163',
    'sean@fenwaygifts.example',
    false,
  ],
  [
    'Keramik Haus',
    'Jonas Weber',
    'DE',
    ['Unter den Linden 1'],
    'Berlin',
    '',
    '10117',
    '+49 30 901820',
    'jonas.weber@keramikhaus.example',
    false,
    { vatNumber: 'DE123456789', eoriNumber: 'DE123456789012345' },
  ],
  [
    'Thames Gallery Ltd',
    'Olivia Grant',
    'GB',
    ['12 Bankside'],
    'London',
    '',
    'SE1 9TG',
    '+44 20 7946 0958',
    'olivia@thamesgallery.example',
    false,
    { vatNumber: 'GB123456789', eoriNumber: 'GB123456789000' },
  ],
  [
    'Maison Dubois',
    'Claire Dubois',
    'FR',
    ['8 Rue de Rivoli'],
    'Paris',
    '',
    '75004',
    '+33 1 42 76 40 40',
    'claire@maisondubois.example',
    true,
  ],
  [
    'Maple Leaf Crafts',
    'Ethan Tremblay',
    'CA',
    ['301 Front St W'],
    'Toronto',
    'ON',
    'M5V 2T6',
    '+1 416 555 0117',
    'ethan@mapleleafcrafts.example',
    false,
    { taxId: '123456789RT0001' },
  ],
  [
    'Sakura Tableware',
    'Yuki Tanaka',
    'JP',
    ['1-1 Marunouchi', 'Chiyoda-ku'],
    'Tokyo',
    'Tokyo',
    '100-0005',
    '+81 3 3211 1111',
    'yuki@sakuratableware.example',
    false,
  ],
  [
    'Harbour Homewares',
    'Chloe Nguyen',
    'AU',
    ['2 Circular Quay W'],
    'Sydney',
    'NSW',
    '2000',
    '+61 2 9250 7111',
    'chloe@harbourhome.example',
    false,
  ],
];

export const DEMO_ADDRESS_COUNT = CONTACTS.length;

export function demoAddressesStep(deps: { now: () => Date }): SeedStep {
  return {
    name: '2026-issue-10-demo-addresses',
    async run(db) {
      const at = deps.now();
      const rows = CONTACTS.map((contact, index) => {
        const [
          companyName,
          contactName,
          countryCode,
          [line1, line2],
          locality,
          administrativeArea,
          postalCode,
          phone,
          email,
          isResidential,
          taxIds,
        ] = contact;
        const input: SavedAddressBodyInput = {
          companyName,
          contactName,
          address: {
            addressLine1: line1,
            addressLine2: line2 ?? '',
            locality,
            administrativeArea,
            postalCode,
            countryCode,
          },
          contact: { email, phone: { number: phone } },
          isResidential,
          ...taxIds,
        };
        // The demo contacts meet the rules every contact meets: one that did not would load with errors.
        const { body, violations } = checkSavedAddress(savedAddressBody.parse(input));
        const errors = blocking(violations);
        if (errors.length > 0) throw new Error(`demo contact ${companyName}: ${JSON.stringify(errors)}`);
        return {
          id: `00000000-0000-4000-8000-00000000a${String(index + 1).padStart(3, '0')}`,
          ownerId: DEMO_CLIENT_ID,
          createdBy: DEMO_CLIENT_ID,
          updatedBy: DEMO_CLIENT_ID,
          ...savedAddressColumns(body),
          createdOn: at,
          updatedOn: at,
        };
      });
      await db.insert(savedAddresses).values(rows).onConflictDoNothing();
    },
  };
}
