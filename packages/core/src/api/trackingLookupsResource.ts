import type { TrackingResource } from '../contract/tracking';
import type { ApiTransport } from './transport';

/** GET /tracking/{trackingNumber} (issue 14): where a parcel is, or whose number it is. */
export function trackingLookupsResource(transport: ApiTransport) {
  return {
    async track(trackingNumber: string): Promise<TrackingResource> {
      const data = await transport.request<TrackingResource>(
        `/tracking/${encodeURIComponent(trackingNumber)}`,
      );
      return transport.body(data);
    },
  };
}
