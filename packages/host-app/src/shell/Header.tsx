import { mobileMenuLinks } from '@shipdeck/core/session';
import { useState } from 'react';
import { type AppMessageKey, t } from '../messages';
import { Link, NavLink, useLocation } from '../router';
import { useSession } from '../session/SessionContext';
import { BillPayLink } from '../ui/BillPayLink';
import { AvatarMenu } from './AvatarMenu';
import { Logo } from './Logo';
import { GuestSignInDialog, PasswordProtectedDialog } from './lazyDialogs';
import { AVAILABLE_PAGES, navLinks } from './navLinks';
import { TrackingBox } from './TrackingBox';

const MOBILE_LABELS: Record<string, AppMessageKey> = {
  viewHistory: 'nav.viewHistory',
  getQuote: 'nav.getQuote',
  signIn: 'nav.signIn',
  signUp: 'nav.signUp',
};
const MOBILE_PATHS: Record<string, string> = {
  viewHistory: '/view-history',
  getQuote: '/get-quote',
  signIn: '/sign-in',
  signUp: '/sign-up',
};

/**
 * spec 03 §2 "Top navigation": the logo goes to the landing page; for guests it opens the guest
 * sign-in dialog, and for a quick-access session the password-protected dialog. Decision: a visitor
 * with no session counts as a guest; on the sign-in page itself (which is that form) it goes home.
 */
function logoDialog(kind: string, pathname: string): 'guest' | 'password' | null {
  if (kind === 'quick-access') return 'password';
  if ((kind === 'guest' || kind === 'none') && pathname !== '/sign-in') return 'guest';
  return null;
}

/**
 * The header of spec 03 §2: the logo (see logoDialog); on private pages the links by role, Go to Bill
 * Pay, the tracking box, the avatar menu and the mobile menu. Public pages show no navigation.
 */
export function Header({ showNav }: { showNav: boolean }) {
  const kind = useSession((s) => s.kind);
  const roles = useSession((s) => s.roles());
  const flags = useSession((s) => s.flags);
  const actingForClient = useSession((s) => s.isActingForUser());
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dialog, setDialog] = useState<'guest' | 'password' | null>(null);
  const { pathname } = useLocation();
  const links = navLinks({ kind, roles, flags, actingForClient });
  return (
    <header className="app-header">
      <Link
        to="/"
        className="app-home"
        aria-label={t('nav.home')}
        onClick={(event) => {
          const opens = logoDialog(kind, pathname);
          if (!opens) return;
          event.preventDefault();
          setDialog(opens);
        }}
      >
        <Logo />
      </Link>
      {dialog === 'guest' && <GuestSignInDialog onClose={() => setDialog(null)} />}
      {dialog === 'password' && <PasswordProtectedDialog onClose={() => setDialog(null)} />}
      {showNav && (
        <>
          <nav aria-label={t('nav.label')} className="app-nav">
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className="app-nav-link">
                {link.label}
              </NavLink>
            ))}
          </nav>
          <TrackingBox />
          <BillPayLink className="app-button app-button-secondary">{t('nav.billPay')}</BillPayLink>
          <AvatarMenu />
          <button
            type="button"
            className="app-mobile-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {t('nav.menu')}
          </button>
          {mobileOpen && (
            <nav id="mobile-menu" aria-label={t('nav.mobile')} className="app-mobile-menu">
              {mobileMenuLinks(kind).map((key) =>
                key === 'billPay' ? (
                  <BillPayLink key={key}>{t('nav.billPay')}</BillPayLink>
                ) : AVAILABLE_PAGES.has(MOBILE_PATHS[key] ?? '') || key === 'signIn' || key === 'signUp' ? (
                  <Link key={key} to={MOBILE_PATHS[key] ?? '/'} onClick={() => setMobileOpen(false)}>
                    {t(MOBILE_LABELS[key] ?? 'nav.getQuote')}
                  </Link>
                ) : null,
              )}
            </nav>
          )}
        </>
      )}
    </header>
  );
}
