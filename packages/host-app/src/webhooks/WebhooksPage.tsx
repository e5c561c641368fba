import { type ApiFailure, isApiFailure } from '@shipdeck/core/api';
import {
  USER_SEARCH_MIN_LENGTH,
  type User,
  WEBHOOK_DELIVERIES_PER_PAGE,
  WEBHOOK_ENDPOINTS_PER_PAGE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
} from '@shipdeck/core/contract';
import { messages } from '@shipdeck/core/messages';
import { useEffect, useState } from 'react';
import { withPageTexts } from '../messages';
import { useAppSession } from '../session/SessionContext';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { Field } from '../ui/Field';
import { FormPage } from '../ui/FormPage';
import { webhookMessages } from './webhookMessages';

const t = withPageTexts(webhookMessages);

/** A log time as the server keeps it: UTC, to the second. */
const utc = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;

/** The server's violation at `url`, when it answered one. */
function urlError(failure: ApiFailure): string | undefined {
  return failure.violations.find((violation) => violation.propertyPath === 'url')?.message;
}

/** Previous / Page n of m / Next, when there is more than one page. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className="app-actions" aria-label={t('webhooks.page', { page, pages })}>
      <button
        type="button"
        className="app-button app-button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('webhooks.previous')}
      </button>
      <span>{t('webhooks.page', { page, pages })}</span>
      <button
        type="button"
        className="app-button app-button-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('webhooks.next')}
      </button>
    </nav>
  );
}

/**
 * /webhooks (administrators, issue 14; docs/webhooks.md): find an account, register its endpoints
 * (the signing secret is shown once), send a test event, enable, disable or delete an endpoint, and
 * read each endpoint's delivery log with its attempts, answers and retries.
 */
export function WebhooksPage() {
  const [account, setAccount] = useState<User | null>(null);
  return (
    <FormPage title={t('webhooks.title')}>
      <p className="app-note">{t('webhooks.intro')}</p>
      {account ? (
        <AccountEndpoints account={account} onOtherAccount={() => setAccount(null)} />
      ) : (
        <AccountFinder onChoose={setAccount} />
      )}
    </FormPage>
  );
}

