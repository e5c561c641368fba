import type { TrackingApi } from '@shipdeck/core/tracking';
import { useRef, useState } from 'react';
import { t } from '../messages';
import { useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';

/** The number rules and the guest's client, loaded on first use (issue 8: not in every page's first load). */
const loadLookup = () => import('../tracking/trackingLookup');

/**
 * spec 03 §2: "Enter Any Tracking Number" and "Track". Issue 14: a number of ours opens our tracking
 * page (/track/{number}, its timeline); any other opens its carrier's page in a new tab, as the spec's
 * box does; a number no carrier's format and check digit accept is refused with a message. When the
 * lookup cannot be made (offline), a number of a known format still opens its carrier's page.
 */
export function TrackingBox({
  open = (url: string) => window.open(url, '_blank', 'noopener'),
  client,
}: {
  open?: (url: string) => void;
  /** The lookup client (tests); the session's or a guest's by default. */
  client?: TrackingApi;
}) {
  const { api } = useAppSession();
  const signedIn = useSession((s) => s.kind === 'full' || s.kind === 'quick-access');
  const guest = useRef<TrackingApi | null>(null);
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const track = async () => {
    setBusy(true);
    try {
      const lookup = await loadLookup();
      const identity = lookup.identifyTrackingNumber(number);
      // The session's client when signed in (the owner sees a shipment's details), else a guest's.
      if (!client && !signedIn && !guest.current) guest.current = lookup.guestTrackingClient();
      const lookups = client ?? (signedIn || !guest.current ? api : guest.current);
      const answer = await lookups.track(identity.number).catch(() => null);
      if (answer && answer.view !== 'carrier') {
        setError(null);
        navigate(`/track/${encodeURIComponent(answer.trackingNumber)}`);
        return;
      }
      const url = answer ? answer.trackingUrl : identity.trackingUrl;
      setError(url ? null : t('tracking.unknown'));
      if (url) open(url);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="app-tracking"
      onSubmit={(event) => {
        event.preventDefault();
        void track();
      }}
    >
      <input
        aria-label={t('tracking.label')}
        placeholder={t('tracking.placeholder')}
        value={number}
        onChange={(event) => {
          setNumber(event.target.value);
          // Fetch the rules while the number is typed, so Track answers without waiting for them.
          void loadLookup();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'tracking-error' : undefined}
      />
      <button type="submit" className="app-button" disabled={!number.trim() || busy}>
        {t('tracking.submit')}
      </button>
      {error && (
        <span id="tracking-error" className="app-field-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
