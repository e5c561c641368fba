import type { SavedLineItemBodyInput } from '@shipdeck/core/contract';
import { savedLineItemBody } from '@shipdeck/core/contract';
import { normalizeSavedLineItem, validateSavedLineItem } from '@shipdeck/core/shipment';
import { createValidationContext, isValid } from '@shipdeck/core/validation';
import { eq } from 'drizzle-orm';
import { users } from '../db/accountSchema';
import { savedLineItems } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { savedLineItemColumns } from '../items/savedLineItemRepository';
import { DEMO_CLIENT_ID } from './demoAccounts';

/**
 * The demo client's My Items List: what a small ceramics studio ships (the demo drafts' Northwind
 * Ceramics), each with a Schedule B code whose first six digits are a real HS 2022 subheading
 * (6912.00 ceramic tableware, 6911.10 porcelain, 6913.90 ornaments, 6907.22 tiles, 6302.91 cotton
 * kitchen linen, 4419.90 wooden tableware, 9032.89 automatic regulators), ECCN EAR99 on the kiln
 * controller. Demo data only (SHIPDECK_DEMO_DATA=on).
 */
export const DEMO_ITEMS: readonly SavedLineItemBodyInput[] = [
  item('Stoneware mug', 'Stoneware coffee mug, hand glazed, 350 ml', '6912.00.4400', 'US', 18, 4, 0.8),
  item('Porcelain dinner plate', 'Porcelain dinner plate, 27 cm', '6911.10.3700', 'PT', 24, 6, 1.3),
  item('Ceramic vase', 'Ornamental stoneware vase, 30 cm', '6913.90.5000', 'US', 45, 1, 2.2),
  item('Glazed wall tile', 'Glazed ceramic wall tile sample, 15 x 15 cm', '6907.22.0000', 'IT', 5, 10, 0.9),
  item('Cotton tea towel', 'Cotton kitchen towel, printed', '6302.91.0000', 'IN', 9.5, 12, 0.2),
  item('Walnut serving board', 'Walnut wood serving board', '4419.90.0000', 'US', 32, 2, 2.5),
  {
    ...item(
      'Kiln controller',
      'Digital temperature controller for pottery kilns',
      '9032.89.6000',
      'US',
      180,
      1,
      3.1,
    ),
    eccn: 'EAR99',
  },
];

function item(
  nickname: string,
  description: string,
  code: string,
  country: string,
  value: number,
  quantity: number,
  pounds: number,
): SavedLineItemBodyInput {
  return {
    nickname,
    description,
    countryOfOrigin: { code: country },
    commodityCode: { code },
    value: { amount: value, currency: { code: 'USD' } },
    quantity: { amount: quantity, unit: 'PCS' },
    weight: { value: pounds, unit: 'pound' },
  };
}

/** The demo client's billing contact: the studio's accounts person (spec 03 §3 "Billing information"). */
export const DEMO_BILLING_CONTACT = {
  name: 'Dana Whitfield',
  phone: { number: '+1 212 555 0142', extension: '204' },
  email: 'accounts@northwind-ceramics.example',
};

export function demoItemsStep(deps: { now: () => Date }): SeedStep {
  return {
    name: '2026-issue-10-demo-items',
    async run(db) {
      const now = deps.now();
      const today = now.toISOString().slice(0, 10);
      const rows = DEMO_ITEMS.map((input, n) => {
        // The same rules as the API's: demo data a person could not have saved is a bug.
        const body = normalizeSavedLineItem(savedLineItemBody.parse(input), today);
        const problems = validateSavedLineItem(body, createValidationContext({ today }));
        if (!isValid(problems)) throw new Error(`demo item ${body.nickname}: ${JSON.stringify(problems)}`);
        return {
          id: `00000000-0000-4000-8000-0000000a${String(n + 1).padStart(4, '0')}`,
          ownerId: DEMO_CLIENT_ID,
          createdBy: DEMO_CLIENT_ID,
          updatedBy: DEMO_CLIENT_ID,
          ...savedLineItemColumns(body),
          updatedOn: new Date(now.getTime() - (n + 1) * 86_400_000),
        };
      });
      await db.insert(savedLineItems).values(rows).onConflictDoNothing();
      await db
        .update(users)
        .set({ billingContact: DEMO_BILLING_CONTACT })
        .where(eq(users.id, DEMO_CLIENT_ID));
    },
  };
}
