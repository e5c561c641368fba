import { createTrackingApiClient, fetchExchange } from '@shipdeck/core/api';
import type { TrackingApi } from '@shipdeck/core/tracking';

export { identifyTrackingNumber } from '@shipdeck/core/tracking';

/**
 * A guest's lookup client of its own (a guest token), as the quote page has. In a module of its own,
 * with the number rules, so the header's Track box loads them on first use, not with every page (issue 8).
 */
export function guestTrackingClient(): TrackingApi {
  return createTrackingApiClient({ baseUrl: `${window.location.origin}/api`, exchange: fetchExchange() });
}
