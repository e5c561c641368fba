import * as z from 'zod/mini';
import { oBool, oList, oNumber, oObject, oText } from './fields';

/** Stored draft 0.4: the 0.5 shape with the differences listed in VERSIONS.md. */
export const draftV04 = z.looseObject({
  version: z.literal('0.4'),
  shipmentDetails: oObject({
    documents: oObject({}),
    products: oObject({
      ftrExemption: oText(),
      items: oList(z.looseObject({ licenseNumber: oText() })),
    }),
  }),
  additionalServices: oObject({ isDirectSignature: oBool(), domesticSignature: oNumber() }),
  pickupDelivery: oObject({ pickupOption: oText() }),
});
export type DraftV04 = z.infer<typeof draftV04>;
