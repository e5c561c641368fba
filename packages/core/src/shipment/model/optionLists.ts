import type { AdditionalServiceOption, ChoiceOption, TermsOfTradeOption } from '../../contract/options';
import type { DutiesPayer, EeiFilingType, ExportType, FreightPayer } from '../../contract/prepare';
import { DEFAULT_FOREIGN_TRADE_REGULATION, DEFAULT_FTR_EXEMPTION, SERVICE_IDS } from './options';

/**
 * The option lists of the prepare flow (spec 01 §3 "Option lists", §7), as the server answers them and
 * the widget may show them. Codes are the model's (options.ts, contract/prepare.ts); labels are the
 * spec's words where it gives them (spec 01 §9) and ours, said so, where it does not.
 */

const choice = (code: string, label: string, description?: string): ChoiceOption => ({
  code,
  value: code,
  label,
  ...(description ? { description } : {}),
});

/**
 * FTR exemptions offered when the export filing is "other" (spec 01 §5). Decision: the two exemptions
 * the model knows (the default regulation 30.36 and the default exemption 30.37(a), spec 01 §3, §9),
 * worded as the Foreign Trade Regulations state them.
 */
export const FTR_EXEMPTION_OPTIONS: readonly ChoiceOption[] = [
  choice(
    DEFAULT_FTR_EXEMPTION,
    `${DEFAULT_FTR_EXEMPTION} — Value of $2,500 or less per Schedule B number, no license required`,
  ),
  choice(DEFAULT_FOREIGN_TRADE_REGULATION, `${DEFAULT_FOREIGN_TRADE_REGULATION} — Exports to Canada`),
];

/** Who pays (spec 01 §9 "Freight payment types: My Optimal Account, Receiver, Third Party, House Account"). */
export const WHO_PAYS_OPTIONS: readonly ChoiceOption[] = [
  choice('my_account' satisfies FreightPayer & DutiesPayer, 'My Optimal Account'),
  choice('receiver' satisfies FreightPayer & DutiesPayer, 'Receiver'),
  choice('third_party' satisfies FreightPayer & DutiesPayer, 'Third Party'),
  choice('house_account' satisfies FreightPayer, 'House Account'),
];

/** Customs terms of trade (spec 01 §9 "Terms: DAP, DDP"); the definitions are ours (Incoterms 2020). */
export const TERMS_OF_TRADE_OPTIONS: readonly TermsOfTradeOption[] = [
  {
    code: 'DAP',
    value: 'DAP',
    label: 'DAP',
    description: 'Delivered At Place',
    definition:
      'The shipper pays for delivery to the named place. The receiver pays the import duties and taxes and clears the goods through customs.',
  },
  {
    code: 'DDP',
    value: 'DDP',
    label: 'DDP',
    description: 'Delivered Duty Paid',
    definition:
      'The shipper pays for delivery to the named place and pays the import duties and taxes. The receiver pays nothing on delivery.',
  },
];

/**
 * Units an invoice line's quantity is counted in (spec 01 §3 "item quantity units"): the Schedule B
 * units a parcel shipper uses. Units not sold by quantity (spec 01 §4: CONE, RILL, ROLL, TU, 2M, 2NO,
 * 3M, 3KG) are cleared from items, so they are not offered.
 */
export const ITEM_QUANTITY_OPTIONS: readonly ChoiceOption[] = [
  choice('PCS', 'Pieces'),
  choice('NO', 'Number'),
  choice('PRS', 'Pairs'),
  choice('DOZ', 'Dozen'),
  choice('DPR', 'Dozen Pairs'),
  choice('GR', 'Gross'),
  choice('KG', 'Kilograms'),
  choice('G', 'Grams'),
  choice('T', 'Metric Tons'),
  choice('L', 'Liters'),
  choice('M', 'Meters'),
  choice('M2', 'Square Meters'),
  choice('M3', 'Cubic Meters'),
  choice('CM2', 'Square Centimeters'),
  choice('X', 'No Quantity Required'),
];

/**
 * Invoice types as offered (spec 01 §9): the proforma option second and External removed. The
 * proforma sub-options are the purposes below (Gift, Sample, Return/Repair).
 */
export const INVOICE_TYPE_OPTIONS: readonly ChoiceOption[] = [
  choice('commercial', 'Commercial'),
  choice('proforma', 'Proforma'),
];

/** The proforma invoice's purposes of shipment, labelled as spec 01 §9 labels the sub-options. */
export const PROFORMA_PURPOSE_OPTIONS: readonly ChoiceOption[] = [
  choice('gift', 'Gift'),
  choice('sample', 'Sample'),
  choice('return_repair', 'Return/Repair'),
];

/** Electronic export filing choices (spec 01 §3: exempted, other, no); the wording is ours. */
export const EEI_FILING_TYPE_OPTIONS: readonly ChoiceOption[] = [
  choice(
    'exempted' satisfies EeiFilingType,
    'Exempted',
    `No filing needed: exempt under ${DEFAULT_FTR_EXEMPTION}`,
  ),
  choice(
    'other' satisfies EeiFilingType,
    'Other exemption',
    'No filing needed: exempt under another FTR exemption',
  ),
  choice(
    'no' satisfies EeiFilingType,
    'Not exempted',
    'The export is filed: give its ITN, or the EIN to file with',
  ),
];

/** Export types (spec 01 §3: "Permanent: it won't be shipped back; Temporary: it will be shipped back"). */
export const EXPORT_TYPE_OPTIONS: readonly ChoiceOption[] = [
  choice('permanent' satisfies ExportType, 'Permanent', "It won't be shipped back"),
  choice('temporary' satisfies ExportType, 'Temporary', 'It will be shipped back'),
];

/** spec 01 §2 step 2: the domestic signature selector's tooltip. */
const ADDITIONAL_FEES = 'Additional Fees may apply';

/**
 * Additional services per carrier (spec 01 §7 `/additional_service_options?carrier=UPS`). Domestic
 * carriers (UPS, FedEx) offer the signature options 2 and 3 (spec 01 §9); DHL offers direct signature
 * and neutral delivery (spec 01 §9 "SF", "NN"), the certificate of origin and the return label (ids ours).
 */
export const ADDITIONAL_SERVICE_OPTIONS: Readonly<Record<string, readonly AdditionalServiceOption[]>> = {
  UPS: domesticSignatures('UPS'),
  FEDEX: domesticSignatures('FEDEX'),
  DHL: [
    {
      code: SERVICE_IDS.directSignature,
      value: SERVICE_IDS.directSignature,
      label: 'Direct Signature',
      carrier: 'DHL',
    },
    {
      code: SERVICE_IDS.neutralDelivery,
      value: SERVICE_IDS.neutralDelivery,
      label: 'Neutral Delivery Service',
      carrier: 'DHL',
    },
    {
      code: SERVICE_IDS.certificateOfOrigin,
      value: SERVICE_IDS.certificateOfOrigin,
      label: 'Certificate of Origin',
      carrier: 'DHL',
    },
    { code: SERVICE_IDS.returnLabel, value: SERVICE_IDS.returnLabel, label: 'Return Label', carrier: 'DHL' },
  ],
};

function domesticSignatures(carrier: string): AdditionalServiceOption[] {
  return [
    { code: '2', value: 2, label: 'Signature Required', carrier, tooltip: ADDITIONAL_FEES },
    { code: '3', value: 3, label: 'Adult Signature Required', carrier, tooltip: ADDITIONAL_FEES },
  ];
}
