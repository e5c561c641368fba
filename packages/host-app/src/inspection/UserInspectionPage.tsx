import type { UserInspection } from '@shipdeck/core/contract';
import { formatMoney, formatShortDate } from '@shipdeck/core/format';
import { useEffect, useState } from 'react';
import { Link, useParams } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { t } from './inspectionMessages';
import { ownerText, priceClassText } from './inspectionText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; inspection: UserInspection };

/**
 * /inspection/user/{id} (spec 02 §2, super admins): a user's price class and quotes, newest first,
 * each opening its inspection (GET /api/user_inspections/{id}).
 */
export function UserInspectionPage() {
  const { id = '' } = useParams();
  const { api } = useAppSession();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    api.userInspection(id, page).then(
      (inspection) => live && setLoaded({ status: 'ready', inspection }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorText(error, t('inspection.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, id, page]);

  if (loaded.status === 'loading') return <p role="status">{t('inspection.loading')}</p>;
  if (loaded.status === 'failed')
    return (
      <>
        <h1 className="app-page-title">{t('inspection.userTitle')}</h1>
        <p role="alert">{loaded.message}</p>
      </>
    );
  const { inspection } = loaded;
  const pages = Math.max(1, Math.ceil(inspection.totalQuotes / inspection.itemsPerPage));
  return (
    <div className="app-inspection">
      <h1 className="app-page-title">{t('inspection.userTitle')}</h1>
      <section className="app-card" aria-label={t('inspection.owner')}>
        <dl className="app-inspection-facts">
          <div>
            <dt>{t('inspection.owner')}</dt>
            <dd>{ownerText(inspection.owner)}</dd>
          </div>
          <div>
            <dt>{t('inspection.priceClass')}</dt>
            <dd>{priceClassText(inspection.owner)}</dd>
          </div>
        </dl>
      </section>
      <section className="app-card" aria-labelledby="inspection-user-quotes">
        <h2 id="inspection-user-quotes">{t('inspection.userQuotes')}</h2>
        {inspection.quotes.length === 0 ? (
          <p>{t('inspection.noQuotes')}</p>
        ) : (
          <table className="app-inspection-table">
            <thead>
              <tr>
                <th scope="col">{t('inspection.col.quoted')}</th>
                <th scope="col">{t('inspection.col.route')}</th>
                <th scope="col">{t('inspection.col.firstRate')}</th>
                <th scope="col">
                  <span className="app-visually-hidden">{t('inspection.inspect')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {inspection.quotes.map((quote) => {
                const first = quote.rates[0];
                return (
                  <tr key={quote.id}>
                    <td>{formatShortDate(quote.createdOn)}</td>
                    <td>
                      {[quote.requestOriginCountryCode, quote.requestOriginZip].filter(Boolean).join(' ')} –{' '}
                      {[quote.requestDestinationCountryCode, quote.requestDestinationZip]
                        .filter(Boolean)
                        .join(' ')}
                    </td>
                    <td>
                      {first
                        ? `${first.carrierService.name}: ${formatMoney(first.optimalRate.amount, first.optimalRate.currency)}`
                        : '—'}
                    </td>
                    <td>
                      <Link to={`/inspection/${encodeURIComponent(quote.id)}`}>
                        {t('inspection.inspect')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {pages > 1 && (
          <nav className="app-actions" aria-label={t('inspection.userQuotes')}>
            <button
              type="button"
              className="app-button app-button-secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('inspection.previous')}
            </button>
            <span>{t('inspection.page', { page, pages })}</span>
            <button
              type="button"
              className="app-button app-button-secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('inspection.next')}
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
