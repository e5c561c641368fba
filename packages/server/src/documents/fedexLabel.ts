import { code128Png, fedexPdf417Message, pdf417Png } from './barcodes';
import {
  formatDimensions,
  formatWeight,
  groupedTrackingNumber,
  labelDate,
  signatureLine,
} from './documentFormat';
import { drawImageFit, drawLinearBarcode, drawParty, rule } from './labelParts';
import type { DrawLabel } from './labelSpec';
import { drawLine } from './pdfText';

/**
 * The FedEx label, laid out as FedEx's own: origin and ship-from with ship date, actual weight,
 * dimensions and who is billed; "TO"; the tracking number and service; the destination postal code
 * and country; the PDF417 symbol; the Code 128 of the tracking number. Decision: no airport/URSA
 * routing code (FedEx's sort data we do not have): the destination line is postal code, state and
 * country.
 */
const BILL_TO = {
  my_account: 'BILL SENDER',
  receiver: 'BILL RECIPIENT',
  third_party: 'BILL THIRD PARTY',
  house_account: 'BILL SENDER',
};

export const drawFedexLabel: DrawLabel = async ({ doc, page, fonts, top }, label) => {
  const { input, to, from, box } = label;
  const width = page.getWidth();
  const m = 8;
  const small = { font: fonts.regular, size: 7 } as const;

  // Origin and shipment facts.
  drawLine(page, 'FROM:', m, top - 10, small);
  drawParty(page, fonts, from, m, top - 19, { size: 7, leading: 8, width: 150, bottom: top - 66 });
  const facts = [
    `SHIP DATE: ${labelDate(input.shipDate).replace(/ /g, '')}`,
    `ACTWGT: ${formatWeight(box.weight, input.measurementSystem)}`,
    `DIMS: ${formatDimensions(box, input.measurementSystem)}`,
    label.isReturn ? 'RETURN' : BILL_TO[input.billing.payer],
  ];
  for (const [i, fact] of facts.entries())
    drawLine(page, fact, width - m, top - 10 - i * 9, { ...small, align: 'right' });

  // To.
  const toTop = top - 82;
  drawLine(page, 'TO', m, toTop - 2, { font: fonts.bold, size: 12 });
  drawParty(page, fonts, to, m + 24, toTop, {
    size: 10,
    leading: 11,
    width: width - 2 * m - 24,
    bold: true,
    citySize: 12,
    bottom: 270,
  });
  const ref = [input.references.shipment, input.references.receiver].filter(Boolean).join(' / ');
  if (ref) drawLine(page, `REF: ${ref}`, m, 262, { ...small, width: width - 2 * m });
  rule(page, 256);

  // Tracking number, service, destination and the PDF417.
  drawLine(page, 'TRK#', m, 238, { font: fonts.regular, size: 8 });
  drawLine(page, groupedTrackingNumber('FEDEX', label.trackingNumber), m + 24, 238, {
    font: fonts.bold,
    size: 14,
  });
  drawLine(page, input.service.name.toUpperCase(), width - m, 240, {
    font: fonts.bold,
    size: 10,
    align: 'right',
    width: 120,
  });
  if (label.isReturn) drawLine(page, 'RETURN', width - m, 228, { font: fonts.bold, size: 9, align: 'right' });
  const destination = [
    to.address.postalCode,
    [to.address.division, to.address.countryCode].filter(Boolean).join('-'),
  ]
    .filter(Boolean)
    .join(' ')
    .toUpperCase();
  drawLine(page, destination, m, 206, { font: fonts.bold, size: 16, width: 140 });
  const signature = signatureLine(input);
  if (signature && !label.isReturn) drawLine(page, signature, m, 194, { font: fonts.bold, size: 7 });
  const pdf417 = await doc.embedPng(
    await pdf417Png(
      fedexPdf417Message(input, to, {
        index: label.index,
        count: label.count,
        trackingNumber: label.trackingNumber,
        weight: box.weight,
      }),
    ),
  );
  drawImageFit(page, pdf417, { x: 150, y: 188, width: width - 150 - m, height: 34 });
  rule(page, 184);

  // The Code 128 of the tracking number.
  const barcode = await doc.embedPng(await code128Png(label.trackingNumber));
  drawLinearBarcode(page, barcode, { x: 24, y: 96, width: width - 48, height: 80 });
  drawLine(page, groupedTrackingNumber('FEDEX', label.trackingNumber), width / 2, 84, {
    font: fonts.bold,
    size: 9,
    align: 'center',
  });
  rule(page, 76);
  drawLine(page, `PIECE ${label.index + 1} OF ${label.count}`, m, 64, small);
  if (input.description.trim())
    drawLine(page, `DESC: ${input.description}`, m, 55, { ...small, width: width - 2 * m });
};
