import { Link, Navigate, useLocation } from 'react-router';
import { t } from '../messages';
import { useSession } from '../session/SessionContext';
import { navLinks } from './navLinks';

/**
 * Home (/), where a client lands after sign-in unless the LAND_ON_GET_QUOTE flag is set (spec 03
 * §4; issue 16 item 13: "/" used to forward everyone to the quote). It greets the account and lists
 * the tools this session may open, the header's links by role (spec 03 §2), plus Settings.
 * Decision: a visitor or a guest has one tool, the quote, so their home is the quote page.
 */
export function HomePage() {
  const kind = useSession((s) => s.kind);
  const user = useSession((s) => s.user);
  const roles = useSession((s) => s.roles());
  const flags = useSession((s) => s.flags);
  const ownerName = useSession((s) => s.authContext?.ownerName);
  const location = useLocation();
  // Keyed by the navigation: when the app strips a landing link's parameters it navigates to "/"
  // again while this page is open, and an unkeyed Navigate would not go on, leaving a blank page
  // under the reset-password dialog (issue 16 item 12).
  if (!user || kind === 'none' || kind === 'guest')
    return <Navigate key={location.key} to="/get-quote" replace />;
  const tools = navLinks({ kind, roles, flags });
  if (kind === 'full') tools.push({ to: '/user-settings', label: t('nav.settings') });
  return (
    <section className="app-narrow" aria-labelledby="home-title">
      <h1 id="home-title" className="app-page-title">
        {t('home.heading', { name: ownerName || user.name })}
      </h1>
      <p>{t('home.text')}</p>
      <ul className="app-card app-tools">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to}>{tool.label}</Link>
          </li>
        ))}
      </ul>
      {kind === 'quick-access' && <p className="app-note">{t('home.limited')}</p>}
    </section>
  );
}
