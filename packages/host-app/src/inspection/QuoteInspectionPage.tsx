import type { QuoteInspection, RateInspection } from '@shipdeck/core/contract';
import { formatMoney, formatShortDate } from '@shipdeck/core/format';
import { useEffect, useState } from 'react';
import { Link, useParams } from '../router';
import { useAppSession } from '../session/SessionContext';
import { errorText } from '../ui/errorText';
import { t } from './inspectionMessages';
import { endText, optionTexts, ownerText, pieceLines, priceClassText } from './inspectionText';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; inspection: QuoteInspection };

const money = (amount: { amount: number; currency: string }) => formatMoney(amount.amount, amount.currency);

/** One rate explained: zone, billable weight and why, each tariff line with its rule, the total. */
function RateSection({ rate }: { rate: RateInspection }) {
  const headingId = `rate-${rate.rateId ?? rate.carrierProduct}-title`;
  return (
    <section
      className="app-card app-inspection-rate"
      id={`rate-${rate.rateId ?? rate.carrierProduct}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t('inspection.rate', { service: rate.serviceName, carrier: rate.carrier })}</h2>
      <dl className="app-inspection-facts">
        <div>
          <dt>{t('inspection.zone')}</dt>
          <dd>{rate.zone}</dd>
        </div>
        <div>
          <dt>{t('inspection.billableWeight')}</dt>
          <dd>
            {rate.billableWeight.value} {rate.billableWeight.unit}
          </dd>
        </div>
        <div>
          <dt>{t('inspection.tariff')}</dt>
          <dd>{rate.tariffId}</dd>
        </div>
      </dl>
      <table className="app-inspection-table">
        <caption>{t('inspection.piecesTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inspection.col.quantity')}</th>
            <th scope="col">{t('inspection.col.actual')}</th>
            <th scope="col">{t('inspection.col.dimensional')}</th>
            <th scope="col">{t('inspection.col.billable')}</th>
            <th scope="col">{t('inspection.col.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rate.pieces.map((piece, i) => (
            // Lines of pieces have no id of their own; their order is the request's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the request's order, never reordered
            <tr key={i}>
              <td>{piece.quantity}</td>
              <td>
                {piece.actualWeight} {rate.billableWeight.unit}
              </td>
              <td>
                {piece.dimensionalWeight === null
                  ? '—'
                  : `${piece.dimensionalWeight} ${rate.billableWeight.unit}`}
              </td>
              <td>
                {piece.billableWeight} {rate.billableWeight.unit}
              </td>
              <td>{piece.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="app-inspection-table">
        <caption>{t('inspection.linesTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inspection.col.line')}</th>
            <th scope="col">{t('inspection.col.rule')}</th>
            <th scope="col" className="app-inspection-amount">
              {t('inspection.col.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rate.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fee id may repeat across kinds; the order is the price's
            <tr key={i}>
              <td>{line.description}</td>
              <td>{line.rule}</td>
              <td className="app-inspection-amount">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('inspection.total')}
            </th>
            <td className="app-inspection-amount">{money(rate.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={rate.matchesQuote ? 'app-note' : 'app-note app-note-warning'}>
        {rate.quotedTotal === null
          ? t('inspection.notQuoted')
          : rate.matchesQuote
            ? t('inspection.matches', { amount: money(rate.quotedTotal) })
            : t('inspection.differs', { quoted: money(rate.quotedTotal) })}
      </p>
    </section>
  );
}

/**
 * /inspection/{id} (spec 02 §2, super admins; opened by Inspect Quote in a new tab): the quote's
 * request, who it was priced for, and each rate's tariff lines adding up to its total, so staff can
 * answer "why this price?". The server does the pricing (GET /api/quote_inspections/{id}).
 */
export function QuoteInspectionPage() {
  const { id = '' } = useParams();
  const { api } = useAppSession();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    api.quoteInspection(id).then(
      (inspection) => live && setLoaded({ status: 'ready', inspection }),
      (error: unknown) =>
        live && setLoaded({ status: 'failed', message: errorText(error, t('inspection.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  if (loaded.status === 'loading') return <p role="status">{t('inspection.loading')}</p>;
  if (loaded.status === 'failed')
    return (
      <>
        <h1 className="app-page-title">{t('inspection.title')}</h1>
        <p role="alert">{loaded.message}</p>
      </>
    );
  const { inspection } = loaded;
  const { request, owner } = inspection;
  const options = optionTexts(request);
  return (
    <div className="app-inspection">
      <h1 className="app-page-title">{t('inspection.title')}</h1>
      <section className="app-card" aria-label={t('inspection.quote', { id: inspection.id })}>
        <p>
          <strong>{t('inspection.quote', { id: inspection.id })}</strong> ·{' '}
          {t('inspection.createdOn', { date: formatShortDate(inspection.createdOn) })}
        </p>
        <dl className="app-inspection-facts">
          <div>
            <dt>{t('inspection.owner')}</dt>
            <dd>
              {ownerText(owner)}
              {owner.kind === 'user' && owner.id && (
                <>
                  {' · '}
                  <Link to={`/inspection/user/${encodeURIComponent(owner.id)}`}>
                    {t('inspection.ownerQuotes')}
                  </Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('inspection.priceClass')}</dt>
            <dd>{priceClassText(owner)}</dd>
          </div>
        </dl>
      </section>
      <section className="app-card" aria-labelledby="inspection-request">
        <h2 id="inspection-request">{t('inspection.request')}</h2>
        <dl className="app-inspection-facts">
          <div>
            <dt>{t('inspection.from')}</dt>
            <dd>{endText(request.origin)}</dd>
          </div>
          <div>
            <dt>{t('inspection.to')}</dt>
            <dd>{endText(request.destination)}</dd>
          </div>
          <div>
            <dt>{t('inspection.shipDate')}</dt>
            <dd>{formatShortDate(request.targetShipDate)}</dd>
          </div>
          <div>
            <dt>{request.isDocument ? t('inspection.documents') : t('inspection.pieces')}</dt>
            <dd>
              {pieceLines(request).map((line) => (
                <span key={line} className="app-inspection-piece">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('inspection.currency')}</dt>
            <dd>{request.currency}</dd>
          </div>
          <div>
            <dt>{t('inspection.options')}</dt>
            <dd>{options.length > 0 ? options.join(', ') : t('inspection.option.none')}</dd>
          </div>
        </dl>
      </section>
      {!inspection.explainable && (
        <section className="app-card" aria-labelledby="inspection-quoted">
          <p className="app-note">{t('inspection.notExplainable')}</p>
          <h2 id="inspection-quoted">{t('inspection.quotedRates')}</h2>
          <ul>
            {inspection.quotedRates.map((rate) => (
              <li key={rate.id}>
                {rate.carrierService.name} ({rate.carrier}): {money(rate.optimalRate)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {inspection.explainable && inspection.rates.length === 0 && (
        <p className="app-note">{t('inspection.noRates')}</p>
      )}
      {inspection.rates.map((rate) => (
        <RateSection key={`${rate.carrier}-${rate.carrierProduct}`} rate={rate} />
      ))}
    </div>
  );
}
