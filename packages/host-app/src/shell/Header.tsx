import { Link, NavLink } from 'react-router';
import { t } from '../messages';
import { Logo } from './Logo';
import { navLinks } from './navLinks';

/**
 * The header of spec 03 §2: the logo goes to the landing page; public pages show no navigation.
 * Decision: the avatar menu (Sign In / Sign Up for a guest), Go to Bill Pay and the tracking box come
 * with the accounts and tracking work; until then the header shows only what works.
 */
export function Header({ showNav }: { showNav: boolean }) {
  return (
    <header className="app-header">
      <Link to="/" className="app-home" aria-label={t('nav.home')}>
        <Logo />
      </Link>
      {showNav && (
        <nav aria-label={t('nav.label')} className="app-nav">
          {navLinks().map((link) => (
            <NavLink key={link.to} to={link.to} className="app-nav-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
