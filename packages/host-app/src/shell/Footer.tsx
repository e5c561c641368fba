import { t } from '../messages';
import { useSession } from '../session/SessionContext';

/** spec 03 §2: private pages have a footer; staff and admins see the admin variant. */
export function Footer() {
  const roles = useSession((s) => s.roles());
  if (roles.isStaff) {
    const role = roles.isSuperAdmin ? 'role.superAdmin' : roles.isAdmin ? 'role.admin' : 'role.csr';
    return (
      <footer className="app-footer app-footer-admin" data-variant="admin">
        {t('footer.admin', { role: t(role) })}
      </footer>
    );
  }
  return <footer className="app-footer">{t('footer.text')}</footer>;
}
