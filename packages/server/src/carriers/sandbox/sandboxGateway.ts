import type { CarrierGateway } from '../gateway';

/**
 * The sandbox carrier gateway: rates DHL Express, UPS and FedEx from tariff data files.
 * (Interface first so the endpoints can be wired; the tariffs follow in the next commits.)
 */
export function createSandboxGateway(): CarrierGateway {
  return {
    carriers: ['DHL', 'UPS', 'FEDEX'],
    async rate() {
      return [];
    },
  };
}
