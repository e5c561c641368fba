import { avatarMenu } from '@shipdeck/core/session';
import { useEffect, useRef, useState } from 'react';
import { t } from '../messages';
import { Link, useNavigate } from '../router';
import { useAppSession, useSession } from '../session/SessionContext';
import { useFeedback } from '../ui/Feedback';

/** The avatar menu of spec 03 §2 (guest, user, staff acting for a client). */
export function AvatarMenu() {
  const { store } = useAppSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and gives the focus back to its button (issue 16).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const kind = useSession((s) => s.kind);
  const user = useSession((s) => s.user);
  const context = useSession((s) => s.authContext);
  const acting = useSession((s) => s.isActingForUser());
  const menu = avatarMenu({ kind, user, actingFor: acting ? context : null });
  const run = (action: () => Promise<void>) => {
    setOpen(false);
    action().catch((error: Error) => feedback.toast('error', error.message));
  };
  return (
    <div className="app-avatar">
      <button
        ref={button}
        type="button"
        className="app-avatar-button"
        aria-expanded={open}
        aria-controls="avatar-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {menu.kind === 'guest' ? t('nav.account') : menu.name}
      </button>
      {open && (
        <div id="avatar-menu" className="app-avatar-menu">
          {menu.kind === 'guest' ? (
            <>
              <Link to="/sign-in" onClick={() => setOpen(false)}>
                {t('nav.signIn')}
              </Link>
              <Link to="/sign-up" onClick={() => setOpen(false)}>
                {t('nav.signUp')}
              </Link>
            </>
          ) : (
            <>
              <div className="app-avatar-who">
                <strong>{menu.name}</strong>
                <span>{menu.company}</span>
                {menu.kind === 'user' && <span>{menu.email}</span>}
              </div>
              {menu.kind === 'user' ? (
                <>
                  <Link to="/user-settings" onClick={() => setOpen(false)}>
                    {t('nav.settings')}
                  </Link>
                  <Link to="/address-book" onClick={() => setOpen(false)}>
                    {t('nav.addressBook')}
                  </Link>
                  <Link to="/items" onClick={() => setOpen(false)}>
                    {t('nav.itemsList')}
                  </Link>
                  <button
                    type="button"
                    onClick={() =>
                      run(async () => {
                        await store.getState().signOut();
                        navigate('/sign-in');
                      })
                    }
                  >
                    {t('nav.signOut')}
                  </button>
                </>
              ) : (
                <>
                  {/* A CSR acting for the client keeps the client's address book and items. */}
                  <Link to="/address-book" onClick={() => setOpen(false)}>
                    {t('nav.addressBook')}
                  </Link>
                  <Link to="/items" onClick={() => setOpen(false)}>
                    {t('nav.itemsList')}
                  </Link>
                  <button
                    type="button"
                    onClick={() =>
                      run(async () => {
                        await store.getState().signOutFromProfile();
                        navigate('/users');
                      })
                    }
                  >
                    {t('nav.signOutFromProfile')}
                  </button>
                  <button type="button" onClick={() => run(() => store.getState().switchUser())}>
                    {t('nav.switchUser')}
                  </button>
                </>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
