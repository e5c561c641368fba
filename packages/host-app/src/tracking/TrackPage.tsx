import { TrackingWidget } from '@shipdeck/widgets';
import { t } from '../messages';
import { useParams } from '../router';
import { useTrackingClient } from './trackingClient';

/**
 * /track/{trackingNumber} (issue 14): the tracking widget with the number looked up — its carrier,
 * status and timeline. The header's Track box opens it for our numbers; view history's Shipment
 * Tracking action links here.
 */
export function TrackPage() {
  const { trackingNumber = '' } = useParams();
  const client = useTrackingClient();
  return (
    <main className="app-page">
      <h1>{t('track.title')}</h1>
      <TrackingWidget
        key={trackingNumber}
        // First-party: the app's CSS is ours and its tests read the page, so no shadow root here.
        shadow={false}
        client={client}
        trackingNumber={trackingNumber}
      />
    </main>
  );
}
