import { exportFilingLegend } from '@shipdeck/core/shipment';
import { dhlLicencePlate } from '@shipdeck/core/tracking';
import { rgb } from 'pdf-lib';
import { code128Png } from './barcodes';
import { countryName, formatWeight, groupedTrackingNumber, totalWeight } from './documentFormat';
import { drawLinearBarcode, drawParty, rule } from './labelParts';
import type { DrawLabel } from './labelSpec';
import { drawLine } from './pdfText';

/**
 * The DHL Express transport label (ISO 15394 layout, DHL's segments): product and content code;
 * from; to with the destination country large; shipment details; the waybill number and its Code
 * 128; the piece's licence plate (ISO 15459) and its Code 128 with data identifier "J". Decision: no
 * routing barcode or service-area codes (DHL's network data, which the sandbox does not have).
 */
export const drawDhlLabel: DrawLabel = async ({ doc, page, fonts, top }, label) => {
  const { input, to, from, box } = label;
  const width = page.getWidth();
  const m = 8;
  const small = { font: fonts.regular, size: 7 } as const;

  // Product and content code: DOX for documents, WPX for parcels.
  drawLine(page, 'DHL EXPRESS', m, top - 10, { font: fonts.bold, size: 8 });
  drawLine(page, input.service.name.toUpperCase(), m, top - 26, { font: fonts.bold, size: 12, width: 180 });
  drawLine(page, input.isDocument ? 'DOX' : 'WPX', width - m - 38, top - 24, {
    font: fonts.bold,
    size: 12,
    align: 'right',
  });
  page.drawRectangle({ x: width - m - 32, y: top - 32, width: 32, height: 30, color: rgb(0, 0, 0) });
  drawLine(
    page,
    label.isReturn ? 'R' : input.service.code.slice(0, 2).toUpperCase(),
    width - m - 16,
    top - 25,
    {
      font: fonts.bold,
      size: 20,
      align: 'center',
      color: rgb(1, 1, 1),
    },
  );
  rule(page, top - 36);

  // From and to.
  drawLine(page, 'From:', m, top - 45, { font: fonts.regular, size: 6 });
  drawParty(page, fonts, from, m + 26, top - 45, {
    size: 7,
    leading: 8,
    width: width - 2 * m - 26,
    bottom: 326,
  });
  rule(page, 320, 0.5);
  drawLine(page, 'To:', m, 310, { font: fonts.regular, size: 6 });
  drawParty(page, fonts, to, m + 26, 310, {
    size: 9,
    leading: 10,
    width: width - 2 * m - 26,
    bold: true,
    bottom: 264,
  });
  drawLine(page, countryName(to.address.countryCode).toUpperCase(), width - m, 250, {
    font: fonts.bold,
    size: 14,
    align: 'right',
    width: width - 2 * m,
  });
  rule(page, 244);

  // Shipment details.
  const legend = label.isReturn ? null : exportFilingLegend(input.customs?.eeiFiling ?? null);
  const left = [
    `Ref: ${[input.references.shipment, input.references.receiver].filter(Boolean).join(' / ')}`,
    `Date: ${input.shipDate}`,
    `Pce/Shpt Weight: ${formatWeight(box.weight, input.measurementSystem)} / ${formatWeight(totalWeight(input), input.measurementSystem)}`,
    `Contents: ${input.description}`,
  ];
  const right = [
    `Piece: ${label.index + 1}/${label.count}`,
    input.customs ? `Terms: ${input.customs.termsOfTrade.code}` : '',
    input.services.directSignature && !label.isReturn ? 'Direct Signature' : '',
    legend ?? '',
  ];
  for (const [i, text] of left.entries()) drawLine(page, text, m, 234 - i * 9, { ...small, width: 176 });
  for (const [i, text] of right.entries())
    drawLine(page, text, width - m, 234 - i * 9, { ...small, align: 'right', width: 88 });
  rule(page, 196);

  // Waybill.
  drawLine(page, 'WAYBILL', m, 186, { font: fonts.regular, size: 8 });
  drawLine(page, groupedTrackingNumber('DHL', label.shipmentNumber), m + 40, 186, {
    font: fonts.bold,
    size: 10,
  });
  const waybill = await doc.embedPng(await code128Png(label.shipmentNumber));
  drawLinearBarcode(page, waybill, { x: 30, y: 128, width: width - 60, height: 52 });
  rule(page, 122);

  // Licence plate: the barcode carries data identifier "J" before the plate.
  const plate = dhlLicencePlate(label.shipmentNumber, label.index);
  const plateBarcode = await doc.embedPng(await code128Png(`J${plate}`));
  drawLinearBarcode(page, plateBarcode, { x: 24, y: 60, width: width - 48, height: 56 });
  drawLine(
    page,
    `(J) ${plate.replace(/^(.{4})(.{4})(.{4})(.{4})(.{4})$/, '$1 $2 $3 $4 $5')}`,
    width / 2,
    48,
    {
      font: fonts.bold,
      size: 9,
      align: 'center',
    },
  );
  if (label.isReturn)
    drawLine(page, 'RETURN SHIPMENT', width / 2, 34, { font: fonts.bold, size: 9, align: 'center' });
};
