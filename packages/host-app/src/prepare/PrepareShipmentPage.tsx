import { isPrepareStep } from '@shipdeck/core/shipment';
import { PrepareShipmentWidget } from '@shipdeck/widgets';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';

const NO_WIDGET_TITLE = { 'prepare.title': '' } as const;

/**
 * /prepare-shipment?step=… and /draft/{id} (spec 01 §2): the prepare widget over the app's API client
 * (the session's token; a CSR acting for a client writes as the client). The address keeps the
 * current step. A guest's quote continued before signing in is the wizard's unsaved copy, so the
 * wizard asks to restore it. Save Draft & Quit and Save & Send to Support leave for the home page
 * until the history page exists (issue 14).
 */
export function PrepareShipmentPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { api } = useAppSession();
  const navigate = useNavigate();
  const isCsr = useSession((s) => s.isActingForUser());
  const billing = useSession((s) => s.user?.billingInformation ?? null);
  const paymentFeature = useSession((s) => s.flags.PAYMENT_AUTHORIZATION);
  const kind = useSession((s) => s.kind);
  // spec 01 §4: stored methods only with the payment feature, for a user who can pay by card, not a guest.
  const canPayNow = paymentFeature && kind !== 'guest' && kind !== 'none' && billing?.canPayNowCc !== false;
  const step = params.get('step');
  return (
    <>
      <h1 className="app-page-title">{t('prepare.pageTitle')}</h1>
      <PrepareShipmentWidget
        // First-party: the app's CSS is ours and its tests read the page, so no shadow root here.
        shadow={false}
        client={api}
        isCsr={isCsr}
        canPayNow={canPayNow}
        canPayLater={billing?.canPayLater ?? true}
        messages={NO_WIDGET_TITLE}
        {...(id ? { draftId: id } : {})}
        onStep={({ step: next }) => {
          if (next !== step && isPrepareStep(next)) setParams({ step: next }, { replace: true });
        }}
        onQuit={() => navigate('/')}
        onSendToSupport={() => navigate('/')}
        // spec 01 §4: after completion, the summary with the new-shipment flag.
        onShipmentCreated={({ shipmentId }) => navigate(`/shipment-summary/${shipmentId}?new=1`)}
      />
    </>
  );
}
