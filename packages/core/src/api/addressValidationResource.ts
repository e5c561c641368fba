import type { ValidateAddressRequest, ValidateAddressResponse } from '../contract/addressValidation';
import type { ApiTransport } from './transport';

/** The address check of the address book and the prepare flow (spec 01 §7, spec 03 §5, §7). */
export function addressValidationResource(transport: ApiTransport) {
  return {
    /**
     * POST /data/validate-address {address}: valid, or the spec's non-blocking "We are unable to locate
     * that address…" with what did not match and the address as it should be written.
     */
    async validateAddress(request: ValidateAddressRequest): Promise<ValidateAddressResponse> {
      const data = await transport.request<ValidateAddressResponse>('/data/validate-address', {
        method: 'POST',
        body: request as unknown as Record<string, unknown>,
      });
      return transport.body(data);
    },
  };
}
