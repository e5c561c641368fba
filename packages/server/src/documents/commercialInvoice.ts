import { formatMoney } from '@shipdeck/core/format';
import {
  EXPORT_TYPE_OPTIONS,
  exportFilingLegend,
  PROFORMA_INVOICE_TYPE,
  PROFORMA_PURPOSE_OPTIONS,
  TERMS_OF_TRADE_OPTIONS,
  WHO_PAYS_OPTIONS,
} from '@shipdeck/core/shipment';
import { roundTo } from '@shipdeck/core/units';
import { countryName, formatWeight, groupedTrackingNumber, totalWeight } from './documentFormat';
import { type DocumentCustoms, labelCount, type ShipmentDocumentInput } from './documentInput';
import {
  type Cell,
  type Column,
  drawFacts,
  drawPartyColumns,
  drawTable,
  MARGIN,
  partyLines,
  signatureRule,
  startLetterDocument,
} from './letterPages';
import { drawLine } from './pdfText';

/**
 * The commercial invoice of a dutiable shipment (customs invoice; a proforma invoice when the goods
 * are not sold): who ships and who receives, the invoice's number and date, the waybill, terms of
 * trade, reason for export, currency, each line (description, HS code, origin, quantity, values,
 * weight), the totals with freight, insurance and other charges, the export filing legend (EEI / ITN
 * or the FTR exemption), and the shipper's declaration with a signature block.
 */

/**
 * The US Destination Control Statement (15 CFR 758.6), printed on the commercial invoice of every
 * US export. Decision: on every export, as carriers' own invoice forms do, since the sandbox does
 * not know which items are on the Commerce Control List.
 */
export const DESTINATION_CONTROL_STATEMENT =
  'These commodities, technology, or software were exported from the United States in accordance with the Export Administration Regulations. Diversion contrary to U.S. law is prohibited.';

export const INVOICE_DECLARATION =
  'I declare that all the information contained in this invoice is true and correct, and that the contents and value of this shipment are as stated above.';

const labelOf = (options: ReadonlyArray<{ code: string; label: string }>, code: string | null | undefined) =>
  options.find((option) => option.code === code)?.label;

/**
 * Why the goods leave: a sale for a commercial invoice, the proforma's purpose (Gift, Sample,
 * Return/Repair) otherwise. Decision: a proforma with no purpose chosen reads "Not sold".
 */
export function reasonForExport(customs: Pick<DocumentCustoms, 'invoiceType' | 'purposeOfShipment'>): string {
  if (customs.invoiceType !== PROFORMA_INVOICE_TYPE) return 'Sale';
  return labelOf(PROFORMA_PURPOSE_OPTIONS, customs.purposeOfShipment) ?? 'Not sold';
}

/** The lines' subtotal, the charges, and the invoice total (spec 01 §3: subtotal is value times quantity). */
export function invoiceTotals(customs: DocumentCustoms): {
  subtotal: number;
  freight: number;
  insurance: number;
  other: number;
  total: number;
} {
  const subtotal = roundTo(
    customs.exportLineItems.reduce((sum, item) => sum + roundTo(item.unitValue * item.quantity, 2), 0),
    2,
  );
  const freight = customs.freightCharge ?? 0;
  const insurance = customs.insuranceCharge ?? 0;
  const other = customs.miscCharge ?? 0;
  return { subtotal, freight, insurance, other, total: roundTo(subtotal + freight + insurance + other, 2) };
}

export function invoiceTitle(customs: Pick<DocumentCustoms, 'invoiceType'>): string {
  return customs.invoiceType === PROFORMA_INVOICE_TYPE ? 'PROFORMA INVOICE' : 'COMMERCIAL INVOICE';
}

