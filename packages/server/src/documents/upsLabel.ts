import { rgb } from 'pdf-lib';
import { code128Png, maxiCodePng, upsMaxiCodeMessages } from './barcodes';
import {
  billingCode,
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
 * The UPS label, laid out as UPS's own (ship-from and weight, ship-to, MaxiCode and routing with the
 * postal barcode, service and tracking number, the 1Z Code 128, billing and references).
 * Decision: the routing code is the state and ZIP3 only (UPS adds a sort facility we do not have);
 * the service box shows the days ("1" Next Day Air and Saver, "2" 2nd Day Air and A.M., "3" 3 Day
 * Select), solid for Ground, and "RS" on a return label.
 */
const SERVICE_MARKS: Readonly<Record<string, string>> = {
  '01': '1',
  '13': '1',
  '02': '2',
  '59': '2',
  '12': '3',
};

export const drawUpsLabel: DrawLabel = async ({ doc, page, fonts, top }, label) => {
  const { input, to, from, box } = label;
  const width = page.getWidth();
  const m = 8;

  // Ship from, weight and package count.
  drawParty(page, fonts, from, m, top - 10, { size: 7, leading: 8, width: 170, bottom: top - 58 });
  drawLine(page, formatWeight(box.weight, input.measurementSystem), width - m, top - 14, {
    font: fonts.bold,
    size: 12,
    align: 'right',
  });
  drawLine(page, `${label.index + 1} OF ${label.count}`, width - m, top - 28, {
    font: fonts.bold,
    size: 10,
    align: 'right',
  });
  drawLine(page, `DWT: ${formatDimensions(box, input.measurementSystem)}`, width - m, top - 38, {
    font: fonts.regular,
    size: 6,
    align: 'right',
  });

  // Ship to.
  const shipToTop = top - 64;
  drawLine(page, 'SHIP TO:', m, shipToTop, { font: fonts.regular, size: 7 });
  drawParty(page, fonts, to, m + 30, shipToTop, {
    size: 10,
    leading: 11,
    width: width - 2 * m - 30,
    bold: true,
    citySize: 12,
    bottom: 280,
  });
  rule(page, 272);

  // MaxiCode, routing and the postal barcode.
  const zip = (to.address.postalCode ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const numericZip = /^(\d{5}|\d{9})$/.test(zip);
  const piece = {
    index: label.index,
    count: label.count,
    trackingNumber: label.trackingNumber,
    weight: box.weight,
  };
  const maxi = await doc.embedPng(await maxiCodePng(upsMaxiCodeMessages(input, to, piece)));
  drawImageFit(page, maxi, { x: m, y: 198, width: 78, height: 70 });
  const routing = [to.address.division ?? '', zip.slice(0, 3)].filter(Boolean).join(' ').toUpperCase();
  drawLine(page, routing, 100, 246, { font: fonts.bold, size: 20, width: width - 108 });
  if (numericZip) {
    const postal = await doc.embedPng(await code128Png(`420${zip.slice(0, 5)}`));
    drawLinearBarcode(page, postal, { x: 100, y: 206, width: 150, height: 28 });
    drawLine(page, `(420) ${zip.slice(0, 5)}`, 175, 198, { font: fonts.regular, size: 6, align: 'center' });
  }
  rule(page, 192, 3);

  // Service and tracking number.
  const mark = label.isReturn ? 'RS' : SERVICE_MARKS[input.service.code];
  drawLine(page, `UPS ${input.service.name}`.toUpperCase(), m, 172, {
    font: fonts.bold,
    size: 14,
    width: 220,
  });
  page.drawRectangle({ x: width - m - 36, y: 152, width: 36, height: 36, color: rgb(0, 0, 0) });
  if (mark)
    drawLine(page, mark, width - m - 18, 161, {
      font: fonts.bold,
      size: mark.length > 1 ? 18 : 24,
      align: 'center',
      color: rgb(1, 1, 1),
    });
  drawLine(page, 'TRACKING #:', m, 156, { font: fonts.regular, size: 9 });
  drawLine(page, groupedTrackingNumber('UPS', label.trackingNumber), m + 58, 156, {
    font: fonts.bold,
    size: 10,
  });
  rule(page, 148);

  // The 1Z barcode.
  const barcode = await doc.embedPng(await code128Png(label.trackingNumber));
  drawLinearBarcode(page, barcode, { x: 20, y: 84, width: width - 40, height: 60 });
  rule(page, 78, 3);

  // Billing, references, services.
  drawLine(page, `BILLING: ${billingCode(input.billing.payer)}`, m, 66, { font: fonts.regular, size: 7 });
  drawLine(page, `SHIP DATE: ${labelDate(input.shipDate)}`, width - m, 66, {
    font: fonts.regular,
    size: 7,
    align: 'right',
  });
  if (input.references.shipment)
    drawLine(page, `REF 1: ${input.references.shipment}`, m, 57, {
      font: fonts.regular,
      size: 7,
      width: 200,
    });
  if (input.references.receiver)
    drawLine(page, `REF 2: ${input.references.receiver}`, m, 48, {
      font: fonts.regular,
      size: 7,
      width: 200,
    });
  if (input.description.trim())
    drawLine(page, `DESC: ${input.description}`, m, 39, {
      font: fonts.regular,
      size: 7,
      width: width - 2 * m,
    });
  const signature = signatureLine(input);
  if (signature && !label.isReturn) drawLine(page, signature, m, 28, { font: fonts.bold, size: 8 });
  if (label.isReturn) drawLine(page, 'RETURN SERVICE', m, 28, { font: fonts.bold, size: 8 });
};
