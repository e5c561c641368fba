import type { ShipmentCreatedBy, ShipmentResource } from '@shipdeck/core/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '../router';
import { useSession } from '../session/SessionContext';
import { t } from './historyMessages';
import { PickupsSection } from './PickupsSection';
import { DraftsSection, QuotesSection } from './QuotesAndDrafts';
import { CancelShipmentDialog, ShipmentsSection } from './ShipmentsSection';

/** The sections, named as the mobile tabs are (spec 02 §2); `?section=` names one. */
export const HISTORY_SECTIONS = [
  'shipments_that_need_attention',
  'scheduled_pickups',
  'shipment_status',
  'standalone_quotes',
  'drafts',
] as const;
export type HistorySection = (typeof HISTORY_SECTIONS)[number];

const isSection = (value: string | null): value is HistorySection =>
  (HISTORY_SECTIONS as readonly string[]).includes(value ?? '');

const MOBILE = '(max-width: 767px)';

function useMobile(): boolean {
  const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE) : null;
  const [mobile, setMobile] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const change = () => setMobile(query.matches);
    query.addEventListener?.('change', change);
    return () => query.removeEventListener?.('change', change);
  }, [query]);
  return mobile;
}

/** How long the page keeps a requested section in view while the lists above it load. */
export const SECTION_ANCHOR_MS = 5000;

/**
 * Scrolls to the section and keeps it at the top while the page grows above it (the lists load one by
 * one, each taller than its loading line), until the user scrolls or types, or SECTION_ANCHOR_MS passes.
 */
function anchorSection(id: string): () => void {
  const scroll = () => document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  const frame = requestAnimationFrame(scroll);
  const page = document.querySelector('.app-history');
  const observer = typeof ResizeObserver !== 'undefined' && page ? new ResizeObserver(() => scroll()) : null;
  if (observer && page) observer.observe(page);
  const stop = () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    clearTimeout(timer);
    for (const name of ['wheel', 'touchmove', 'keydown', 'mousedown'] as const)
      window.removeEventListener(name, stop);
  };
  const timer = setTimeout(stop, SECTION_ANCHOR_MS);
  for (const name of ['wheel', 'touchmove', 'keydown', 'mousedown'] as const)
    window.addEventListener(name, stop, { passive: true });
  return stop;
}

/**
 * View history, at / and /view-history (spec 02 §2; issue 14): scheduled pickups, shipment status,
 * standalone quotes and drafts as sections on a wide screen, as five tabs on mobile (scheduled pickups by
 * default). A CSR on a personal account also gets the Created By selector (changing it reloads the lists)
 * and, with its flag, the shipments that need attention. A quick-access session loads no list (spec 02
 * §2): it is asked for the password. `?section=` scrolls to that section (or opens its tab).
 */
export function ViewHistoryPage() {
  const kind = useSession((s) => s.kind);
  const roles = useSession((s) => s.roles());
  const acting = useSession((s) => s.isActingForUser());
  const attentionFlag = useSession((s) => s.flags.SHIPMENTS_NEED_ATTENTION ?? true);
  const [params] = useSearchParams();
  // `?section=` in the app; `#section` when the page was opened from outside (the landing URL's section
  // is dropped from the query and kept as the hash, shell/landingSection.ts).
  const { hash } = useLocation();
  const requested = params.get('section') ?? (hash ? decodeURIComponent(hash.slice(1)) : null);
  const mobile = useMobile();
  const csrPersonal = roles.isCSR && !acting;
  const [creator, setCreator] = useState<ShipmentCreatedBy>('csrs');
  const [canceling, setCanceling] = useState<ShipmentResource | null>(null);
  // Cancelling may cancel a pickup too: every list is read again after it.
  const [reads, setReads] = useState(0);
  const sections = HISTORY_SECTIONS.filter(
    (name) => name !== 'shipments_that_need_attention' || (csrPersonal && attentionFlag),
  );
  const [tab, setTab] = useState<HistorySection>(
    isSection(requested) && sections.includes(requested) ? requested : 'scheduled_pickups',
  );

  useEffect(() => {
    if (!isSection(requested)) return;
    setTab(requested);
    return anchorSection(requested);
  }, [requested]);

  if (kind === 'quick-access')
    return (
      <section className="app-narrow" aria-labelledby="history-title">
        <h1 id="history-title" className="app-page-title">
          {t('history.title')}
        </h1>
        <p role="status">{t('history.quickAccess')}</p>
        <Link to="/sign-in" className="app-button">
          {t('history.quickAccessSignIn')}
        </Link>
      </section>
    );

  const body = (name: HistorySection): ReactNode => {
    const title = t(`history.section.${name}`);
    switch (name) {
      case 'shipments_that_need_attention':
        return <ShipmentsSection title={title} creator={creator} needsAttention onCancel={setCanceling} />;
      case 'scheduled_pickups':
        return <PickupsSection title={title} />;
      case 'shipment_status':
        return (
          <ShipmentsSection title={title} {...(csrPersonal ? { creator } : {})} onCancel={setCanceling} />
        );
      case 'standalone_quotes':
        return <QuotesSection title={title} />;
      case 'drafts':
        return <DraftsSection title={title} />;
    }
  };
  const shown = mobile ? sections.filter((name) => name === tab) : sections;
  return (
    <div className="app-history" key={`${creator}:${reads}`}>
      <h1 className="app-page-title">{t('history.title')}</h1>
      {csrPersonal && (
        <label className="app-field app-history-creator">
          {t('history.createdBy')}
          <select
            value={creator}
            onChange={(event) => setCreator(event.currentTarget.value as ShipmentCreatedBy)}
          >
            <option value="csrs">{t('history.createdBy.csrs')}</option>
            <option value="me">{t('history.createdBy.me')}</option>
          </select>
        </label>
      )}
      {mobile && (
        <div role="tablist" aria-label={t('history.sections')} className="app-tabs">
          {sections.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="app-tab"
              onClick={() => setTab(name)}
            >
              {t(`history.section.${name}`)}
            </button>
          ))}
        </div>
      )}
      {shown.map((name) => (
        <section key={name} id={name} className="app-history-section" aria-labelledby={`${name}-title`}>
          <h2 id={`${name}-title`}>{t(`history.section.${name}`)}</h2>
          {body(name)}
        </section>
      ))}
      {canceling && (
        <CancelShipmentDialog
          shipment={canceling}
          onClose={() => setCanceling(null)}
          onDone={async () => setReads((n) => n + 1)}
        />
      )}
    </div>
  );
}
