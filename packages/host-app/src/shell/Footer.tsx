import { t } from '../messages';
import { useSession } from '../session/SessionContext';

/** spec 03 §2: private pages have a footer; staff and admins see the admin variant. */
export function Footer() {
  const roles = useSession((s) => s.roles());
  // Acting for a client, the app is the client's: the client's footer (the banner says who acts).
  const acting = useSession((s) => s.isActingForUser());
  if (roles.isStaff && !acting) {
    const role = roles.isSuperAdmin ? 'role.superAdmin' : roles.isAdmin ? 'role.admin' : 'role.csr';
    return (
      <footer className="app-footer app-footer-admin" data-variant="admin">
        {t('footer.admin', { role: t(role) })}
      </footer>
    );
  }
  return <footer className="app-footer">{t('footer.text')}</footer>;
}
