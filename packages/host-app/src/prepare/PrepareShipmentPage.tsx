import { isPrepareStep } from '@shipdeck/core/shipment';
import { PrepareShipmentWidget } from '@shipdeck/widgets';
import { inspectQuoteUrlOf } from '../inspection/inspectQuoteUrl';
import { t } from '../messages';
import { useNavigate, useParams, useSearchParams } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { appConfig } from '../shell/config';
import { useFeedback } from '../ui/Feedback';

const NO_WIDGET_TITLE = { 'prepare.title': '' } as const;
/** Where Save Draft & Quit, Save & Send to Support and a freight quote go (spec 01 §2): view history. */
const AFTER_LEAVING = '/view-history';

/**
 * /prepare-shipment?step=… and /draft/{id} (spec 01 §2): the prepare widget over the app's API client
 * (the session's token; a CSR acting for a client writes as the client). The address keeps the
 * current step. A guest's quote continued before signing in is the wizard's unsaved copy, so the
 * wizard asks to restore it. Save Draft & Quit, Save & Send to Support and a freight quote request
 * leave for view history (spec 01 §2).
 */
export function PrepareShipmentPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { api } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const isCsr = useSession((s) => s.isActingForUser());
  const billing = useSession((s) => s.user?.billingInformation ?? null);
  const paymentFeature = useSession((s) => s.flags.PAYMENT_AUTHORIZATION);
  const domesticDocuments = useSession((s) => s.flags.DOMESTIC_DOCUMENTS);
  const kind = useSession((s) => s.kind);
  const inspectQuoteUrl = useSession(inspectQuoteUrlOf);
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
        {...(inspectQuoteUrl ? { inspectQuoteUrl } : {})}
        canPayNow={canPayNow}
        canPayLater={billing?.canPayLater ?? true}
        allowDomesticDocuments={domesticDocuments}
        messages={NO_WIDGET_TITLE}
        {...(id ? { draftId: id } : {})}
        onStep={({ step: next }) => {
          if (next !== step && isPrepareStep(next)) setParams({ step: next }, { replace: true });
        }}
        contacts={appConfig.support}
        onQuit={() => navigate(AFTER_LEAVING)}
        // spec 01 §4: the draft is saved and the request sent; view history with a notice.
        onSendToSupport={({ message }) => {
          feedback.toast('notice', message);
          navigate(AFTER_LEAVING);
        }}
        // spec 01 §2: a signed-in user (the page needs one) goes to view history with the notice.
        onFreightQuote={({ message }) => {
          feedback.toast('notice', message);
          navigate(AFTER_LEAVING);
        }}
        // spec 01 §4: after completion, the summary with the new-shipment flag.
        onShipmentCreated={({ shipmentId }) => navigate(`/shipment-summary/${shipmentId}?new=1`)}
      />
    </>
  );
}
