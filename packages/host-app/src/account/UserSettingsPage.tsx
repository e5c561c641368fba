import type { User } from '@shipdeck/core/contract';
import { useEffect, useState } from 'react';
import { t } from '../messages';
import { useAppSession, useSession } from '../session/SessionContext';
import { FormPage } from '../ui/FormPage';

/**
 * /user-settings (spec 03 §2): read-only rows; saving is not part of the spec. The rows are the
 * owner's: a staff member acting for a client sees the client's settings, not their own (issue 16).
 */
export function UserSettingsPage() {
  const { api } = useAppSession();
  const signedIn = useSession((s) => s.user);
  const ownerId = useSession((s) => (s.isActingForUser() ? (s.authContext?.ownerId ?? null) : null));
  const [owner, setOwner] = useState<User | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!ownerId) return;
    let current = true;
    setOwner(null);
    api.user(ownerId).then(
      (user) => current && setOwner(user),
      (error: Error) => current && setFailed(error.message),
    );
    return () => {
      current = false;
    };
  }, [api, ownerId]);
  const user = ownerId ? owner : signedIn;
  if (failed) return <p className="app-note">{failed}</p>;
  if (!user) return null;
  const rows: Array<[string, string]> = [
    [t('settings.name'), user.name],
    [t('settings.company'), user.companyName],
    [t('settings.email'), user.email ?? ''],
    [t('settings.importNumber'), user.billingInformation.dhlImportNumber ?? ''],
    [t('settings.exportNumber'), user.billingInformation.dhlExportNumber ?? ''],
  ];
  return (
    <FormPage title={t('settings.title')}>
      <dl className="app-card app-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {!user.billingInformation.dhlImportNumber && <p className="app-note">{t('settings.exportHelp')}</p>}
    </FormPage>
  );
}
