import { isApiFailure } from '@shipdeck/core/api';
import {
  PARTNER_KEYS_PER_PAGE,
  type PartnerKey,
  type PartnerKeyCreated,
  type PartnerKeyMode,
} from '@shipdeck/core/contract';
import { formatShortDate } from '@shipdeck/core/format';
import { messages } from '@shipdeck/core/messages';
import { useEffect, useId, useState } from 'react';
import { withPageTexts } from '../messages';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import {
  errorsOfFailure,
  originLines,
  type PartnerKeyFormErrors,
  partnerKeyFormErrors,
} from './partnerKeyForm';
import { partnerKeyMessages } from './partnerKeyMessages';

const t = withPageTexts(partnerKeyMessages);

/** Copies a key to the clipboard and says so (or asks the person to copy it themself). */
function CopyButton({ text }: { text: string }) {
  const feedback = useFeedback();
  return (
    <button
      type="button"
      className="app-button app-button-secondary"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          feedback.toast('notice', t('partnerKeys.copied'));
        } catch {
          feedback.toast('error', t('partnerKeys.copyFailed'));
        }
      }}
    >
      {t('partnerKeys.copy')}
    </button>
  );
}

/** The origins field: a textarea, one origin a line, with its error under it (as Field shows one). */
function OriginsField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <label className="app-field">
      <span>{t('partnerKeys.origins')}</span>
      <textarea
        name="origins"
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="app-field-error">
          {error}
        </span>
      )}
    </label>
  );
}

/**
 * /partner-keys (admins, issue 9; docs/partner-keys.md): create a key (its secret key is shown once,
 * with copy), see each key's origins and quote count, edit its origins, revoke it.
 */
