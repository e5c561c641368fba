import { useState } from 'react';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { useStore } from '../useStore';
import { usePrepare } from './prepareContext';
import { addPrepareTexts } from './prepareMessages';
import { messageOf, type SentToSupport, sendDraftToSupport } from './requests/supportApi';
import { shellLaterMessages } from './shellLaterMessages';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import './firstLoad';
import { LaterStyles } from './laterStyles';

// The shell's later parts come with their texts (issue 11: none is on screen at first).
addPrepareTexts(shellLaterMessages);

/** spec 01 §2: going back from the review step asks to confirm "Cancel shipment". */
export function CancelConfirmation() {
  const { store, t, idPrefix } = usePrepare();
  const confirmation = useStore(store, (s) => s.confirmation);
  if (confirmation !== 'cancelShipment') return null;
  return (
    <Dialog titleId={`${idPrefix}-cancel-title`} onClose={() => store.getState().dismissConfirmation()}>
      <LaterStyles />
      <h3 className="sd-h" id={`${idPrefix}-cancel-title`}>
        {t('prepare.confirmCancelTitle')}
      </h3>
      <p>{t('prepare.confirmCancel')}</p>
      <div className="sd-actions">
        <button type="button" className="sd-btn sd-btn-primary" onClick={() => store.getState().confirm()}>
          {t('prepare.confirmYes')}
        </button>
        <button type="button" className="sd-btn" onClick={() => store.getState().dismissConfirmation()}>
          {t('prepare.confirmNo')}
        </button>
      </div>
    </Dialog>
  );
}

/** spec 01 §2: the Save Draft modal asks for a draft name (Cancel, Save Draft). */
export function SaveDraftDialog({
  onClose,
  onSaved,
  onSentToSupport,
}: {
  onClose(): void;
  onSaved(draftId: string | null): void;
  onSentToSupport(result: SentToSupport): void;
}) {
  const { store, t, idPrefix, support } = usePrepare();
  const saving = useStore(store, (s) => s.saving);
  const [name, setName] = useState(() => store.getState().draft.name);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    if (await store.getState().saveDraft(name)) onSaved(store.getState().draft.id);
  };
  // spec 01 §2: the Save Draft modal's Save & Send to Support (named, saved, then the request).
  const sendToSupport = async () => {
    if (!support) return;
    setFailure(null);
    try {
      const sent = await sendDraftToSupport(store, support, { message: t('prepare.support.message'), name });
      if (sent) onSentToSupport(sent);
    } catch (error) {
      setFailure(messageOf(error, t('api.unknownStatus')));
    }
  };
  return (
    <Dialog titleId={`${idPrefix}-save-title`} onClose={onClose}>
      <LaterStyles />
      <h3 className="sd-h" id={`${idPrefix}-save-title`}>
        {t('prepare.saveDraftTitle')}
      </h3>
      <div className="sd-field">
        <label className="sd-label" htmlFor={`${idPrefix}-draft-name`}>
          {t('prepare.draftName')}
        </label>
        <input
          id={`${idPrefix}-draft-name`}
          className="sd-input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </div>
      <div className="sd-actions sd-mt">
        <button type="button" className="sd-btn" onClick={onClose}>
          {t('prepare.cancel')}
        </button>
        <button type="button" className="sd-btn sd-btn-primary" disabled={saving} onClick={() => void save()}>
          {t('prepare.saveDraft')}
        </button>
        {support && (
          <button type="button" className="sd-btn" disabled={saving} onClick={() => void sendToSupport()}>
            {t('prepare.saveAndSendToSupport')}
          </button>
        )}
      </div>
      {failure && <Notice kind="error">{failure}</Notice>}
    </Dialog>
  );
}

/** spec 01 §4: "You have previously entered data. Would you like to use it?" */
export function RestoreQuestion() {
  const { store, t, idPrefix } = usePrepare();
  const prompt = useStore(store, (s) => s.restorePrompt);
  if (!prompt) return null;
  return (
    <div className="sd-notice sd-notice-warning" role="alertdialog" aria-labelledby={`${idPrefix}-restore`}>
      <p id={`${idPrefix}-restore`}>{prompt.message}</p>
      <div className="sd-actions">
        <button
          type="button"
          className="sd-btn sd-btn-primary"
          onClick={() => store.getState().resolveRestore(true)}
        >
          {t('prepare.restoreYes')}
        </button>
        <button type="button" className="sd-btn" onClick={() => store.getState().resolveRestore(false)}>
          {t('prepare.restoreNo')}
        </button>
      </div>
    </div>
  );
}

/** The wizard's notices (spec 01 §8): one line each, dismissible. */
export function Notices() {
  const { store, t } = usePrepare();
  const notices = useStore(store, (s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <ul className="sd-prepare-notices">
      {notices.map((notice) => (
        <li key={notice.id}>
          <Notice kind={notice.level === 'error' ? 'error' : 'warning'}>
            {notice.message}{' '}
            <button
              type="button"
              className="sd-btn sd-btn-link"
              onClick={() => store.getState().dismissNotice(notice.id)}
            >
              {t('prepare.dismiss')}
            </button>
          </Notice>
        </li>
      ))}
    </ul>
  );
}

/** The CSR's "Use House Account?" toggle of the left panel (spec 01 §2). */
export function HouseAccountToggle() {
  const { store, t, idPrefix } = usePrepare();
  const useHouseAccount = useStore(store, (s) => s.useHouseAccount);
  return (
    <label className="sd-check sd-mt">
      <input
        type="checkbox"
        id={`${idPrefix}-house-account`}
        checked={useHouseAccount}
        onChange={(event) => store.getState().setUseHouseAccount(event.currentTarget.checked)}
      />
      {t('prepare.useHouseAccount')}
    </label>
  );
}
