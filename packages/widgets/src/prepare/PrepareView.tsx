import type { BookedShipment } from '@shipdeck/core/contract';
import { buildRateCards } from '@shipdeck/core/quote/rateCards';
import { PREPARE_STEPS, type PrepareStep } from '@shipdeck/core/shipment/wizard';
import { type ComponentType, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Heading, HeadingBaseContext } from '../ui/Heading';
import { Notice } from '../ui/Notice';
import { ProgressBar } from '../ui/ProgressBar';
import { useStore } from '../useStore';
import { loadOnce } from './loadOnce';
import { PrepareContext, type PrepareContextValue, usePrepare } from './prepareContext';
import type { FreightQuoteRequested } from './requests/FreightQuoteDialog';
import type { SentToSupport } from './requests/supportApi';
import { SavedListsModals } from './savedLists';

// The request modals load when one is first opened (issue 11: not part of step 1's code).
const FreightQuoteDialog = lazy(() =>
  import('./requests/FreightQuoteDialog').then((m) => ({ default: m.FreightQuoteDialog })),
);
const ReportProblemDialog = lazy(() =>
  import('./requests/ReportProblemDialog').then((m) => ({ default: m.ReportProblemDialog })),
);
const ErrorPopup = lazy(() => import('./requests/ErrorPopup').then((m) => ({ default: m.ErrorPopup })));

/**
 * The shell's parts that are not on screen at first (./shellLaterParts.tsx, with their texts): the Save
 * Draft modal, the "Cancel shipment" confirmation, the restore question (asked once the stored copy
 * was read, itself a later load), the wizard's notices and the CSR's house-account toggle. One chunk,
 * loaded once the wizard has shown (issue 11).
 */
const loadShellParts = loadOnce(() => import('./shellLaterParts'));
const SaveDraftDialog = lazy(() => loadShellParts().then((m) => ({ default: m.SaveDraftDialog })));
const CancelConfirmation = lazy(() => loadShellParts().then((m) => ({ default: m.CancelConfirmation })));
const RestoreQuestion = lazy(() => loadShellParts().then((m) => ({ default: m.RestoreQuestion })));
const Notices = lazy(() => loadShellParts().then((m) => ({ default: m.Notices })));
const HouseAccountToggle = lazy(() => loadShellParts().then((m) => ({ default: m.HouseAccountToggle })));

/** The last step's actions in the bottom bar (./steps/ReviewActions.tsx), loaded with the last step. */
const loadReviewActions = loadOnce(() => import('./steps/ReviewActions'));
const ReviewActions = lazy(() => loadReviewActions().then((m) => ({ default: m.ReviewActions })));

/** The rate summary's See Details and Quote Disclaimer (./RateSummaryDetails.tsx), shown on a click. */
const loadRateSummaryDetails = loadOnce(() => import('./RateSummaryDetails'));
const RateSummaryDetails = lazy(() =>
  loadRateSummaryDetails().then((m) => ({ default: m.RateSummaryDetails })),
);

/** The component of each step (./steps): the shell renders the one of `state.step`. */
export type StepViews = Record<PrepareStep, ComponentType>;

export interface PrepareViewProps
  extends Omit<PrepareContextValue, 'idPrefix' | 'openFreightQuote' | 'inlineStyles'> {
  steps: StepViews;
  /** Which mounted widget this is on the page (unique element ids per instance). */
  instance?: number;
  /** The widget's styles as a <style> element (false when the shadow root adopted them). */
  css?: string | null;
  /** Save Draft & Quit, after the draft was saved (the app goes to the history page). */
  onQuit?(draftId: string | null): void;
  /**
   * Save & Send to Support, after the draft was saved and the support request sent (spec 01 §2, §4:
   * then the view-history page and a notice).
   */
  onSendToSupport?(result: SentToSupport): void;
  /** A freight quote was requested (spec 01 §2: a signed-in user goes to view history, a guest to the guest landing page). */
  onFreightQuote?(result: FreightQuoteRequested): void;
  /** Complete Shipment booked it (issue 12): the host opens the summary. */
  onShipmentCreated?(shipmentId: string, booked: BookedShipment | null): void;
  /** Starts loading a step's code ahead of time (the default steps load on demand: stepViews.ts). */
  preloadStep?(step: PrepareStep): void;
}

