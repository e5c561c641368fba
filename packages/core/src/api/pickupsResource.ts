import type {
  AddToPickupRequest,
  CancelPickupRequest,
  CheckCapabilitiesRequestInput,
  CheckCapabilitiesResponse,
  ModifyPickupRequestInput,
  PickupActionResponse,
  PickupListQueryInput,
  PickupResource,
  SchedulePickupForShipmentRequestInput,
  SchedulePickupRequestInput,
  ValidatePickupRequestInput,
  ValidatePickupResponse,
} from '../contract/pickups';
import { type ApiFailure, isApiFailure } from './apiError';
import { type Page, unwrapCollection } from './hydra';
import type { ApiTransport } from './transport';

/**
 * Pickups (spec 02 §7). Schedule and modify tolerate 422 (a rule refused the form: the violations name
 * its fields, `pickup.startTime` …), so a form shows them at their fields instead of a toast.
 */
export function pickupsResource(transport: ApiTransport) {
  const post = async <T>(path: string, body: unknown, tolerate: number[] = []) => {
    const data = await transport.request<T>(path, {
      method: 'POST',
      body: body as Record<string, unknown>,
      tolerate,
    });
    return isApiFailure(data) ? data : transport.body(data);
  };
  return {
    /** POST /check_capabilities_actions: book-by time, window, minimum window, cut-off at the address. */
    async checkCapabilities(request: CheckCapabilitiesRequestInput): Promise<CheckCapabilitiesResponse> {
      return (await post<CheckCapabilitiesResponse>(
        '/check_capabilities_actions',
        request,
      )) as CheckCapabilitiesResponse;
    },
    /** POST /validate_pickup_actions: valid, or errors at the pickup's fields. */
    async validatePickup(request: ValidatePickupRequestInput): Promise<ValidatePickupResponse> {
      return (await post<ValidatePickupResponse>(
        '/validate_pickup_actions',
        request,
      )) as ValidatePickupResponse;
    },
    /** POST /schedule_pickup_actions: the standalone pickup (successful, errors, pickup, clash). */
    async schedulePickup(request: SchedulePickupRequestInput): Promise<PickupActionResponse | ApiFailure> {
      return post<PickupActionResponse>('/schedule_pickup_actions', request, [422]);
    },
    /** POST /modify_pickup_actions: a DHL or FedEx pickup's new data (UPS answers the reschedule notice). */
    async modifyPickup(request: ModifyPickupRequestInput): Promise<PickupActionResponse | ApiFailure> {
      return post<PickupActionResponse>('/modify_pickup_actions', request, [422]);
    },
    /** POST /cancel_pickup_actions. */
    async cancelPickup(request: CancelPickupRequest): Promise<PickupActionResponse> {
      return (await post<PickupActionResponse>('/cancel_pickup_actions', request)) as PickupActionResponse;
    },
    /** POST /schedule_pickup_for_shipment_actions: a booked shipment's pickup (422: the form's fields). */
    async schedulePickupForShipment(
      request: SchedulePickupForShipmentRequestInput,
    ): Promise<PickupActionResponse | ApiFailure> {
      return post<PickupActionResponse>('/schedule_pickup_for_shipment_actions', request, [422]);
    },
    /** POST /add_to_pickup_actions: a booked shipment joins an open pickup of its carrier at its origin. */
    async addToPickup(request: AddToPickupRequest): Promise<PickupActionResponse | ApiFailure> {
      return post<PickupActionResponse>('/add_to_pickup_actions', request, [422]);
    },
    /** GET /pickups: build the query with core's pickupListQuery (the tabs' and the reuse's windows). */
    async pickups(query: PickupListQueryInput): Promise<Page<PickupResource>> {
      const data = await transport.request<unknown>('/pickups', { query: { ...query } });
      return unwrapCollection<PickupResource>(data);
    },
  };
}
