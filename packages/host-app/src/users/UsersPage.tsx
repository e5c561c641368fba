import { newPasswordErrors } from '@shipdeck/core/account';
import { type AuditLogEntry, USER_SEARCH_MIN_LENGTH, type User } from '@shipdeck/core/contract';
import { type MessageKey, messages } from '@shipdeck/core/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { BillPayLink } from '../ui/BillPayLink';
import { Dialog } from '../ui/Dialog';
import { errorText } from '../ui/errorText';
import { useFeedback } from '../ui/Feedback';
import { NewPasswordFields } from '../ui/NewPasswordFields';
import { useCheckedSubmit } from '../ui/useCheckedSubmit';
import { auditAction, auditChanges, auditTime } from './auditLogText';
import {
  cardBadges,
  cardClientId,
  cardCompanyName,
  importIdentifiers,
  loadSearch,
  saveSearch,
} from './userCard';
import { t } from './usersMessages';

type Toggle = {
  flag: 'active' | 'suspended' | 'whitelisted';
  value: boolean;
  label: string;
  failure: MessageKey;
};

/** The toggles of one card and their failure texts (spec 03 §2, §8). */
function toggles(user: User): Toggle[] {
  return [
    user.active
      ? { flag: 'active', value: false, label: t('users.inactivate'), failure: 'users.inactivateFailed' }
      : { flag: 'active', value: true, label: t('users.activate'), failure: 'users.activateFailed' },
    user.suspended
      ? { flag: 'suspended', value: false, label: t('users.unsuspend'), failure: 'users.unsuspendFailed' }
      : { flag: 'suspended', value: true, label: t('users.suspend'), failure: 'users.suspendFailed' },
    user.whitelisted
      ? {
          flag: 'whitelisted',
          value: false,
          label: t('users.removeWhitelist'),
          failure: 'users.unwhitelistFailed',
        }
      : {
          flag: 'whitelisted',
          value: true,
          label: messages('users.whitelistAction'),
          failure: 'users.whitelistFailed',
        },
  ];
}

