import type { CompiledTariff } from './compileTariff';

/**
 * Zones of a tariff. DHL Express prices by country: the export map holds destinations, the import
 * map origins (docs/carriers.md#zones). UPS and FedEx price by the distance between the ZIPs (mileage bands,
 * zones 2-8), with own zones for AK/HI (44 metro, 46 elsewhere) and PR (45); the gateway measures the
 * distance and passes it in, so the engine stays free of ZIP data.
 */

/** The zone of a country in a DHL tariff; undefined when the map leaves it out. */
export function zoneOfCountry(tariff: CompiledTariff, countryCode: string): string | undefined {
  return tariff.countryZones.get(countryCode.trim().toUpperCase());
}

/** The zone of the first mileage band the distance fits in. */
export function zoneOfDistance(tariff: CompiledTariff, miles: number): string | undefined {
  for (const band of tariff.distanceBands) if (miles <= band.maxMiles) return band.zone;
  return undefined;
}

export interface UsRouteEnd {
  /** USPS state code of the ZIP (AK, HI, PR …). */
  state: string;
  zip: string;
}

/**
 * The zone of a US route. A route into or out of a remote state (AK, HI, PR) takes that state's zone
 * (metro ZIP3s or elsewhere), the destination deciding first; a route inside one remote state, and
 * every other route, goes by mileage band.
 */
export function zoneOfUsRoute(
  tariff: CompiledTariff,
  route: { miles: number; origin: UsRouteEnd; destination: UsRouteEnd },
): string | undefined {
  const origin = route.origin.state.toUpperCase();
  const destination = route.destination.state.toUpperCase();
  if (origin !== destination) {
    for (const end of [route.destination, route.origin]) {
      const remote = tariff.remoteStates.get(end.state.toUpperCase());
      if (remote) return remote.metroZip3.has(end.zip.slice(0, 3)) ? remote.metro : remote.other;
    }
  }
  return zoneOfDistance(tariff, route.miles);
}
