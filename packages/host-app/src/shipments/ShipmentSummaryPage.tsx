import { type DocumentProblem, DocumentUnavailableError } from '@shipdeck/core/api';
import {
  type ShipmentDocumentListed,
  type ShipmentParty,
  type ShipmentResource,
  SURVEY_SUBMITTED_EVENT,
} from '@shipdeck/core/contract';
import { formatMoney, formatShortDate } from '@shipdeck/core/format';
import { messages } from '@shipdeck/core/messages';
import { canCancelShipment, shipmentStateOf, shipmentStateTone } from '@shipdeck/core/shipment';
import { useCallback, useEffect, useState } from 'react';
import { withPageTexts } from '../messages';
import { Link, useNavigate, useParams, useSearchParams } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { useFeedback } from '../ui/Feedback';
import { blobOfDataUrl, downloadAllPdf, fileNameOf, openBlob, saveBlob } from './documentFiles';
import { ShipmentPickupPanel } from './ShipmentPickupPanel';
import { summaryMessages } from './summaryMessages';

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; shipment: ShipmentResource };

const HISTORY = '/view-history';

type SummaryMessageKey = keyof typeof summaryMessages;
const t = withPageTexts(summaryMessages);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** "DE" → "Germany" (the browser's names; the code itself when it has none). */
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * /shipment-summary/{id} (spec 02 §2 "Shipment summary screen"): "Shipment Overview", or
 * "Congratulations!" for a shipment just booked (`?new=1`) with the survey prompt and Go To View
 * History; the countries, export filing, tracking number with copy, payment, from / to, details,
 * invoice, rate and pickup; "1. Print your documents" with selectable cards, Print and Download
 * (download-all when every document is chosen) and the Document Problem modal; cancelling.
 */
export function ShipmentSummaryPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const isNew = params.get('new') === '1';
  const { api } = useAppSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(async () => {
    const shipment = await api.shipment(id).catch(() => null);
    setLoad(shipment ? { status: 'loaded', shipment } : { status: 'missing' });
  }, [api, id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.status === 'loading') return <p role="status">{t('summary.loading')}</p>;
  if (load.status === 'missing')
    return (
      <section className="app-card">
        <h1 className="app-page-title">{t('summary.title')}</h1>
        <p role="alert">{t('summary.notFound')}</p>
        <Link to={HISTORY}>{t('summary.goToHistory')}</Link>
      </section>
    );
  const { shipment } = load;
  return (
    <article className="app-summary" aria-labelledby="summary-title">
      <header className="app-summary-head">
        <div>
          <h1 className="app-page-title" id="summary-title">
            {isNew ? t('summary.newTitle') : t('summary.title')}
          </h1>
          {isNew && <p role="status">{t('summary.created')}</p>}
        </div>
        <Link to={HISTORY} className="app-button app-button-secondary" aria-label={t('summary.close')}>
          ✕
        </Link>
      </header>
      {isNew && <NewShipmentPanel shipmentId={id} />}
      <Overview shipment={shipment} />
      <Documents shipment={shipment} />
      <div className="app-summary-grid">
        <Parties shipment={shipment} />
        <Details shipment={shipment} />
        <RatePanel shipment={shipment} />
        <ShipmentPickupPanel shipment={shipment} onChanged={reload} />
      </div>
      <CancelShipment shipment={shipment} onCanceled={reload} />
    </article>
  );
}

/**
 * "Congratulations!" (spec 02 §2): Go To View History, and after the account's first shipment the
 * survey prompt (can be hidden), which opens /survey-form in a modal. The survey posts
 * "surveySubmitted" to this window when it is recorded (spec 02 §2); the modal then closes.
 */
function NewShipmentPanel({ shipmentId }: { shipmentId: string }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [asked, setAsked] = useState(false);
  const [surveyHidden, setSurveyHidden] = useState(false);
  const [surveyOpen, setSurveyOpen] = useState(false);
  useEffect(() => {
    let live = true;
    api.firstShipmentSurvey().then(
      (status) => live && setAsked(status.firstShipmentId === shipmentId && !status.answered),
      // Without the status the prompt stays away: the survey is a favour we ask, never in the way.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, shipmentId]);
  useEffect(() => {
    if (!surveyOpen) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== SURVEY_SUBMITTED_EVENT) return;
      setSurveyOpen(false);
      setAsked(false);
      feedback.toast('notice', messages('survey.recorded'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [surveyOpen, feedback]);
  return (
    <div className="app-card app-summary-new">
      {asked && !surveyHidden && (
        <p>
          {t('summary.surveyPrompt')}{' '}
          <button type="button" className="app-link-button" onClick={() => setSurveyOpen(true)}>
            {t('summary.surveyOpen')}
          </button>{' '}
          <button type="button" className="app-link-button" onClick={() => setSurveyHidden(true)}>
            {t('summary.surveyHide')}
          </button>
        </p>
      )}
      <Link to={HISTORY} className="app-button">
        {t('summary.goToHistory')}
      </Link>
      {surveyOpen && (
        <Dialog title={messages('survey.title')} onClose={() => setSurveyOpen(false)} wide>
          <iframe
            className="app-survey-frame"
            title={messages('survey.title')}
            src={`/survey-form?shipmentId=${encodeURIComponent(shipmentId)}`}
          />
          <div className="app-actions">
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => setSurveyOpen(false)}
            >
              {t('survey.modalClose')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

function Overview({ shipment }: { shipment: ShipmentResource }) {
  const feedback = useFeedback();
  const state = shipmentStateOf(shipment.primaryStatusFlag);
  const payment = shipment.payment;
  // A payment whose stored method is gone (deleted since) says how it was paid without naming it.
  const paymentKey =
    payment.type === 'pay_now' && !payment.method
      ? 'summary.payment.pay_now.unnamed'
      : `summary.payment.${payment.type}`;
  const paymentText = t(paymentKey as SummaryMessageKey, {
    method: payment.method ?? '',
    account: payment.accountNumber ?? '',
  });
  return (
    <section className="app-card" aria-label={t('summary.title')}>
      <p className="app-summary-countries">
        {t('summary.countries', {
          from: countryName(shipment.shipmentFrom.countryCode),
          to: countryName(shipment.shipmentTo.countryCode),
        })}
      </p>
      {shipment.canceledOn && (
        <p role="status" className="app-summary-canceled">
          {t('summary.canceled', { date: formatShortDate(shipment.canceledOn) })}
        </p>
      )}
      <dl className="app-rows">
        <div>
          <dt>{t('summary.trackingNumber')}</dt>
          <dd>
            <code data-testid="tracking-number">{shipment.trackingNumber}</code>{' '}
            <button
              type="button"
              className="app-link-button"
              aria-label={t('summary.copyLabel')}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(shipment.trackingNumber);
                  feedback.toast('notice', t('summary.copied'));
                } catch {
                  feedback.toast('error', t('summary.copyFailed'));
                }
              }}
            >
              {t('summary.copy')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('summary.status')}</dt>
          <dd>
            <span className={`app-badge app-badge-${shipmentStateTone(state)}`}>
              {shipment.primaryStatusFlagLabel}
            </span>
          </dd>
        </div>
        {shipment.exportFiling && (
          <div>
            <dt>{t('summary.exportFiling')}</dt>
            <dd>{shipment.exportFiling}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.payment')}</dt>
          <dd>
            {paymentText} · {formatMoney(payment.amount.amount, payment.amount.currency)}
            {payment.chargeStatus === 'refunded' && ` · ${t('summary.refunded')}`}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function PartyAddress({ party }: { party: ShipmentParty }) {
  const lines = [
    party.companyName,
    party.contactName,
    party.addressLine1,
    party.addressLine2,
    party.addressLine3,
    [party.city, party.division, party.postalCode].filter(Boolean).join(' '),
    countryName(party.countryCode),
    party.phoneNumber,
    party.email,
  ].filter((line): line is string => Boolean(line));
  return (
    <address>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address, in a fixed order
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function Parties({ shipment }: { shipment: ShipmentResource }) {
  return (
    <section className="app-card" aria-labelledby="summary-from-to">
      <h2 id="summary-from-to">
        {t('summary.from')} / {t('summary.to')}
      </h2>
      <div className="app-summary-parties">
        <div>
          <h3>{t('summary.from')}</h3>
          <PartyAddress party={shipment.shipmentFrom} />
        </div>
        <div>
          <h3>{t('summary.to')}</h3>
          <PartyAddress party={shipment.shipmentTo} />
        </div>
      </div>
    </section>
  );
}

function Details({ shipment }: { shipment: ShipmentResource }) {
  return (
    <section className="app-card" aria-labelledby="summary-details">
      <h2 id="summary-details">{t('summary.details')}</h2>
      <dl className="app-rows">
        <div>
          <dt>{t('summary.shipDate')}</dt>
          <dd>{formatShortDate(shipment.targetShipDate)}</dd>
        </div>
        <div>
          <dt>{t('summary.pieces')}</dt>
          <dd>{shipment.pieces}</dd>
        </div>
        <div>
          <dt>{t('summary.weight')}</dt>
          <dd>
            {shipment.totalWeight.value} {shipment.totalWeight.unit}
          </dd>
        </div>
        <div>
          <dt>{t('summary.description')}</dt>
          <dd>{shipment.description}</dd>
        </div>
        {shipment.shipmentReferenceNumber && (
          <div>
            <dt>{t('summary.reference')}</dt>
            <dd>{shipment.shipmentReferenceNumber}</dd>
          </div>
        )}
        {shipment.isDutiable && shipment.declaredTotalValue !== null && (
          <div>
            <dt>{t('summary.invoice')}</dt>
            <dd>
              {t('summary.declaredValue')}:{' '}
              {formatMoney(shipment.declaredTotalValue, shipment.payment.amount.currency)}
            </dd>
          </div>
        )}
        {shipment.hasBatteries && (
          <div>
            <dt>{t('summary.batteries')}</dt>
            <dd>✓</dd>
          </div>
        )}
        {shipment.hasDangerousGoods && (
          <div>
            <dt>{t('summary.dangerousGoods')}</dt>
            <dd>✓</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function RatePanel({ shipment }: { shipment: ShipmentResource }) {
  return (
    <section className="app-card" aria-labelledby="summary-rate">
      <h2 id="summary-rate">{t('summary.rate')}</h2>
      <dl className="app-rows">
        <div>
          <dt>{t('summary.service')}</dt>
          <dd>{shipment.carrier.name}</dd>
        </div>
        <div>
          <dt>{t('summary.estimatedDelivery')}</dt>
          <dd>{formatShortDate(shipment.rate.estimatedDelivery)}</dd>
        </div>
        <div>
          <dt>{t('summary.total')}</dt>
          <dd>{formatMoney(shipment.payment.amount.amount, shipment.payment.amount.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** "1. Print your documents" (spec 02 §2): selectable cards, Print and Download, the Document Problem modal. */
function Documents({ shipment }: { shipment: ShipmentResource }) {
  const { api } = useAppSession();
  const token = useSession((s) => s.token);
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(shipment.documents.map((d) => d.id)),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const chosen = shipment.documents.filter((d) => selected.has(d.id));
  const all = chosen.length === shipment.documents.length;

  const fetchOne = async (document: ShipmentDocumentListed) => {
    const resource = await api.shipmentDocument(document.id);
    return { blob: blobOfDataUrl(resource.file), fileName: fileNameOf(resource) };
  };
  const run = async (action: 'print' | 'download') => {
    if (chosen.length === 0) {
      setHint(t('summary.noneSelected'));
      return;
    }
    setHint(null);
    // The tab is opened while the click is still a user gesture; the PDF is put in it once fetched.
    const tab = action === 'print' ? window.open('', '_blank') : null;
    setBusy(true);
    try {
      if (all && chosen.length > 1) {
        const blob = await downloadAllPdf(api.transport.baseUrl, token, shipment.id);
        if (action === 'print') openBlob(blob, tab);
        else saveBlob(blob, `shipment-${shipment.trackingNumber}.pdf`);
      } else {
        for (const document of chosen) {
          const file = await fetchOne(document);
          if (action === 'print') openBlob(file.blob, chosen.length === 1 ? tab : null);
          else saveBlob(file.blob, file.fileName);
        }
      }
    } catch (error) {
      tab?.close();
      setProblem(error instanceof DocumentUnavailableError ? error.problem : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="app-card" aria-labelledby="summary-documents">
      <h2 id="summary-documents">{t('summary.documents')}</h2>
      <p>{t('summary.documentsHelp')}</p>
      <ul className="app-document-cards">
        {shipment.documents.map((document) => (
          <li key={document.id}>
            <label className="app-document-card">
              <input
                type="checkbox"
                checked={selected.has(document.id)}
                onChange={(event) => {
                  const next = new Set(selected);
                  if (event.currentTarget.checked) next.add(document.id);
                  else next.delete(document.id);
                  setSelected(next);
                }}
              />
              {t(`summary.document.${document.type}` as SummaryMessageKey)}
            </label>
          </li>
        ))}
      </ul>
      {hint && <p className="app-field-error">{hint}</p>}
      <div className="app-actions">
        <button type="button" className="app-button" disabled={busy} onClick={() => void run('print')}>
          {t('summary.print')}
        </button>
        <button
          type="button"
          className="app-button app-button-secondary"
          disabled={busy}
          onClick={() => void run('download')}
        >
          {t('summary.download')}
        </button>
        {busy && <span role="status">{t('summary.preparingDocuments')}</span>}
      </div>
      {problem && (
        <Dialog title={t('summary.problemTitle')} onClose={() => setProblem(null)}>
          <p>{t(`summary.problem.${problem}` as SummaryMessageKey)}</p>
          <div className="app-actions">
            <button type="button" className="app-button" onClick={() => setProblem(null)}>
              {t('summary.problemClose')}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

/**
 * Cancelling (spec 02 §4 "Cancelling a shipment") while the carrier does not have it: after a
 * confirmation, or, for a shipment on a pickup, "Cancel This Shipment & Pickup", "Cancel This Shipment
 * Only" or "Go Back". With the pickup, success needs both cancelled; only the shipment is "Error on
 * associated pickup canceling".
 */
function CancelShipment({
  shipment,
  onCanceled,
}: {
  shipment: ShipmentResource;
  onCanceled(): Promise<void>;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canCancelShipment(shipment.primaryStatusFlag)) return null;
  const onPickup = Boolean(shipment.pickup);
  const cancel = async (cancelRelatedPickup: boolean) => {
    setBusy(true);
    try {
      const answer = await api.cancelShipment({ shipmentId: shipment.id, cancelRelatedPickup });
      if (answer.shipmentCanceled) {
        if (!cancelRelatedPickup) feedback.toast('notice', t('summary.canceledNotice'));
        else if (answer.pickupCanceled) feedback.toast('notice', t('summary.canceledWithPickupNotice'));
        else feedback.toast('error', t('summary.pickupCancelFailed'));
        setAsking(false);
        await onCanceled();
        navigate(`/shipment-summary/${shipment.id}`, { replace: true });
      } else feedback.toast('error', t('summary.cancelFailed'));
    } catch {
      feedback.toast('error', t('summary.cancelFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="app-actions">
      <button type="button" className="app-button app-button-secondary" onClick={() => setAsking(true)}>
        {t('summary.cancel')}
      </button>
      {asking && (
        <Dialog title={t('summary.cancelTitle')} onClose={() => setAsking(false)}>
          <p>{t('summary.cancelConfirm')}</p>
          {onPickup && <p>{t('summary.cancelPickupQuestion')}</p>}
          <div className="app-actions">
            {onPickup ? (
              <>
                <button
                  type="button"
                  className="app-button"
                  disabled={busy}
                  onClick={() => void cancel(true)}
                >
                  {t('summary.cancelWithPickup')}
                </button>
                <button
                  type="button"
                  className="app-button"
                  disabled={busy}
                  onClick={() => void cancel(false)}
                >
                  {t('summary.cancelShipmentOnly')}
                </button>
              </>
            ) : (
              <button type="button" className="app-button" disabled={busy} onClick={() => void cancel(false)}>
                {t('summary.cancelYes')}
              </button>
            )}
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => setAsking(false)}
            >
              {t('summary.cancelBack')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