/** /users (staff, spec 03 §2): search, cards with badges, import, sync, toggles, recovery e-mail, log. */
export function UsersPage() {
  const { api, store } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const roles = useSession((s) => s.roles());
  const csrPasswordChange = useSession((s) => s.flags.CSR_PASSWORD_CHANGE);
  const [search, setSearch] = useState(() => loadSearch(window.localStorage));
  const [users, setUsers] = useState<User[] | null>(null);
  const [log, setLog] = useState<{ user: User; entries: AuditLogEntry[] } | null>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);

  const runSearch = async (term: string) => {
    saveSearch(window.localStorage, term);
    // spec 03 §9: the same minimum the server's search route enforces.
    if (term.trim().length < USER_SEARCH_MIN_LENGTH) {
      setUsers(null);
      return;
    }
    try {
      setUsers((await api.searchUsers(term.trim())).items);
    } catch (error) {
      feedback.toast('error', errorText(error, messages('api.unknownStatus')));
    }
  };
  // The saved search runs again after a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on open
  useEffect(() => {
    if (search) void runSearch(search);
  }, []);

  const sync = async (
    emailOrId: string,
    flags: Partial<Record<Toggle['flag'], boolean>>,
    failure: MessageKey,
  ) => {
    try {
      const answer = await api.syncUser({ emailOrId, ...flags });
      if (!answer.success) throw new Error(answer.message ?? messages(failure));
      feedback.toast('notice', messages('users.updated'));
      await runSearch(search);
      return true;
    } catch {
      feedback.toast('error', messages(failure));
      return false;
    }
  };

  const importUsers = async () => {
    let failed = false;
    for (const id of importIdentifiers(search)) {
      try {
        const answer = await api.syncUser({ emailOrId: id });
        if (!answer.success || !answer.user) failed = true;
      } catch {
        failed = true;
      }
    }
    if (failed) {
      feedback.popup({ kind: 'warning', text: messages('users.notInBillPay') });
    } else feedback.toast('notice', messages('users.updated'));
    await runSearch(search);
  };

  return (
    <section className="app-users" aria-labelledby="users-title">
      <h1 id="users-title" className="app-page-title">
        {t('users.title')}
      </h1>
      <form
        className="app-card app-search"
        onSubmit={(event) => {
          event.preventDefault();
          void runSearch(search);
        }}
      >
        <label className="app-field">
          <span>{t('users.search')}</span>
          <input
            value={search}
            placeholder={t('users.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <button type="submit" className="app-button">
          {t('users.searchButton')}
        </button>
      </form>
      {users === null && <p className="app-note">{t('users.startSearch')}</p>}
      {users?.length === 0 && (
        <div className="app-card app-empty">
          <p>{messages('users.notImported')}</p>
          <div className="app-actions">
            <button type="button" className="app-button" onClick={() => void importUsers()}>
              {messages('users.importUser')}
            </button>
            <BillPayLink className="app-button app-button-secondary">
              {messages('users.goToBillPay')}
            </BillPayLink>
          </div>
        </div>
      )}
      <ul className="app-user-cards">
        {users?.map((user) => {
          const identifier = user.email ?? cardClientId(user);
          return (
            <li key={user.id} className="app-card app-user-card" aria-label={user.name}>
              <h2>{user.name}</h2>
              <p>{cardCompanyName(user.companyName)}</p>
              <p>{user.email}</p>
              <p>
                {t('users.clientId')}: {cardClientId(user)}
              </p>
              <p className="app-badges">
                {cardBadges(user).map((badge) => (
                  <span key={badge} className="app-badge">
                    {messages(badge)}
                  </span>
                ))}
              </p>
              <div className="app-actions">
                {!user.isCSR && !user.isAdmin && (
                  <button
                    type="button"
                    className="app-button"
                    onClick={async () => {
                      try {
                        await store.getState().signIntoProfile(user.id);
                        navigate('/get-quote');
                      } catch (error) {
                        feedback.toast('error', errorText(error, messages('api.unknownStatus')));
                      }
                    }}
                  >
                    {t('users.signIntoProfile')}
                  </button>
                )}
                <button
                  type="button"
                  className="app-button app-button-secondary"
                  onClick={() => void sync(identifier, {}, 'users.syncFailed')}
                >
                  {t('users.sync')}
                </button>
                <button
                  type="button"
                  className="app-button app-button-secondary"
                  onClick={async () => {
                    try {
                      await api.startPasswordRecovery({ emailOrId: identifier });
                      feedback.popup({ kind: 'warning', text: messages('users.recoveryEmailSent') });
                    } catch (error) {
                      feedback.toast('error', errorText(error, messages('password.recoveryFailed')));
                    }
                  }}
                >
                  {t('users.sendRecovery')}
                </button>
                {toggles(user).map((toggle) => (
                  <button
                    key={toggle.flag}
                    type="button"
                    className="app-button app-button-secondary"
                    onClick={async () => {
                      // The toggles that lock a client out ask first (issue 16); the others act at once.
                      const locksOut =
                        (toggle.flag === 'active' && !toggle.value) ||
                        (toggle.flag === 'suspended' && toggle.value);
                      if (
                        locksOut &&
                        !(await feedback.confirm({
                          text: t(
                            toggle.flag === 'active' ? 'users.confirmInactivate' : 'users.confirmSuspend',
                            {
                              name: user.name,
                            },
                          ),
                        }))
                      )
                        return;
                      await sync(identifier, { [toggle.flag]: toggle.value }, toggle.failure);
                    }}
                  >
                    {toggle.label}
                  </button>
                ))}
                {roles.isSuperAdmin && (
                  <button
                    type="button"
                    className="app-button app-button-secondary"
                    onClick={async () => {
                      try {
                        setLog({ user, entries: (await api.auditLog(user.id)).items });
                      } catch (error) {
                        feedback.toast('error', errorText(error, messages('api.unknownStatus')));
                      }
                    }}
                  >
                    {messages('users.viewLog')}
                  </button>
                )}
                {csrPasswordChange && (
                  <button
                    type="button"
                    className="app-button app-button-secondary"
                    onClick={() => setPasswordFor(user)}
                  >
                    {messages('users.changePassword')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {log && (
        <Dialog title={t('users.logTitle', { name: log.user.name })} onClose={() => setLog(null)}>
          {log.entries.length === 0 ? (
            <p>{t('users.logEmpty')}</p>
          ) : (
            <ul className="app-log">
              {log.entries.map((entry) => {
                const changes = auditChanges(entry);
                return (
                  <li key={entry.id}>
                    <time dateTime={entry.occurredAt}>{auditTime(entry)}</time> ·{' '}
                    {entry.actorName ?? entry.actorId ?? '—'} · {auditAction(entry)}
                    {changes.length > 0 && <span className="app-log-changes">: {changes.join(', ')}</span>}
                  </li>
                );
              })}
            </ul>
          )}
          <button type="button" className="app-button" onClick={() => setLog(null)}>
            {t('dialog.close')}
          </button>
        </Dialog>
      )}
      {passwordFor && <ChangeUserPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />}
    </section>
  );
}

function ChangeUserPasswordDialog({ user, onClose }: { user: User; onClose(): void }) {
  const { api } = useAppSession();
  const feedback = useFeedback();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, submit } = useCheckedSubmit(() => newPasswordErrors(password, confirm));
  return (
    <Dialog title={t('users.newPassword', { name: user.name })} onClose={onClose}>
      <form
        className="app-form"
        noValidate
        onSubmit={submit(async () => {
          try {
            await api.changeUserPassword(user.id, password);
            feedback.toast('notice', messages('password.staffChanged', { name: user.name }));
            onClose();
          } catch (error) {
            feedback.toast('error', errorText(error, messages('password.staffResetFailed')));
          }
        })}
      >
        <NewPasswordFields
          labels={{ password: t('reset.newPassword'), confirm: t('reset.confirmPassword') }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        <div className="app-actions">
          <button type="button" className="app-button app-button-secondary" onClick={onClose}>
            {t('users.cancel')}
          </button>
          <button type="submit" className="app-button">
            {t('users.savePassword')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
