import { trackingUrl } from '@shipdeck/core/tracking';
import { useState } from 'react';
import { t } from '../messages';

/** spec 03 §2: "Enter Any Tracking Number" and "Track", opening the carrier's page in a new tab. */
export function TrackingBox({
  open = (url: string) => window.open(url, '_blank', 'noopener'),
}: {
  open?: (url: string) => void;
}) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="app-tracking"
      onSubmit={(event) => {
        event.preventDefault();
        const url = trackingUrl(number);
        setError(url ? null : t('tracking.unknown'));
        if (url) open(url);
      }}
    >
      <input
        aria-label={t('tracking.label')}
        placeholder={t('tracking.placeholder')}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'tracking-error' : undefined}
      />
      <button type="submit" className="app-button" disabled={!number.trim()}>
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
