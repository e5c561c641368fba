import {
  type CompiledRemoteAreas,
  type CompiledTariff,
  compileRemoteAreas,
  compileTariff,
} from '@shipdeck/core/rating';
import dhlExport from './data/dhl-express-export.json';
import dhlImport from './data/dhl-express-import.json';
import dhlRemoteAreas from './data/dhl-remote-areas.json';
import fedexDomestic from './data/fedex-domestic.json';
import upsDomestic from './data/ups-domestic.json';
import usExtendedAreas from './data/us-extended-areas.json';

/** The sandbox's tariff files, compiled: what the gateway rates with. */
export interface SandboxTariffs {
  /** US to US: UPS then FedEx. */
  domestic: readonly CompiledTariff[];
  /** DHL Express from the US, zoned by destination country. */
  dhlExport: CompiledTariff;
  /** DHL Express from outside the US, zoned by origin country. */
  dhlImport: CompiledTariff;
  /** DHL remote-area postal codes (any destination country). */
  dhlRemoteAreas: CompiledRemoteAreas;
  /** UPS/FedEx extended-area and extremely rural ZIPs. */
  usExtendedAreas: CompiledRemoteAreas;
}

let compiled: SandboxTariffs | undefined;

/** Compiles the data files once, on first use (not on import), and shares them between gateways. */
export function loadSandboxTariffs(): SandboxTariffs {
  compiled ??= {
    domestic: [compileTariff(upsDomestic), compileTariff(fedexDomestic)],
    dhlExport: compileTariff(dhlExport),
    dhlImport: compileTariff(dhlImport),
    dhlRemoteAreas: compileRemoteAreas(dhlRemoteAreas),
    usExtendedAreas: compileRemoteAreas(usExtendedAreas),
  };
  return compiled;
}