export async function renderCommercialInvoice(input: ShipmentDocumentInput): Promise<Uint8Array> {
  const customs = input.customs;
  if (!customs) throw new Error('a commercial invoice needs the customs block of a dutiable shipment');
  const title = invoiceTitle(customs);
  const flow = await startLetterDocument(title, {
    title: `${title} ${input.trackingNumber}`,
    shipDate: input.shipDate,
    keywords: [input.trackingNumber, 'commercial invoice', 'sandbox sample'],
  });
  const { doc, fonts } = flow;
  const money = (amount: number) => formatMoney(amount, input.currency);

  // The invoice's own numbers, beside the title.
  const right = MARGIN + flow.width;
  const ids: Array<[string, string]> = [
    ['Invoice number', customs.invoiceNumber ?? input.shipmentId ?? input.trackingNumber],
    ['Invoice date', input.shipDate],
    ['Waybill / tracking number', groupedTrackingNumber(input.carrier, input.trackingNumber)],
    ['Carrier and service', `${input.carrier} ${input.service.name}`],
  ];
  for (const [i, [label, value]] of ids.entries())
    drawLine(flow.page, `${label}: ${value}`, right, flow.y + 8 - i * 10, {
      font: fonts.regular,
      size: 8,
      align: 'right',
    });
  flow.gap(40);

  drawPartyColumns(flow, [
    ['SHIPPER / EXPORTER', partyLines(input.sender)],
    ['CONSIGNEE', partyLines(input.recipient)],
  ]);
  flow.paragraph('Importer (if other than consignee): same as consignee.', { size: 7 });
  flow.gap(6);

  const terms = TERMS_OF_TRADE_OPTIONS.find((option) => option.code === customs.termsOfTrade.code);
  const exportType = EXPORT_TYPE_OPTIONS.find((option) => option.code === customs.exportType);
  const netWeight = roundTo(
    customs.exportLineItems.reduce((sum, item) => sum + item.weight * item.quantity, 0),
    3,
  );
  drawFacts(flow, [
    ['Terms of trade', terms ? `${terms.code} (${terms.description})` : customs.termsOfTrade.code],
    ['Reason for export', reasonForExport(customs)],
    ['Export type', exportType ? `${exportType.label}: ${exportType.description}` : customs.exportType],
    ['Currency', input.currency],
    ['Country of origin (shipper)', countryName(input.sender.address.countryCode)],
    ['Ultimate destination', countryName(input.recipient.address.countryCode)],
    ['Number of packages', String(labelCount(input))],
    ['Total gross weight', formatWeight(totalWeight(input), input.measurementSystem)],
    ['Total net weight', formatWeight(netWeight, input.measurementSystem)],
    ['Duties and taxes paid by', labelOf(WHO_PAYS_OPTIONS, customs.whoPaysDuties) ?? customs.whoPaysDuties],
    ['Shipment reference', input.references.shipment ?? '—'],
    ['Receiver reference', input.references.receiver ?? '—'],
  ]);
  flow.gap(8);

  // The lines.
  const columns: Column[] = [
    { header: 'No.', weight: 4 },
    { header: 'Full description of goods', weight: 30 },
    { header: 'HS / Schedule B', weight: 13 },
    { header: 'Origin', weight: 6 },
    { header: 'Qty', weight: 6, align: 'right' },
    { header: 'Unit', weight: 6 },
    { header: 'Unit value', weight: 11, align: 'right' },
    { header: 'Net weight', weight: 10, align: 'right' },
    { header: 'Total value', weight: 12, align: 'right' },
  ];
  const rows: Cell[][] = customs.exportLineItems.map((item, i) => {
    const notes = [
      item.eccn ? `ECCN: ${item.eccn}` : '',
      item.exportLicenseNumber && item.exportLicenseNumber !== 'none'
        ? `Export license: ${item.exportLicenseNumber}${item.exportLicenseExpiryDate ? `, expires ${item.exportLicenseExpiryDate}` : ''}`
        : '',
      item.licenseSymbol ? `License symbol: ${item.licenseSymbol}` : '',
    ].filter(Boolean);
    return [
      String(i + 1),
      { text: item.description, notes },
      item.commodityCode ?? '—',
      item.countryOfManufacture,
      String(item.quantity),
      item.unit,
      money(item.unitValue),
      formatWeight(roundTo(item.weight * item.quantity, 3), input.measurementSystem),
      money(roundTo(item.unitValue * item.quantity, 2)),
    ];
  });
  drawTable(flow, columns, rows);
  flow.gap(8);

  // Totals, right-aligned under the value column.
  const totals = invoiceTotals(customs);
  const totalLines: Array<[string, number, boolean]> = [
    ['Subtotal', totals.subtotal, false],
    ['Freight', totals.freight, false],
    ['Insurance', totals.insurance, false],
    ['Other charges', totals.other, false],
    [`Invoice total (${input.currency})`, totals.total, true],
  ];
  flow.need(totalLines.length * 12 + 14);
  for (const [label, amount, bold] of totalLines) {
    const font = bold ? fonts.bold : fonts.regular;
    drawLine(flow.page, label, right - 110, flow.y, { font, size: bold ? 9 : 8, align: 'right' });
    drawLine(flow.page, money(amount), right, flow.y, { font, size: bold ? 9 : 8, align: 'right' });
    flow.y -= 12;
  }
  drawLine(
    flow.page,
    `Declared value: ${money(customs.declaredValue)}`,
    MARGIN,
    flow.y + 12 * totalLines.length,
    {
      font: fonts.regular,
      size: 8,
    },
  );
  flow.gap(8);

  // Export filing, remarks.
  const legend = exportFilingLegend(customs.eeiFiling);
  if (legend) flow.paragraph(`Export filing: ${legend}`, { bold: true, size: 9 });
  if (customs.eeiFiling) flow.paragraph(DESTINATION_CONTROL_STATEMENT, { size: 7.5 });
  if (customs.packageMarks) flow.paragraph(`Package marks: ${customs.packageMarks}`);
  if (customs.packageRemarks1) flow.paragraph(`Remarks: ${customs.packageRemarks1}`);
  flow.gap(10);

  // Declaration and signature.
  flow.need(80);
  flow.paragraph(INVOICE_DECLARATION, { size: 8 });
  flow.gap(26);
  signatureRule(flow, MARGIN, flow.width / 2 - 20);
  signatureRule(flow, MARGIN + flow.width / 2, flow.width / 2);
  flow.gap(10);
  drawLine(flow.page, 'Signature of shipper / exporter', MARGIN, flow.y, { font: fonts.regular, size: 7 });
  drawLine(flow.page, 'Title', MARGIN + flow.width / 2, flow.y, { font: fonts.regular, size: 7 });
  flow.gap(12);
  drawLine(flow.page, `Name: ${input.sender.contactName}`, MARGIN, flow.y, { font: fonts.regular, size: 8 });
  drawLine(flow.page, `Date: ${input.shipDate}`, MARGIN + flow.width / 2, flow.y, {
    font: fonts.regular,
    size: 8,
  });

  flow.numberPages(`${title} · ${input.trackingNumber} · Shipdeck sandbox sample, not for customs use`);
  return doc.save();
}
