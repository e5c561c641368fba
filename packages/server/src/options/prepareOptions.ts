import type { CarrierServiceOption } from '@shipdeck/core/contract';
import { loadSandboxTariffs } from '../carriers/index';

/**
 * The carriers' delivery services (spec 01 §3 option lists, §7 GET /carrier_services): each service of
 * the tariffs the gateway rates with, once per carrier and code, in the tariffs' order (domestic UPS and
 * FedEx, then DHL Express). `code` is "<carrier>:<product code>", unique across carriers; `productCode`
 * is the code a rate's carrierService carries.
 */
export function buildCarrierServices(): CarrierServiceOption[] {
  const tariffs = loadSandboxTariffs();
  const seen = new Set<string>();
  const services: CarrierServiceOption[] = [];
  for (const tariff of [...tariffs.domestic, tariffs.dhlExport, tariffs.dhlImport]) {
    for (const service of tariff.services) {
      const code = `${tariff.carrier}:${service.code}`;
      if (seen.has(code)) continue;
      seen.add(code);
      services.push({
        code,
        value: code,
        label: service.name,
        carrier: tariff.carrier,
        productCode: service.code,
      });
    }
  }
  return services;
}
