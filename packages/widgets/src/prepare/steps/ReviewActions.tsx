import type { BookedShipment } from '@shipdeck/core/contract';
import { useState } from 'react';
import { Notice } from '../../ui/Notice';
import { ProgressBar } from '../../ui/ProgressBar';
import { useStore } from '../../useStore';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts } from '../prepareMessages';
import { messageOf, type SentToSupport, sendDraftToSupport } from '../requests/supportApi';
import { laterStepsMessages } from './laterStepsMessages';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';

// With the last step's texts (issue 11: not part of step 1's first load).
addPrepareTexts(laterStepsMessages);

/**
 * The last step's part of the bottom bar (spec 01 §2): Cancel Shipment, Save & Send to Support and
 * Complete Shipment, with the booking's progress; loaded with step 4 (PrepareView).
 */
export function ReviewActions({
  onShipmentCreated,
  onFailed,
  onSentToSupport,
}: {
  /** Complete Shipment booked it (issue 12): the host opens the summary. */
  onShipmentCreated?: ((shipmentId: string, booked: BookedShipment | null) => void) | undefined;
  /** spec 03 §8: a failed completion opens the error popup with its message. */
  onFailed(message: string): void;
  onSentToSupport(result: SentToSupport): void;
}) {
  const { store, t, support } = usePrepare();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const saving = useStore(store, (s) => s.saving);
  const completing = useStore(store, (s) => s.completing);
  // spec 01 §4: completion books, clears the unsaved copy, shows the notice; the host opens the summary.
  const complete = async () => {
    const result = await store.getState().complete();
    if (result.ok && result.shipmentId)
      onShipmentCreated?.(result.shipmentId, store.getState().completedShipment);
    // spec 03 §8: a failed completion opens the error popup, which can send the draft to support.
    if (!result.ok && support) {
      const error = store
        .getState()
        .notices.filter((n) => n.level === 'error')
        .at(-1);
      if (error) onFailed(error.message);
    }
  };
  // spec 01 §4: saves the draft, sends a support request about it, then the host leaves for history.
  const sendToSupport = async () => {
    if (!support) return;
    setSending(true);
    setFailure(null);
    try {
      const sent = await sendDraftToSupport(store, support, { message: t('prepare.support.message') });
      if (sent) onSentToSupport(sent);
    } catch (error) {
      setFailure(messageOf(error, t('api.unknownStatus')));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <button type="button" className="sd-btn" onClick={() => store.getState().back()}>
        {t('prepare.cancelShipment')}
      </button>
      {support && (
        <button
          type="button"
          className="sd-btn"
          disabled={saving || sending}
          aria-busy={sending || undefined}
          onClick={() => void sendToSupport()}
        >
          {t('prepare.saveAndSendToSupport')}
        </button>
      )}
      <button
        type="button"
        className="sd-btn sd-btn-primary"
        disabled={completing}
        aria-busy={completing || undefined}
        onClick={complete}
      >
        {completing ? t('prepare.completing') : t('prepare.completeShipment')}
      </button>
      {completing && <ProgressBar label={t('prepare.completing')} />}
      {failure && <Notice kind="error">{failure}</Notice>}
    </>
  );
}
