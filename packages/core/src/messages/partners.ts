/**
 * Partner keys (issue 9): the texts of the origin rule, which the app's form and the API both check
 * (the API answers them at the field).
 */
export const partnerMessages = {
  /** The label of a key's partner name, in the app's form and in the API's violation. */
  'partnerKey.nameLabel': 'Partner',
  'partnerKey.originInvalid':
    '{value} is not an origin. Give the scheme and host only, like https://shop.example.com',
  'partnerKey.originsRequired': 'Give at least one origin the widget may be embedded on',
} as const;
