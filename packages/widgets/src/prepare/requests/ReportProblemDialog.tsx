import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import { controlProps, Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { useStore } from '../../useStore';
import { usePrepare } from '../prepareContext';
import { addPrepareTexts } from '../prepareMessages';
import { messageOf, type SupportApi } from './supportApi';
// Only for the embed's code splitting (firstLoad.ts): nothing of it runs here.
import '../firstLoad';
import { LaterStyles } from '../laterStyles';
import { requestDialogsMessages } from './requestDialogsMessages';

// The modal's texts come with it (issue 11: not part of step 1's first load).
addPrepareTexts(requestDialogsMessages);

/**
 * The CSR's report-problem modal on the rate summary (spec 01 §2): the correct quote and a problem
 * description, Cancel and Send Report. It sends a support request about the rate shown (its id, the
 * draft if it is saved, the step); the server records who sent it for whom.
 */
export function ReportProblemDialog({
  support,
  onClose,
  onSent,
}: {
  support: SupportApi;
  onClose(): void;
  onSent(): void;
}) {
  const { store, t, idPrefix } = usePrepare();
  const rate = useStore(store, (s) => s.currentRate);
  const [correctQuote, setCorrectQuote] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = !correctQuote.trim() && !description.trim();
  const error = submitted && empty ? t('prepare.report.required') : undefined;
  const id = (field: string) => `${idPrefix}-report-${field}`;

  const send = async () => {
    setSubmitted(true);
    if (empty) return;
    setSending(true);
    setFailure(null);
    const { draft, step } = store.getState();
    try {
      await support.sendSupportRequest({
        message: [
          correctQuote.trim() && `${t('prepare.report.correctQuote')}: ${correctQuote.trim()}`,
          description.trim() && `${t('prepare.report.description')}: ${description.trim()}`,
        ]
          .filter(Boolean)
          .join('\n'),
        draftId: draft.id,
        rateId: rate?.id ?? null,
        step,
        context: 'report-problem',
      });
      onSent();
    } catch (failed) {
      setFailure(messageOf(failed, t('api.unknownStatus')));
      setSending(false);
    }
  };

  return (
    <Dialog titleId={id('title')} onClose={onClose}>
      <LaterStyles />
      <h3 className="sd-h" id={id('title')}>
        {t('prepare.report.title')}
      </h3>
      <Field id={id('correct')} label={t('prepare.report.correctQuote')} error={error}>
        <input
          {...controlProps(id('correct'), error)}
          className="sd-input"
          value={correctQuote}
          onChange={(event) => setCorrectQuote(event.currentTarget.value)}
        />
      </Field>
      <Field id={id('description')} label={t('prepare.report.description')} error={undefined}>
        <textarea
          id={id('description')}
          className="sd-input"
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </Field>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="sd-actions">
        <button type="button" className="sd-btn" onClick={onClose}>
          {t('prepare.cancel')}
        </button>
        <button
          type="button"
          className="sd-btn sd-btn-primary"
          disabled={sending}
          aria-busy={sending}
          onClick={() => void send()}
        >
          {t('prepare.report.send')}
        </button>
      </div>
    </Dialog>
  );
}
