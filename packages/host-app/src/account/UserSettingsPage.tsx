import { t } from '../messages';
import { useSession } from '../session/SessionContext';
import { FormPage } from '../ui/FormPage';

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
