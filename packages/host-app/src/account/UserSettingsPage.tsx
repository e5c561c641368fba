import { t } from '../messages';
import { useSession } from '../session/SessionContext';

/** /user-settings (spec 03 §2): read-only rows; saving is not part of the spec. */
export function UserSettingsPage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  const rows: Array<[string, string]> = [
    [t('settings.name'), user.name],
    [t('settings.company'), user.companyName],
    [t('settings.email'), user.email ?? ''],
    [t('settings.importNumber'), user.billingInformation.dhlImportNumber ?? ''],
    [t('settings.exportNumber'), user.billingInformation.dhlExportNumber ?? ''],
  ];
  return (
    <section aria-labelledby="settings-title" className="app-narrow">
      <h1 id="settings-title" className="app-page-title">
        {t('settings.title')}
      </h1>
      <dl className="app-card app-rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {!user.billingInformation.dhlImportNumber && <p className="app-note">{t('settings.exportHelp')}</p>}
    </section>
  );
}
