import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { usePrepare } from '../prepareContext';
import { SupportContactList } from './SupportContactList';
import { messageOf, type SentToSupport, type SupportApi, sendDraftToSupport } from './supportApi';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';
import { LaterStyles } from '../laterStyles';

/**
 * The error popup (spec 03 §8): the error, how to reach customer support (phone, chat, e-mail, as
 * the host configures them), "Or have us take a look and come back to you. You can find it later in
 * your drafts.", an "Additional notes" field and "Save & Send to Support", which saves or creates
 * the draft and sends a support request about it.
 */
export function ErrorPopup({
  message,
  support,
  onClose,
  onSent,
}: {
  /** The error that opened it; none when the user asked for support from the rate summary. */
  message: string | null;
  support: SupportApi;
  onClose(): void;
  onSent(result: SentToSupport): void;
}) {
  const { store, t, idPrefix } = usePrepare();
  const [notes, setNotes] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = (part: string) => `${idPrefix}-support-${part}`;
  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const sent = await sendDraftToSupport(store, support, {
        message: message ?? t('prepare.support.message'),
        notes,
      });
      if (sent) onSent(sent);
      else setSending(false);
    } catch (failed) {
      setFailure(messageOf(failed, t('api.unknownStatus')));
      setSending(false);
    }
  };
  return (
    <Dialog titleId={id('title')} onClose={onClose}>
      <LaterStyles />
      <h3 className="sd-h" id={id('title')}>
        {message ? t('prepare.support.title') : t('prepare.support.contact')}
      </h3>
      {message && <Notice kind="error">{message}</Notice>}
      <SupportContactList />
      <p>{t('prepare.support.takeALook')}</p>
      <div className="sd-field">
        <label className="sd-label" htmlFor={id('notes')}>
          {t('prepare.support.notes')}
        </label>
        <textarea
          id={id('notes')}
          className="sd-input"
          rows={3}
          placeholder={t('prepare.support.notesPlaceholder')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
        />
      </div>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="sd-actions">
        <button type="button" className="sd-btn" onClick={onClose}>
          {t('prepare.support.close')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn-primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void send()}
        >
          {t('prepare.saveAndSendToSupport')}
        </button>
      </div>
    </Dialog>
  );
}
