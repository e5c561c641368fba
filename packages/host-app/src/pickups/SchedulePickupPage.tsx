import { SchedulePickupWidget } from '@shipdeck/widgets';
import { useMemo, useState } from 'react';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';
import { useFeedback } from '../ui/Feedback';
import { UpcomingPickups } from './UpcomingPickups';

/** The page has its own heading: the widget's title is hidden. */
const NO_WIDGET_TITLE = { 'pickup.standalone.title': '' } as const;

/**
 * /schedule-pickup (spec 02 §2 "Standalone pickup screen"): "Scheduling Pickups" and the pickup widget
 * over the app's API client (a CSR acting for a client books the client's pickup), starting from the
 * signed-in user's company, name, e-mail and phone. "Pickup Confirmed" is the widget's; the app adds a
 * notice with the confirmation number. Below, the user's upcoming pickups, the one just booked among them:
 * a DHL or FedEx pickup is changed there (a UPS one gets the spec's notice), or cancelled.
 */
export function SchedulePickupPage() {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const user = useSession((s) => s.user);
  const [booked, setBooked] = useState(0);
  const initialOrigin = useMemo(
    () =>
      user
        ? {
            companyName: user.companyName,
            contactName: user.name,
            email: user.email ?? '',
            phoneNumber: user.phoneNumber ?? '',
          }
        : undefined,
    [user],
  );
  return (
    <>
      <h1 className="app-page-title">{t('pickup.pageTitle')}</h1>
      <SchedulePickupWidget
        // First-party: the app's CSS is ours and its tests read the page, so no shadow root here.
        shadow={false}
        client={api}
        messages={NO_WIDGET_TITLE}
        {...(initialOrigin ? { initialOrigin } : {})}
        onPickupConfirmed={({ confirmationNumber }) => {
          feedback.toast('notice', t('pickup.confirmedNotice', { confirmation: confirmationNumber }));
          setBooked((n) => n + 1);
        }}
      />
      <UpcomingPickups version={booked} />
    </>
  );
}