/** The request modals the view shows: freight quote, the CSR's report problem, the error popup. */
type RequestDialog = { kind: 'freight' } | { kind: 'report' } | { kind: 'support'; message: string | null };

/** What the shell's parts ask of the view about those modals. */
interface RequestActions {
  open(dialog: RequestDialog): void;
  sentToSupport(result: SentToSupport): void;
}

/** spec 01 §4: after a failed Continue the view scrolls to the first error (the store says where). */
function revealFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], .sd-error');
  if (!first) return;
  first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  if (first.matches('[aria-invalid="true"]')) first.focus({ preventScroll: true });
}

/**
 * The prepare-shipment screen (spec 01 §2): the left step panel, the current step, the sticky rate
 * summary and the bottom bar, with the restore question, the notices, the Save Draft modal and the
 * cancel confirmation. The steps themselves are components of ./steps reading the same context.
 */
export function PrepareView({
  steps,
  instance = 0,
  css = null,
  onQuit,
  onSendToSupport,
  onShipmentCreated,
  onFreightQuote,
  preloadStep,
  ...context
}: PrepareViewProps) {
  const idPrefix = `sdp${instance}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [dialog, setDialog] = useState<RequestDialog | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  const { support } = context;
  const value: PrepareContextValue = {
    ...context,
    idPrefix,
    inlineStyles: css !== null,
    ...(support ? { openFreightQuote: () => setDialog({ kind: 'freight' }) } : {}),
  };
  const requests: RequestActions = {
    open: (next) => setDialog(next),
    sentToSupport: (result) => {
      setDialog(null);
      setSentNotice(context.t('prepare.support.sent'));
      onSendToSupport?.(result);
    },
  };
  const root = useRef<HTMLDivElement>(null);
  const { store } = context;
  const step = useStore(store, (s) => s.step);
  const scrollTo = useStore(store, (s) => s.scrollTo);
  const useHouseAccount = useStore(store, (s) => s.useHouseAccount);
  // spec 01 §2: going back from the review step asks to confirm "Cancel shipment".
  const confirmation = useStore(store, (s) => s.confirmation);
  const Step = steps[step];

  // The store names the first error's path after a failed Continue; the step has rendered it by now.
  useEffect(() => {
    if (scrollTo) revealFirstError(root.current);
  }, [scrollTo]);

  // Once a step has rendered, the next one's code loads in the background (issue 11), and the
  // shell's later parts' and the rate summary's details once.
  useEffect(() => {
    const next = PREPARE_STEPS[PREPARE_STEPS.indexOf(step) + 1];
    if (next) preloadStep?.(next);
    if ((next ?? step) === PREPARE_STEPS[PREPARE_STEPS.length - 1])
      loadReviewActions().catch(() => undefined);
  }, [step, preloadStep]);
  useEffect(() => {
    loadShellParts().catch(() => undefined);
    loadRateSummaryDetails().catch(() => undefined);
  }, []);

  return (
    <PrepareContext.Provider value={value}>
      <HeadingBaseContext.Provider value={context.t('prepare.title') ? 2 : 1}>
        <div className="sd-quote sd-prepare" ref={root}>
          {css && <style>{css}</style>}
          {context.isCsr && useHouseAccount && (
            <p className="sd-house-banner" role="status">
              {context.t('prepare.houseAccountBanner')}
            </p>
          )}
          {context.t('prepare.title') && <h2 className="sd-title">{context.t('prepare.title')}</h2>}
          {/* Nothing in their place until their code is in (fetched when the wizard showed). */}
          <Suspense fallback={null}>
            <RestoreQuestion />
            <Notices />
          </Suspense>
          {sentNotice && (
            <p className="sd-notice sd-notice-success" role="status">
              {sentNotice}
            </p>
          )}
          <div className="sd-prepare-layout">
            <StepPanel onQuit={onQuit} requests={requests} />
            <section className="sd-prepare-main" aria-labelledby={`${idPrefix}-step-title`}>
              <Heading offset={1} className="sd-h" id={`${idPrefix}-step-title`}>
                {context.t(`prepare.step.${step}`)}
              </Heading>
              <Suspense fallback={<ProgressBar label={context.t('prepare.loading')} />}>
                <Step />
              </Suspense>
              <BottomBar requests={requests} onShipmentCreated={onShipmentCreated} />
            </section>
            <RateSummary requests={requests} />
          </div>
          <SavedListsModals />
          {/* The dialogs show once their code is in (fetched when the wizard showed). */}
          <Suspense fallback={null}>
            {confirmation === 'cancelShipment' && <CancelConfirmation />}
            {support && dialog?.kind === 'freight' && (
              <FreightQuoteDialog
                support={support}
                onClose={() => setDialog(null)}
                onRequested={(result) => {
                  setDialog(null);
                  setSentNotice(context.t('prepare.freight.requested'));
                  onFreightQuote?.(result);
                }}
              />
            )}
            {support && dialog?.kind === 'report' && (
              <ReportProblemDialog
                support={support}
                onClose={() => setDialog(null)}
                onSent={() => {
                  setDialog(null);
                  setSentNotice(context.t('prepare.report.sent'));
                }}
              />
            )}
            {support && dialog?.kind === 'support' && (
              <ErrorPopup
                message={dialog.message}
                support={support}
                onClose={() => setDialog(null)}
                onSent={requests.sentToSupport}
              />
            )}
          </Suspense>
        </div>
      </HeadingBaseContext.Provider>
    </PrepareContext.Provider>
  );
}

/** spec 01 §2: numbered steps; only a completed (valid) step can be clicked to jump back. */
function StepPanel({ onQuit, requests }: { onQuit: PrepareViewProps['onQuit']; requests: RequestActions }) {
  const { store, t, isCsr } = usePrepare();
  const current = useStore(store, (s) => s.step);
  const wizardSteps = useStore(store, (s) => s.steps);
  const [saving, setSaving] = useState(false);
  return (
    <nav className="sd-panel sd-prepare-steps" aria-label={t('prepare.steps')}>
      <ol>
        {wizardSteps.map(({ step, stepNumber, valid }) => (
          <li key={step}>
            <button
              type="button"
              className="sd-step"
              aria-current={step === current ? 'step' : undefined}
              disabled={step !== current && !valid}
              onClick={() => store.getState().goTo(step)}
            >
              <span className="sd-step-number">{stepNumber}</span> {t(`prepare.step.${step}`)}
              {valid && step !== current && (
                <span className="sd-visually-hidden"> ({t('prepare.stepDone')})</span>
              )}
            </button>
          </li>
        ))}
      </ol>
      <p className="sd-muted">{t('prepare.finishLater')}</p>
      <button type="button" className="sd-btn" onClick={() => setSaving(true)}>
        {t('prepare.saveDraftAndQuit')}
      </button>
      {isCsr && (
        <Suspense fallback={null}>
          <HouseAccountToggle />
        </Suspense>
      )}
      {saving && (
        <Suspense fallback={null}>
          <SaveDraftDialog
            onClose={() => setSaving(false)}
            onSaved={(draftId) => {
              setSaving(false);
              onQuit?.(draftId);
            }}
            onSentToSupport={(result) => {
              setSaving(false);
              requests.sentToSupport(result);
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}

/** spec 01 §2 bottom bar: Previous step, Save & Continue; on the last step Cancel and Complete Shipment. */
function BottomBar({
  requests,
  onShipmentCreated,
}: Pick<PrepareViewProps, 'onShipmentCreated'> & { requests: RequestActions }) {
  const { store, t } = usePrepare();
  const step = useStore(store, (s) => s.step);
  const saving = useStore(store, (s) => s.saving);
  const isLast = step === PREPARE_STEPS[PREPARE_STEPS.length - 1];
  const isFirst = step === PREPARE_STEPS[0];
  return (
    <div className="sd-actions sd-prepare-bar">
      {!isFirst && !isLast && (
        <button type="button" className="sd-btn" onClick={() => store.getState().back()}>
          {t('prepare.previousStep')}
        </button>
      )}
      {isLast ? (
        // Loaded with the last step (fetched once step 3 has shown); nothing until it is in.
        <Suspense fallback={null}>
          <ReviewActions
            onShipmentCreated={onShipmentCreated}
            onFailed={(message) => requests.open({ kind: 'support', message })}
            onSentToSupport={requests.sentToSupport}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="sd-btn sd-btn-primary"
          disabled={saving}
          onClick={() => void store.getState().continue()}
        >
          {t('prepare.saveAndContinue')}
        </button>
      )}
    </div>
  );
}

/** The sticky rate summary (spec 01 §2): shipping charge, total charge, savings from 20%. */
function RateSummary({ requests }: { requests: RequestActions }) {
  const { store, t, idPrefix, isCsr, support } = usePrepare();
  const rate = useStore(store, (s) => s.currentRate);
  const domestic = useStore(store, (s) => s.draft.isDomestic);
  const [open, setOpen] = useState<'details' | 'disclaimer' | null>(null);
  const status = useStore(store, (s) => s.rateStatus);
  const message = useStore(store, (s) => s.rateMessage);
  const busy = status === 'loading' || status === 'pending';
  // The chosen rate as core's rate card: the same charges, savings and fee lines as everywhere else.
  const card = useMemo(
    () => (rate ? buildRateCards([rate], { isDomestic: domestic, messages: t.catalogue })[0] : undefined),
    [rate, domestic, t],
  );
  return (
    <aside className="sd-panel sd-prepare-rate" aria-labelledby={`${idPrefix}-rate-title`} aria-busy={busy}>
      <p className="sd-h" id={`${idPrefix}-rate-title`}>
        {t('prepare.rateSummary')}
      </p>
      {busy && <ProgressBar label={t('prepare.updatingRate')} />}
      {message ? (
        <Notice kind="warning">{message}</Notice>
      ) : card ? (
        <>
          <dl className="sd-facts">
            <div className="sd-fact">
              <dt>{t('prepare.shippingCharge')}</dt>
              <dd>{card.shippingCharge}</dd>
            </div>
            <div className="sd-fact sd-total">
              <dt>{t('prepare.totalCharge')}</dt>
              <dd>{card.totalCharge}</dd>
            </div>
          </dl>
          {card.savings && (
            <p className="sd-savings">
              {t('prepare.savings', { amount: card.savings.amount, percent: card.savings.percent })}
            </p>
          )}
        </>
      ) : (
        !busy && <p className="sd-muted">{t('prepare.noRateYet')}</p>
      )}
      <div className="sd-actions">
        {card && (
          <button
            type="button"
            className="sd-btn sd-btn-link"
            aria-expanded={open === 'details'}
            onClick={() => setOpen(open === 'details' ? null : 'details')}
          >
            {t('quote.seeDetails')}
          </button>
        )}
        <button
          type="button"
          className="sd-btn sd-btn-link"
          aria-expanded={open === 'disclaimer'}
          onClick={() => setOpen(open === 'disclaimer' ? null : 'disclaimer')}
        >
          {t('prepare.quoteDisclaimer')}
        </button>
        {isCsr && support && (
          <button
            type="button"
            className="sd-btn sd-btn-link"
            onClick={() => requests.open({ kind: 'report' })}
          >
            {t('prepare.report.open')}
          </button>
        )}
        {support && (
          <button
            type="button"
            className="sd-btn sd-btn-link"
            onClick={() => requests.open({ kind: 'support', message: null })}
          >
            {t('prepare.support.contact')}
          </button>
        )}
      </div>
      {open && (
        // Their code and texts load once the wizard has shown; nothing until they are in.
        <Suspense fallback={null}>
          <RateSummaryDetails open={open} card={card} domestic={domestic} />
        </Suspense>
      )}
    </aside>
  );
}
