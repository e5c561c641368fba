import { draftSchema, normalize, toStoredDraftJson } from '@shipdeck/core/shipment';
import { shipmentDrafts } from '../db/schema';
import type { SeedStep } from '../db/seedRuns';
import { DEMO_CLIENT_ID } from './demoAccounts';

/** Yesterday's and last week's stamps, so the list shows them newest first. */
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Two unfinished drafts of the demo client (issue 11), so the prepare screen and the draft list have
 * something to open: a documents envelope New York → London, ready up to its delivery service
 * (documents are international: spec 01 §4 turns the flag off for domestic shipments), and an export of ceramics to Berlin with two customs lines, its recipient still to
 * complete. Demo data only (SHIPDECK_DEMO_DATA=on).
 */
export function demoDraftsStep(deps: { now: () => Date }): SeedStep {
  return {
    name: '2026-issue-11-demo-drafts',
    async run(db) {
      const now = deps.now();
      const today = now.toISOString().slice(0, 10);
      const sender = {
        companyName: 'Northwind Ceramics',
        contactName: 'Dana Whitfield',
        country: 'US',
        phoneNumber: '+1 212 555 0142',
        email: 'client@demo.shipdeck.test',
        address: { addressLine1: '350 Fifth Avenue', city: 'New York', postalCode: '10118', division: 'NY' },
        isResidential: false,
      };
      const documents = draftSchema.parse({
        id: '00000000-0000-4000-8000-00000000d001',
        name: 'Contracts to London',
        shipmentFrom: sender,
        shipmentTo: {
          companyName: 'Thames Gallery Ltd',
          contactName: 'Olivia Grant',
          country: 'GB',
          phoneNumber: '+44 20 7946 0958',
          email: 'olivia@example.com',
          address: { addressLine1: '12 Bankside', city: 'London', postalCode: 'SE1 9TG' },
          isResidential: false,
        },
        isDocumentsShipment: true,
        shipmentDetails: {
          documents: {
            isDocumentWeightAboveHalfPound: false,
            isItJustDocument: true,
            typeOfPackaging: 'EE',
            generalDescription: 'Signed contracts',
          },
        },
        // Step 1 is complete, insurance answered (spec 01 §5 "Please answer Yes or No").
        additionalServices: { doYouNeedInsurance: false },
        pickupDelivery: { shipmentDate: today },
        currentStep: 'additional_services',
      });
      const exportDraft = draftSchema.parse({
        id: '00000000-0000-4000-8000-00000000d002',
        name: 'Ceramics to Berlin',
        shipmentFrom: sender,
        shipmentTo: {
          companyName: 'Keramik Haus',
          country: 'DE',
          address: { city: 'Berlin', postalCode: '10115' },
        },
        isDocumentsShipment: false,
        shipmentDetails: {
          products: {
            packages: [{ numberOfPackages: 1, weight: 12, length: 18, width: 14, height: 12 }],
            isAnyBatteries: false,
            generalDescription: 'Stoneware tableware',
            invoiceType: 'commercial',
            items: [
              {
                commodityCode: '6912.00.4400',
                itemDescription: 'Stoneware dinner plates',
                quantity: 24,
                units: 'PCS',
                itemValue: 18,
                itemMade: 'US',
                exportLicenseNumber: 'none',
                weight: 0.35,
              },
              {
                commodityCode: '6912.00.4810',
                itemDescription: 'Stoneware mugs',
                quantity: 12,
                units: 'PCS',
                itemValue: 14,
                itemMade: 'US',
                exportLicenseNumber: 'none',
                weight: 0.3,
              },
            ],
          },
        },
        pickupDelivery: { shipmentDate: today },
        currentStep: 'create_shipment',
      });
      const rows = [
        { draft: documents, updatedOn: daysAgo(now, 1) },
        { draft: exportDraft, updatedOn: daysAgo(now, 6) },
      ].map(({ draft, updatedOn }) => {
        const normalized = normalize(draft, { today });
        return {
          id: normalized.id as string,
          ownerSubject: `user:${DEMO_CLIENT_ID}`,
          createdBy: DEMO_CLIENT_ID,
          updatedBy: DEMO_CLIENT_ID,
          name: normalized.name,
          payload: toStoredDraftJson(normalized),
          step: normalized.currentStep,
          createdOn: updatedOn,
          updatedOn,
        };
      });
      await db.insert(shipmentDrafts).values(rows).onConflictDoNothing();
    },
  };
}