/** The Users page's search (staff: name, e-mail or number), to choose whose endpoints to manage. */
function AccountFinder({ onChoose }: { onChoose(user: User): void }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [term, setTerm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<User[] | null>(null);
  return (
    <>
      <form
        className="app-card app-form"
        noValidate
        aria-label={t('webhooks.findAccount')}
        onSubmit={async (event) => {
          event.preventDefault();
          if (term.trim().length < USER_SEARCH_MIN_LENGTH) {
            setError(t('webhooks.searchTooShort'));
            return;
          }
          setError(null);
          try {
            setFound((await api.searchUsers(term.trim())).items);
          } catch (failure) {
            feedback.toast('error', errorText(failure, messages('api.unknownStatus')));
          }
        }}
      >
        <Field
          label={t('webhooks.findAccount')}
          name="account"
          value={term}
          onChange={setTerm}
          error={error}
        />
        <div className="app-actions">
          <button type="submit" className="app-button">
            {t('webhooks.search')}
          </button>
        </div>
      </form>
      {found?.length === 0 && <p className="app-note">{t('webhooks.noAccounts')}</p>}
      <ul className="app-user-cards">
        {found?.map((user) => (
          <li key={user.id} className="app-card app-user-card" aria-label={user.name}>
            <h2>{user.name}</h2>
            <p>{user.companyName}</p>
            {user.email && <p>{user.email}</p>}
            <div className="app-actions">
              <button type="button" className="app-button" onClick={() => onChoose(user)}>
                {t('webhooks.choose')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function AccountEndpoints({ account, onOtherAccount }: { account: User; onOtherAccount(): void }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [endpoints, setEndpoints] = useState<{ items: WebhookEndpoint[]; total: number } | null>(null);
  const [page, setPage] = useState(1);
  const [created, setCreated] = useState<WebhookEndpointCreated | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [logVersion, setLogVersion] = useState(0);

  const load = async (to = page) => {
    try {
      const answer = await api.webhookEndpoints(account.id, {
        page: to,
        itemsPerPage: WEBHOOK_ENDPOINTS_PER_PAGE,
      });
      setEndpoints({ items: answer.items, total: answer.totalItems });
      setPage(to);
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per account
  useEffect(() => {
    void load(1);
  }, [account.id]);

  const test = async (endpoint: WebhookEndpoint) => {
    try {
      const attempt = await api.testWebhookEndpoint(account.id, endpoint.id);
      if (attempt.succeeded) {
        feedback.toast(
          'notice',
          t('webhooks.testOk', { status: attempt.statusCode ?? 0, ms: attempt.durationMs }),
        );
      } else {
        feedback.toast('error', t('webhooks.testFailed', { error: attempt.error ?? '' }));
      }
      setLogOf(endpoint.id);
      setLogVersion((version) => version + 1);
    } catch (error) {
      feedback.toast('error', errorText(error, t('webhooks.testError')));
    }
  };

  const toggle = async (endpoint: WebhookEndpoint) => {
    try {
      const answer = await api.updateWebhookEndpoint(account.id, endpoint.id, { enabled: !endpoint.enabled });
      if (isApiFailure(answer)) {
        feedback.toast('error', answer.description ?? t('webhooks.toggleFailed'));
        return;
      }
      await load();
    } catch (error) {
      feedback.toast('error', errorText(error, t('webhooks.toggleFailed')));
    }
  };

  const pages = Math.max(1, Math.ceil((endpoints?.total ?? 0) / WEBHOOK_ENDPOINTS_PER_PAGE));
  return (
    <section aria-label={t('webhooks.accountTitle', { name: account.name })}>
      <h2>{t('webhooks.accountTitle', { name: account.name })}</h2>
      <div className="app-actions">
        <button type="button" className="app-button app-button-secondary" onClick={onOtherAccount}>
          {t('webhooks.otherAccount')}
        </button>
      </div>
      <NewEndpointForm
        accountId={account.id}
        onCreated={(endpoint) => {
          setCreated(endpoint);
          void load(1);
        }}
      />
      {endpoints?.items.length === 0 && <p className="app-note">{t('webhooks.empty')}</p>}
      <ul className="app-user-cards">
        {endpoints?.items.map((endpoint) => (
          <li key={endpoint.id} className="app-card app-user-card" aria-label={endpoint.url}>
            <h3>
              <code>{endpoint.url}</code>
            </h3>
            <p className="app-badges">
              <span className="app-badge">
                {endpoint.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
              </span>
            </p>
            {endpoint.description && <p>{endpoint.description}</p>}
            <p>{t('webhooks.events', { types: endpoint.eventTypes.join(', ') })}</p>
            <p>{t('webhooks.secretHint', { hint: endpoint.secretHint })}</p>
            <div className="app-actions">
              <button type="button" className="app-button" onClick={() => void test(endpoint)}>
                {t('webhooks.test')}
              </button>
              <button
                type="button"
                className="app-button app-button-secondary"
                onClick={() => setLogOf(logOf === endpoint.id ? null : endpoint.id)}
              >
                {logOf === endpoint.id ? t('webhooks.hideLog') : t('webhooks.showLog')}
              </button>
              <button
                type="button"
                className="app-button app-button-secondary"
                onClick={() => void toggle(endpoint)}
              >
                {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
              </button>
              <button
                type="button"
                className="app-button app-button-secondary"
                onClick={() => setDeleting(endpoint)}
              >
                {t('webhooks.delete')}
              </button>
            </div>
            {logOf === endpoint.id && (
              <DeliveryLog key={logVersion} accountId={account.id} endpoint={endpoint} />
            )}
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={(to) => void load(to)} />
      {created && <SecretDialog created={created} onClose={() => setCreated(null)} />}
      {deleting && (
        <Dialog title={t('webhooks.deleteTitle', { url: deleting.url })} onClose={() => setDeleting(null)}>
          <p>{t('webhooks.deleteText')}</p>
          <div className="app-actions">
            <button
              type="button"
              className="app-button app-button-secondary"
              onClick={() => setDeleting(null)}
            >
              {t('webhooks.cancel')}
            </button>
            <button
              type="button"
              className="app-button"
              onClick={async () => {
                try {
                  await api.deleteWebhookEndpoint(account.id, deleting.id);
                  feedback.toast('notice', t('webhooks.deleted'));
                  setDeleting(null);
                  await load(1);
                } catch (error) {
                  feedback.toast('error', errorText(error, t('webhooks.deleteFailed')));
                }
              }}
            >
              {t('webhooks.delete')}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function NewEndpointForm({
  accountId,
  onCreated,
}: {
  accountId: string;
  onCreated(endpoint: WebhookEndpointCreated): void;
}) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="app-card app-form"
      noValidate
      aria-label={t('webhooks.newTitle')}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!url.trim()) {
          setError(t('webhooks.urlRequired'));
          return;
        }
        setError(undefined);
        try {
          const answer = await api.createWebhookEndpoint(accountId, {
            url: url.trim(),
            ...(description.trim() ? { description: description.trim() } : {}),
          });
          if (isApiFailure(answer)) {
            setError(urlError(answer));
            feedback.toast('error', answer.description ?? t('webhooks.createFailed'));
            return;
          }
          setUrl('');
          setDescription('');
          onCreated(answer);
        } catch (failure) {
          feedback.toast('error', errorText(failure, t('webhooks.createFailed')));
        }
      }}
    >
      <h3>{t('webhooks.newTitle')}</h3>
      <Field label={t('webhooks.url')} name="url" value={url} onChange={setUrl} error={error} />
      <Field
        label={t('webhooks.description')}
        name="description"
        value={description}
        onChange={setDescription}
      />
      <div className="app-actions">
        <button type="submit" className="app-button">
          {t('webhooks.create')}
        </button>
      </div>
    </form>
  );
}

/** Every attempt, newest first: when, which event, which attempt, the answer, how long, the next try. */
function DeliveryLog({ accountId, endpoint }: { accountId: string; endpoint: WebhookEndpoint }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [log, setLog] = useState<{ items: WebhookDelivery[]; total: number } | null>(null);
  const [page, setPage] = useState(1);
  const load = async (to: number) => {
    try {
      const answer = await api.webhookDeliveries(accountId, endpoint.id, {
        page: to,
        itemsPerPage: WEBHOOK_DELIVERIES_PER_PAGE,
      });
      setLog({ items: answer.items, total: answer.totalItems });
      setPage(to);
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per endpoint (the key renews it after a test)
  useEffect(() => {
    void load(1);
  }, [endpoint.id]);
  if (!log) return null;
  if (log.items.length === 0) return <p className="app-note">{t('webhooks.logEmpty')}</p>;
  const pages = Math.max(1, Math.ceil(log.total / WEBHOOK_DELIVERIES_PER_PAGE));
  return (
    <>
      <table className="app-inspection-table">
        <caption>{t('webhooks.logTitle', { url: endpoint.url })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.logTime')}</th>
            <th scope="col">{t('webhooks.logEvent')}</th>
            <th scope="col">{t('webhooks.logAttempt')}</th>
            <th scope="col">{t('webhooks.logResult')}</th>
            <th scope="col">{t('webhooks.logDuration')}</th>
            <th scope="col">{t('webhooks.logNext')}</th>
          </tr>
        </thead>
        <tbody>
          {log.items.map((delivery) => (
            <tr key={delivery.id}>
              <td>{utc(delivery.attemptedOn)}</td>
              <td>{delivery.eventType}</td>
              <td>{delivery.attempt}</td>
              <td>
                {delivery.succeeded
                  ? t('webhooks.logDelivered', { status: delivery.statusCode ?? 0 })
                  : t('webhooks.logFailed', { error: delivery.error ?? '' })}
              </td>
              <td>{t('webhooks.ms', { ms: delivery.durationMs })}</td>
              <td>{delivery.nextAttemptOn ? utc(delivery.nextAttemptOn) : t('webhooks.logNoRetry')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pages} onPage={(to) => void load(to)} />
    </>
  );
}

/** The one time the signing secret is shown. */
function SecretDialog({ created, onClose }: { created: WebhookEndpointCreated; onClose(): void }) {
  const feedback = useFeedback();
  return (
    <Dialog title={t('webhooks.secretTitle', { url: created.url })} onClose={onClose}>
      <p>{t('webhooks.secretText')}</p>
      <Field label={t('webhooks.secret')} name="secret" value={created.secret} readOnly />
      <div className="app-actions">
        <button
          type="button"
          className="app-button app-button-secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(created.secret);
              feedback.toast('notice', t('webhooks.copied'));
            } catch {
              feedback.toast('error', t('webhooks.copyFailed'));
            }
          }}
        >
          {t('webhooks.copy')}
        </button>
        <button type="button" className="app-button" onClick={onClose}>
          {t('webhooks.done')}
        </button>
      </div>
    </Dialog>
  );
}