export function PartnerKeysPage() {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [keys, setKeys] = useState<{ items: PartnerKey[]; total: number } | null>(null);
  const [page, setPage] = useState(1);
  const [created, setCreated] = useState<PartnerKeyCreated | null>(null);
  const [editing, setEditing] = useState<PartnerKey | null>(null);
  const [revoking, setRevoking] = useState<PartnerKey | null>(null);

  const load = async (to = page) => {
    try {
      const answer = await api.partnerKeys({ page: to, itemsPerPage: PARTNER_KEYS_PER_PAGE });
      setKeys({ items: answer.items, total: answer.totalItems });
      setPage(to);
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on open
  useEffect(() => {
    void load(1);
  }, []);

  const pages = Math.max(1, Math.ceil((keys?.total ?? 0) / PARTNER_KEYS_PER_PAGE));
  return (
    <FormPage title={t('partnerKeys.title')}>
      <p className="app-note">{t('partnerKeys.intro')}</p>
      <NewKeyForm
        onCreated={(key) => {
          setCreated(key);
          void load(1);
        }}
      />
      {keys?.items.length === 0 && <p className="app-note">{t('partnerKeys.empty')}</p>}
      <ul className="app-user-cards">
        {keys?.items.map((key) => (
          <li key={key.id} className="app-card app-user-card" aria-label={key.name}>
            <h2>{key.name}</h2>
            <p className="app-badges">
              {key.mode === 'test' && <span className="app-badge">{t('partnerKeys.testBadge')}</span>}
              {key.revokedOn && (
                <span className="app-badge">
                  {t('partnerKeys.revokedBadge', { date: formatShortDate(new Date(key.revokedOn)) })}
                </span>
              )}
            </p>
            <p>
              {t('partnerKeys.publishableKey')}: <code>{key.publishableKey}</code>
            </p>
            <p>{t('partnerKeys.secretKeyHint', { hint: key.secretKeyHint })}</p>
            <ul aria-label={t('partnerKeys.originsList')}>
              {key.origins.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                </li>
              ))}
            </ul>
            <p>{t('partnerKeys.quotes', { count: key.quoteCount })}</p>
            <p className="app-note">
              {t('partnerKeys.created', {
                date: formatShortDate(new Date(key.createdOn)),
                name: key.createdByName ?? '—',
              })}
            </p>
            <div className="app-actions">
              <CopyButton text={key.publishableKey} />
              {!key.revokedOn && (
                <>
                  <button
                    type="button"
                    className="app-button app-button-secondary"
                    onClick={() => setEditing(key)}
                  >
                    {t('partnerKeys.editOrigins')}
                  </button>
                  <button
                    type="button"
                    className="app-button app-button-secondary"
                    onClick={() => setRevoking(key)}
                  >
                    {t('partnerKeys.revoke')}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="app-actions" aria-label={t('partnerKeys.page', { page, pages })}>
          <button
            type="button"
            className="app-button app-button-secondary"
            disabled={page <= 1}
            onClick={() => void load(page - 1)}
          >
            {t('partnerKeys.previous')}
          </button>
          <span>{t('partnerKeys.page', { page, pages })}</span>
          <button
            type="button"
            className="app-button app-button-secondary"
            disabled={page >= pages}
            onClick={() => void load(page + 1)}
          >
            {t('partnerKeys.next')}
          </button>
        </nav>
      )}
      {created && <SecretKeyDialog created={created} onClose={() => setCreated(null)} />}
      {editing && (
        <EditOriginsDialog
          partnerKey={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
      {revoking && (
        <Dialog
          title={t('partnerKeys.revokeTitle', { name: revoking.name })}
          onClose={() => setRevoking(null)}
        >
          <p>{t('partnerKeys.revokeText')}</p>
          <div className="app-actions">
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => setRevoking(null)}
            >
              {t('partnerKeys.cancel')}
            </button>
            <button
              type="button"
              className="app-button"
              onClick={async () => {
                try {
                  await api.revokePartnerKey(revoking.id);
                  feedback.toast('notice', t('partnerKeys.revoked'));
                  setRevoking(null);
                  await load();
                } catch (error) {
                  feedback.toast('error', errorText(error, t('partnerKeys.revokeFailed')));
                }
              }}
            >
              {t('partnerKeys.revoke')}
            </button>
          </div>
        </Dialog>
      )}
    </FormPage>
  );
}

function NewKeyForm({ onCreated }: { onCreated(key: PartnerKeyCreated): void }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [mode, setMode] = useState<PartnerKeyMode>('live');
  const [serverErrors, setServerErrors] = useState<PartnerKeyFormErrors>({});
  const { errors, submit } = useCheckedSubmit(() => partnerKeyFormErrors(name, origins));
  const shown = { ...serverErrors, ...errors };
  return (
    <form
      className="app-card app-form"
      noValidate
      aria-label={t('partnerKeys.newTitle')}
      onSubmit={submit(async () => {
        setServerErrors({});
        try {
          const answer = await api.createPartnerKey({
            name: name.trim(),
            mode,
            origins: originLines(origins),
          });
          if (isApiFailure(answer)) {
            setServerErrors(errorsOfFailure(answer));
            feedback.toast('error', answer.description ?? t('partnerKeys.createFailed'));
            return;
          }
          setName('');
          setOrigins('');
          onCreated(answer);
        } catch (error) {
          feedback.toast('error', errorText(error, t('partnerKeys.createFailed')));
        }
      })}
    >
      <h2>{t('partnerKeys.newTitle')}</h2>
      <Field
        label={messages('partnerKey.nameLabel')}
        name="name"
        value={name}
        onChange={setName}
        error={shown.name}
      />
      <OriginsField value={origins} onChange={setOrigins} error={shown.origins} />
      <label className="app-field">
        <span>{t('partnerKeys.mode')}</span>
        <select name="mode" value={mode} onChange={(event) => setMode(event.target.value as PartnerKeyMode)}>
          <option value="live">{t('partnerKeys.modeLive')}</option>
          <option value="test">{t('partnerKeys.modeTest')}</option>
        </select>
      </label>
      <div className="app-actions">
        <button type="submit" className="app-button">
          {t('partnerKeys.create')}
        </button>
      </div>
    </form>
  );
}

/** The one time the secret key is shown (it is stored only as a hash). */
function SecretKeyDialog({ created, onClose }: { created: PartnerKeyCreated; onClose(): void }) {
  return (
    <Dialog title={t('partnerKeys.secretTitle', { name: created.name })} onClose={onClose}>
      <p>{t('partnerKeys.secretText')}</p>
      <Field label={t('partnerKeys.secretKey')} name="secretKey" value={created.secretKey} readOnly />
      <Field
        label={t('partnerKeys.publishableKey')}
        name="publishableKey"
        value={created.publishableKey}
        readOnly
      />
      <div className="app-actions">
        <CopyButton text={created.secretKey} />
        <button type="button" className="app-button" onClick={onClose}>
          {t('partnerKeys.done')}
        </button>
      </div>
    </Dialog>
  );
}

function EditOriginsDialog({
  partnerKey,
  onClose,
  onSaved,
}: {
  partnerKey: PartnerKey;
  onClose(): void;
  onSaved(): void;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [origins, setOrigins] = useState(partnerKey.origins.join('\n'));
  const [serverErrors, setServerErrors] = useState<PartnerKeyFormErrors>({});
  const { errors, submit } = useCheckedSubmit(() => partnerKeyFormErrors(null, origins));
  return (
    <Dialog title={t('partnerKeys.editTitle', { name: partnerKey.name })} onClose={onClose}>
      <form
        className="app-form"
        noValidate
        onSubmit={submit(async () => {
          try {
            const answer = await api.updatePartnerKey(partnerKey.id, { origins: originLines(origins) });
            if (isApiFailure(answer)) {
              setServerErrors(errorsOfFailure(answer));
              feedback.toast('error', answer.description ?? t('partnerKeys.saveFailed'));
              return;
            }
            feedback.toast('notice', t('partnerKeys.saved'));
            onSaved();
          } catch (error) {
            feedback.toast('error', errorText(error, t('partnerKeys.saveFailed')));
          }
        })}
      >
        <OriginsField value={origins} onChange={setOrigins} error={errors.origins ?? serverErrors.origins} />
        <div className="app-actions">
          <button type="button" className="app-button app-button-secondary" onClick={onClose}>
            {t('partnerKeys.cancel')}
          </button>
          <button type="submit" className="app-button">
            {t('partnerKeys.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
