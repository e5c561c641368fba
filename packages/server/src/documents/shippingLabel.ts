import { pieceTrackingNumber } from '@shipdeck/core/tracking';
import { drawDhlLabel } from './dhlLabel';
import { boxes } from './documentFormat';
import type { ShipmentDocumentInput } from './documentInput';
import { drawFedexLabel } from './fedexLabel';
import { type DrawLabel, LABEL_SIZE } from './labelSpec';
import { createPdf } from './pdfDocument';
import { embedFonts } from './pdfText';
import { drawSandboxBand, drawSandboxWatermark } from './sandboxStamp';
import { drawUpsLabel } from './upsLabel';

const DRAWERS: Readonly<Record<ShipmentDocumentInput['carrier'], DrawLabel>> = {
  UPS: drawUpsLabel,
  FEDEX: drawFedexLabel,
  DHL: drawDhlLabel,
};

/**
 * The shipping label (one 4 × 6 in page per box), or the return label: the same carrier's label from
 * the recipient back to the sender, under the return's own tracking number.
 */
export async function renderShippingLabel(
  input: ShipmentDocumentInput,
  isReturn = false,
): Promise<Uint8Array> {
  const shipmentNumber = isReturn ? input.returnTrackingNumber : input.trackingNumber;
  if (!shipmentNumber) throw new Error('a return label needs its own tracking number');
  const doc = await createPdf({
    title: `${isReturn ? 'Return label' : 'Shipping label'} ${shipmentNumber}`,
    shipDate: input.shipDate,
    keywords: [shipmentNumber, input.carrier, isReturn ? 'return label' : 'label', 'sandbox sample'],
  });
  const fonts = await embedFonts(doc);
  const all = boxes(input);
  const draw = DRAWERS[input.carrier];
  for (const [index, box] of all.entries()) {
    const page = doc.addPage(LABEL_SIZE);
    drawSandboxWatermark(page, fonts);
    const top = drawSandboxBand(page, fonts, 16);
    await draw(
      { doc, page, fonts, top },
      {
        input,
        from: isReturn ? input.recipient : input.sender,
        to: isReturn ? input.sender : input.recipient,
        isReturn,
        box,
        index,
        count: all.length,
        trackingNumber: pieceTrackingNumber(input.carrier, shipmentNumber, index),
        shipmentNumber,
      },
    );
  }
  return doc.save();
}
