import type { TrackingApi } from '@shipdeck/core/tracking';
import { useMemo } from 'react';
import { useAppSession, useSession } from '../session/SessionContext';
import { guestTrackingClient } from './trackingLookup';

/**
 * Who asks GET /api/tracking (issue 14): the session's client when signed in, so the owner of a
 * shipment sees its details; otherwise a guest client of its own (a guest token), as the quote page does.
 */
export function useTrackingClient(): TrackingApi {
  const { api } = useAppSession();
  const signedIn = useSession((s) => s.kind === 'full' || s.kind === 'quick-access');
  return useMemo(() => (signedIn ? api : guestTrackingClient()), [api, signedIn]);
}
