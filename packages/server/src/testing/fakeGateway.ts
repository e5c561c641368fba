import type { RateShipmentRequest } from '@shipdeck/core/contract';
import {
  type CarrierGateway,
  createSandboxPickups,
  createSandboxTracking,
  type GatewayRate,
  type RatingContext,
} from '../carriers/index';

export interface RecordingGateway extends CarrierGateway {
  calls: Array<{ request: RateShipmentRequest; context: RatingContext }>;
}

/**
 * A gateway for route tests that must not depend on tariff figures: it prices by total weight
 * (so different requests get different rates) and records what it was asked. `answer` replaces
 * its rates (e.g. none, or a failure). Pickups are the sandbox's: they depend on no tariff figure but
 * the services' pickup times.
 */
export function recordingGateway(
  answer?: (request: RateShipmentRequest) => Promise<GatewayRate[]>,
): RecordingGateway {
  const calls: RecordingGateway['calls'] = [];
  return {
    ...createSandboxPickups(),
    ...createSandboxTracking(),
    carriers: ['UPS', 'FEDEX'],
    calls,
    async rate(request, context) {
      calls.push({ request, context });
      if (answer) return answer(request);
      const weight = request.pieces.reduce((sum, piece) => sum + piece.quantity * piece.weight, 0);
      return [
        rateOf('UPS', '03', 'UPS Ground', 10 + weight, request.currency),
        rateOf('FEDEX', 'FEDEX_2_DAY', 'FedEx 2Day', 25 + 2 * weight, request.currency),
      ];
    },
  };
}

function rateOf(
  carrier: 'UPS' | 'FEDEX',
  productCode: string,
  name: string,
  retail: number,
  currency: string,
): GatewayRate {
  const optimal = Math.round(retail * 90) / 100;
  return {
    carrier,
    carrierProduct: productCode,
    carrierService: { name, productCode },
    optimalRate: { amount: optimal, currency },
    retailRate: { amount: retail, currency },
    displayOptimalRate: `$${optimal.toFixed(2)}`,
    displayRetailRate: `$${retail.toFixed(2)}`,
    savings: 0.1,
    savingsPercent: 10,
    isSavingsVisible: false,
    estimatedDelivery: '2025-07-03',
    transitDays: 2,
    latestPickupTime: '17:00',
    latestPickupScheduleByTime: '15:00',
    fees: [],
    billableWeight: { value: Math.ceil(retail), unit: 'lb' },
  };
}
