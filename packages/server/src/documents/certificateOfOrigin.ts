import { roundTo } from '@shipdeck/core/units';
import { rgb } from 'pdf-lib';
import { countryName, formatWeight, groupedTrackingNumber } from './documentFormat';
import type { ShipmentDocumentInput } from './documentInput';
import {
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
 * The certificate of origin, when the shipper chose it (spec 01 §2 step 2, dutiable shipments only):
 * exporter, consignee, transport details, the goods with their HS codes and countries of origin, the
 * exporter's declaration and signature, and an empty box for the certifying body (a chamber of
 * commerce) to certify it.
 */
export const ORIGIN_DECLARATION =
  'The undersigned, the exporter of the goods described above, hereby declares that the above details and statements are correct and that the goods originate in the countries of origin stated.';

export const CERTIFICATION =
  'It is hereby certified, on the basis of control carried out, that the declaration by the exporter is correct.';

export async function renderCertificateOfOrigin(input: ShipmentDocumentInput): Promise<Uint8Array> {
  const customs = input.customs;
  if (!customs) throw new Error('a certificate of origin needs the customs block of a dutiable shipment');
  const title = 'CERTIFICATE OF ORIGIN';
  const flow = await startLetterDocument(title, {
    title: `${title} ${input.trackingNumber}`,
    shipDate: input.shipDate,
    keywords: [input.trackingNumber, 'certificate of origin', 'sandbox sample'],
  });
  const { doc, fonts } = flow;
  flow.gap(28);
  drawPartyColumns(flow, [
    ['1. EXPORTER', partyLines(input.sender)],
    ['2. CONSIGNEE', partyLines(input.recipient)],
  ]);
  drawFacts(flow, [
    ['3. Carrier and service', `${input.carrier} ${input.service.name}`],
    ['Waybill / tracking number', groupedTrackingNumber(input.carrier, input.trackingNumber)],
    ['Ship date', input.shipDate],
    ['Invoice number', customs.invoiceNumber ?? input.shipmentId ?? input.trackingNumber],
    ['From', countryName(input.sender.address.countryCode)],
    ['To', countryName(input.recipient.address.countryCode)],
  ]);
  flow.gap(8);

  const marks = customs.packageMarks ?? '—';
  drawTable(
    flow,
    [
      { header: '4. Marks & nos.', weight: 14 },
      { header: '5. Description of goods', weight: 34 },
      { header: 'HS / Schedule B', weight: 14 },
      { header: 'Quantity', weight: 12, align: 'right' },
      { header: '6. Country of origin', weight: 14 },
      { header: 'Net weight', weight: 12, align: 'right' },
    ],
    customs.exportLineItems.map((item) => [
      marks,
      item.description,
      item.commodityCode ?? '—',
      `${item.quantity} ${item.unit}`,
      countryName(item.countryOfManufacture),
      formatWeight(roundTo(item.weight * item.quantity, 3), input.measurementSystem),
    ]),
  );
  flow.gap(14);

  // 7. The exporter's declaration and signature.
  flow.need(90);
  flow.paragraph('7. DECLARATION BY THE EXPORTER', { bold: true, size: 9 });
  flow.paragraph(ORIGIN_DECLARATION);
  flow.gap(26);
  const right = MARGIN + flow.width;
  signatureRule(flow, MARGIN, flow.width / 2 - 20);
  flow.gap(10);
  drawLine(flow.page, `Signature: ${input.sender.contactName}, ${input.sender.companyName}`, MARGIN, flow.y, {
    font: fonts.regular,
    size: 7,
    width: flow.width / 2 - 20,
  });
  drawLine(
    flow.page,
    `Place and date: ${input.sender.address.city ?? ''}, ${input.shipDate}`,
    right,
    flow.y,
    {
      font: fonts.regular,
      size: 7,
      align: 'right',
    },
  );
  flow.gap(22);

  // 8. For the certifying body.
  flow.need(100);
  flow.paragraph('8. CERTIFICATION', { bold: true, size: 9 });
  flow.paragraph(CERTIFICATION);
  flow.page.drawRectangle({
    x: MARGIN,
    y: flow.y - 64,
    width: flow.width,
    height: 70,
    borderColor: rgb(0, 0, 0),
    borderWidth: 0.6,
    borderDashArray: [3, 2],
  });
  drawLine(flow.page, 'Stamp and signature of the certifying body', MARGIN + 6, flow.y - 58, {
    font: fonts.regular,
    size: 7,
  });
  flow.gap(72);

  flow.numberPages(`${title} · ${input.trackingNumber} · Shipdeck sandbox sample, not certified`);
  return doc.save();
}
